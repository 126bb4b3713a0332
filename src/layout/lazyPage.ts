import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A page loaded on its first visit: its module becomes a chunk of its own, so the start-up and
 * login routes carry none of the app's screens. react-admin's Layout shows its spinner meanwhile;
 * `preload` starts the download early (src/bootstrap/screens.ts).
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  const page = lazy(async () => ({ default: (await load())[name] as ComponentType })) as LazyPage;
  page.preload = load;
  return page;
}
