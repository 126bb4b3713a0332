import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useListContext, useResourceContext, type RaRecord } from 'react-admin';
import { listPageSize } from '#domain/resourceRegistry';
import { applyGridChoice, gridChoiceOf } from '#domain/gridChoices';
import { ResourceCards, type CardTexts } from './ResourceCards';
import { pageSizeOptionsOf, type GridColumn } from './gridColumns';
import { useGridChoice } from './useGridChoice';
import { loadDesktopGrid } from './loadDesktopGrid';
import type { DesktopGridProps } from './DesktopGrid';
import { useRowsComing } from '../firstRows/FirstRows';

// One lazy component for every list's grid (a lazy component cannot be generic: the props are checked at
// ResourceGrid). Once the grid's code has come (the entry starts it on a wide screen), it renders without suspending.
const DesktopGrid = lazy(
  loadDesktopGrid as unknown as () => Promise<{ default: ComponentType<DesktopGridProps<RaRecord>> }>,
);

export interface ResourceGridProps<T extends RaRecord> {
  /** The grid's accessible name, and the title of its columns dialog (a message key or a text). */
  label: string;
  columns: GridColumn<T>[];
  /** How a record reads as a card on a phone. */
  card: CardTexts<T>;
  /** The key of the user's column choices (the resource by default). */
  gridKey?: string;
  rowClick?: 'show' | 'edit' | false;
  /** Larger page sizes offered besides the list's own. */
  alsoPageSizes?: readonly number[];
  /** Buttons acting on the selected rows; with them, rows can be selected. */
  bulkActions?: ReactNode;
  /** Which rows the bulk actions may take (all by default); the others have no checkbox. */
  isRowSelectable?: (record: T) => boolean;
  /** The columns are not final yet (they hang on configuration being read): the grid waits, so its rows are laid out once. */
  columnsPending?: boolean;
}

/**
 * A react-admin list as an MUI X DataGrid: paging (zero-based on the grid, as on the API), sorting
 * and filters stay server-side through the list controller and in the URL; the user's column
 * choices (order, visibility, width, density) are theirs on any browser. On a phone the same list
 * shows as cards with the same pager and filters, and the grid's code is not loaded at all.
 */
export function ResourceGrid<T extends RaRecord>(props: ResourceGridProps<T>) {
  // Read before the first render (noSsr): a phone never renders, so never fetches, the grid.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const list = useListContext<T>();
  const resource = useResourceContext();
  useRowsComing();
  const [choice, saveChoice] = useGridChoice(props.gridKey ?? resource ?? 'list');
  const fields = useMemo(() => props.columns.map((c) => c.field), [props.columns]);
  const optional = useMemo(() => props.columns.filter((c) => c.optional).map((c) => c.field), [props.columns]);
  const applied = useMemo(() => applyGridChoice(fields, choice, optional), [fields, choice, optional]);
  // A page size chosen is the user's for this list on any browser (kept with the column choices).
  const setPageSize = (pageSize: number) => {
    saveChoice(gridChoiceOf({ ...applied, pageSize }));
    list.setPerPage(pageSize);
  };
  // The list's own size first; the one in use is always offered (it may come from the address).
  const pageSizes = pageSizeOptionsOf(Math.min(listPageSize(resource), list.perPage), [
    ...(props.alsoPageSizes ?? []),
    list.perPage,
  ]);
  if (phone)
    return (
      <ResourceCards
        card={props.card}
        rowClick={props.rowClick ?? 'show'}
        pageSizes={pageSizes}
        onPageSize={setPageSize}
        bulkActions={props.bulkActions}
        isRowSelectable={props.isRowSelectable}
      />
    );
  const waiting = <Box sx={{ minHeight: 160 }} />;
  if (props.columnsPending) return waiting;
  return (
    <Suspense fallback={waiting}>
      <DesktopGrid
        {...(props as unknown as ResourceGridProps<RaRecord>)}
        pageSizes={pageSizes}
        applied={applied}
        saveChoice={saveChoice}
        onPageSize={setPageSize}
      />
    </Suspense>
  );
}
