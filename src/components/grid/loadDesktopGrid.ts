import { keptModule } from '../../bootstrap/keptModule';

/** The width from which a list is a grid: MUI's sm breakpoint, where ResourceGrid's theme.breakpoints.down('sm') ends. */
export const WIDE_SCREEN = '(min-width:600px)';

/** The grid's chunk (MUI X DataGrid), fetched once (again after a failure); its default export is the grid. */
export const loadDesktopGrid = keptModule(() => import('./DesktopGrid'));

/**
 * Starts the grid's download on a screen wide enough to show it (the entry does, for a signed-in
 * start); a phone never fetches it (it shows cards). A phone turned to a wider screen loads it then,
 * through ResourceGrid.
 */
export function preloadDesktopGridIfWide() {
  if (typeof window !== 'undefined' && window.matchMedia?.(WIDE_SCREEN).matches)
    void loadDesktopGrid().catch(() => undefined);
}
