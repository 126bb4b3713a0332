import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * A page loaded on its first visit: its module becomes a chunk of its own, so the start-up and
 * login routes carry none of the app's screens. react-admin's Layout shows its spinner meanwhile;
 * the entry, menus and rows start a screen's download early (src/bootstrap/screens.ts).
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
