import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { dismissEntryCards } from '../../bootstrap/firstRows/entryCardsPage';
import { afterPaint } from '../../bootstrap/afterPaint';

/** A height for each width, as MUI's sx takes it ({ xs: 172, sm: 124, md: 112 }). */
export type ReservedHeight = number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

interface Gate {
  /** The first page's rows have been painted: what waited for them mounts now. */
  ready: boolean;
  /** Said by what shows the rows (the grid, the cards) once they have painted. */
  rowsPainted: () => void;
  /** Set by a list's ResourceGrid: its rows, not the list's answer, open the gate. */
  rowsComingRef: RefObject<boolean>;
}

// Outside a list (a grid on a show page) nothing waits.
const FirstRowsContext = createContext<Gate>({
  ready: true,
  rowsPainted: () => undefined,
  rowsComingRef: { current: false },
});

/**
 * Holds a list page's "rows first" gate: the filter bar, the toolbar, the tabs and the clocks strip
 * mount once the first page's rows have painted, in the space kept for them, so the rows show sooner
 * (the page's first render is mostly the rows) and nothing moves them.
 */
export function FirstRowsProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const rowsComingRef = useRef(false);
  const rowsPainted = useCallback(() => {
    // The entry's picture of the rows (a phone's first load) gives way to the rows themselves.
    dismissEntryCards();
    setReady(true);
  }, []);
  // Leaving the list before its rows came (an error page, another screen) takes the picture away too.
  useEffect(() => dismissEntryCards, []);
  const gate = useMemo(() => ({ ready, rowsPainted, rowsComingRef }), [ready, rowsPainted]);
  return <FirstRowsContext.Provider value={gate}>{children}</FirstRowsContext.Provider>;
}

export const useAfterFirstRows = () => useContext(FirstRowsContext).ready;

/** Said by a list's ResourceGrid as it renders: the gate waits for its rows (which may need the grid's chunk first). */
export function useRowsComing() {
  const { rowsComingRef } = useContext(FirstRowsContext);
  // A layout effect: it runs before any effect of the commit (useListSettled reads it in one).
  useLayoutEffect(() => {
    rowsComingRef.current = true;
  }, [rowsComingRef]);
}

/** For what shows the rows: opens the gate once `shown` (the list has answered) has painted. */
export function useRowsPainted(shown: boolean) {
  const { ready, rowsPainted } = useContext(FirstRowsContext);
  useEffect(() => (shown && !ready ? afterPaint(rowsPainted) : undefined), [shown, ready, rowsPainted]);
}

/**
 * For a list page with no rows to wait for (no ResourceGrid, or a load error in the grid's place):
 * the gate opens once the list has answered and that has painted.
 */
export function useListSettled(settled: boolean, failed: boolean) {
  const { ready, rowsPainted, rowsComingRef } = useContext(FirstRowsContext);
  useEffect(() => {
    const open = failed || (settled && !rowsComingRef.current);
    return open && !ready ? afterPaint(rowsPainted) : undefined;
  }, [failed, settled, ready, rowsPainted, rowsComingRef]);
}

/** Its children once the first rows have painted; until then an empty box of their exact height. */
export function AfterFirstRows({ height, children }: { height: ReservedHeight; children: ReactNode }) {
  const ready = useAfterFirstRows();
  if (ready) return children;
  const sx: SxProps<Theme> = { height };
  return <Box aria-hidden sx={sx} />;
}
