import { loadDesktopGrid } from '../../src/components/grid/loadDesktopGrid';

// Lists show the grid from a lazily imported chunk. Files of the shared-registry project import it once here,
// so a list test does not race MUI X's first transform on a busy machine. (Files that mock modules load afresh
// and wait for it like the app does.)
await loadDesktopGrid();
