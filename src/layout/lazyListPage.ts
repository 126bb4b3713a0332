import { preloadDesktopGridIfWide } from '../components/grid/loadDesktopGrid';
import { lazyPage, type LazyPage } from './lazyPage';

/**
 * A list page loaded on its first visit (lazyPage); on a screen wide enough for the grid, the grid's
 * chunk starts downloading with the page's, not after it. A phone shows cards and never fetches it.
 */
export function lazyListPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  return lazyPage(() => {
    preloadDesktopGridIfWide();
    return load();
  }, name);
}
