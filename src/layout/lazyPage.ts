import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on its first visit: its module becomes a chunk of its own, so the start-up and
 * login routes carry none of the app's screens. react-admin's Layout shows its spinner meanwhile.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
