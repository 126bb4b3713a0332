import { useEffect, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Button } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import {
  BulkActionsToolbar,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { gridChoiceOf, type AppliedChoice, type GridChoice } from '#domain/gridChoices';
import { ColumnsDialog } from './ColumnsDialog';
import { GridClearFilters, GridLoadingBar, GridNoRowsText } from './GridNoRows';
import {
  listPagingOf,
  listSortOf,
  paginationModelOf,
  selectedIdsOf,
  selectionModelOf,
  sortModelOf,
} from './gridColumns';
import type { ResourceGridProps } from './ResourceGrid';
import { isolated } from '../fields/Isolated';
import { useRowsPainted } from '../firstRows/FirstRows';
import { preloadScreen } from '../../bootstrap/screens';
import { whenIdle } from '../../bootstrap/afterPaint';
import { CHANGED_ROW_CLASS, changedRowSx, useChangedRowMark } from '../../live/ListUpdatesNotice';

/**
 * The list as an MUI X DataGrid, for screens of 600 px and wider. It is a chunk of its own that
 * ResourceGrid loads only there (src/components/grid/loadDesktopGrid.ts): a phone shows cards and
 * never downloads the grid.
 */
export interface DesktopGridProps<T extends RaRecord> extends ResourceGridProps<T> {
  pageSizes: number[];
  applied: AppliedChoice;
  saveChoice: (choice: GridChoice | null) => void;
  onPageSize: (pageSize: number) => void;
}

export function DesktopGrid<T extends RaRecord>({
  label,
  columns,
  rowClick = 'show',
  bulkActions,
  isRowSelectable,
  pageSizes,
  applied,
  saveChoice,
  onPageSize,
}: DesktopGridProps<T>) {
  const list = useListContext<T>();
  useRowsPainted(!list.isPending);
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const translate = useTranslate();
  const name = translate(label, { _: label });
  const [columnsOpen, setColumnsOpen] = useState(false);
  const change = (next: AppliedChoice) => saveChoice(gridChoiceOf(next));

  const colDefs = useMemo<GridColDef<T>[]>(() => {
    const byField = new Map(columns.map((c) => [c.field, c]));
    return applied.order.map((field) => {
      const column = byField.get(field)!;
      const width = applied.widths[field] ?? column.width;
      return {
        field,
        headerName: translate(column.headerName, { _: column.headerName }),
        sortable: Boolean(column.sortBy),
        ...(width ? { width } : { flex: column.flex ?? 1, minWidth: column.minWidth ?? 110 }),
        align: column.align,
        headerAlign: column.align,
        renderCell: ({ row }) => (
          <RecordContextProvider value={row}>
            {isolated(
              column.render ? column.render(row) : (((row as Record<string, unknown>)[field] as ReactNode) ?? '—'),
            )}
          </RecordContextProvider>
        ),
      };
    });
  }, [columns, applied, translate]);
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries([...applied.hidden].map((f) => [f, false])),
    [applied.hidden],
  );
  const headers = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.field, translate(c.headerName, { _: c.headerName })])),
    [columns, translate],
  );
  // The grid treats a new model object as a change (a new sort sends it back to the first page):
  // each model is kept while what it says is the same, so a re-render does not move the page.
  const [sorted] = sortModelOf(list.sort, columns);
  const sortModel = useMemo(() => (sorted ? [sorted] : []), [sorted?.field, sorted?.sort]); // eslint-disable-line react-hooks/exhaustive-deps
  const paginationModel = useMemo(() => paginationModelOf(list.page, list.perPage), [list.page, list.perPage]);
  const selectionModel = useMemo(() => selectionModelOf(list.selectedIds), [list.selectedIds]);
  const changedByOthers = useChangedRowMark(resource);
  const open = (id: T['id']) => rowClick && navigate(createPath({ resource, id, type: rowClick }));
  // The record page's code starts downloading when its row is pointed at or focused, before the click,
  // and once the rows are on screen and the browser is idle: a row's click then only renders the page.
  const preloadRecord = (event: SyntheticEvent<HTMLElement>) => {
    const id = event.currentTarget.dataset.id;
    if (rowClick && id) preloadScreen(createPath({ resource, id, type: rowClick }));
  };
  const firstId = list.data?.[0]?.id;
  const hasRows = firstId !== undefined;
  useEffect(
    () =>
      rowClick && hasRows
        ? whenIdle(() => preloadScreen(createPath({ resource, id: firstId, type: rowClick })))
        : undefined,
    [rowClick, hasRows, resource], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <Button size="small" startIcon={<ViewColumnIcon />} onClick={() => setColumnsOpen(true)}>
          {translate('ra.action.select_columns')}
        </Button>
      </Box>
      {bulkActions && <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar>}
      <GridLoadingBar />
      <DataGrid<T>
        label={name}
        rows={list.data ?? []}
        columns={colDefs}
        rowCount={list.total ?? 0}
        autoHeight
        // At most 100 rows a page (SPEC §9 sizes, the API's maximum): all rendered, so every cell is in the page for find-in-page and assistive technology.
        disableVirtualization
        disableColumnFilter
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        sortingOrder={['asc', 'desc']}
        pageSizeOptions={pageSizes}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          const paging = listPagingOf(model, list.perPage);
          if ('perPage' in paging) onPageSize(paging.perPage);
          else list.setPage(paging.page);
        }}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const sort = listSortOf(model, columns);
          if (sort) list.setSort(sort);
        }}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) =>
          change({ ...applied, hidden: new Set(Object.keys(model).filter((f) => model[f] === false)) })
        }
        onColumnWidthChange={({ colDef, width }) =>
          change({ ...applied, widths: { ...applied.widths, [colDef.field]: width } })
        }
        density={applied.density}
        onDensityChange={(density) => change({ ...applied, density })}
        checkboxSelection={Boolean(bulkActions)}
        {...(isRowSelectable ? { isRowSelectable: ({ row }: { row: T }) => isRowSelectable(row) } : {})}
        disableRowSelectionOnClick
        keepNonExistentRowsSelected
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) =>
          list.onSelect(
            selectedIdsOf(
              model,
              (list.data ?? []).map((r) => r.id),
            ),
          )
        }
        onRowClick={({ id }, event) => {
          // Ticking a row's checkbox selects it; it does not open it.
          if ((event.target as HTMLElement).closest('.MuiDataGrid-cellCheckbox')) return;
          open(id as T['id']);
        }}
        onCellKeyDown={({ id }, event) => {
          // Enter on a cell opens its record; Enter on a button inside a cell is that button's.
          if (event.key !== 'Enter' || (event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
          event.defaultMuiPrevented = true;
          open(id as T['id']);
        }}
        // react-admin's own empty text (as its Datagrid shows); Clear filters is drawn under the grid.
        slots={{ noRowsOverlay: GridNoRowsText }}
        getRowClassName={({ id }) => (changedByOthers(id) ? CHANGED_ROW_CLASS : '')}
        slotProps={{
          row: { onMouseEnter: preloadRecord, onFocus: preloadRecord },
        }}
        sx={{ ...GRID_SX, ...(rowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}) }}
      />
      <GridClearFilters />
      {columnsOpen && (
        <ColumnsDialog
          title={name}
          headers={headers}
          applied={applied}
          onChange={change}
          onReset={() => saveChoice(null)}
          onClose={() => setColumnsOpen(false)}
        />
      )}
    </Box>
  );
}

/**
 * A name a column is too narrow for wraps onto a second line of its row rather than being cut
 * ("Tariq Trans…"); a compact row has room for one line only.
 */
const GRID_SX = {
  border: 0,
  '& .MuiDataGrid-cell': {
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    lineHeight: 1.25,
  },
  '&.MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { whiteSpace: 'nowrap' },
  [`& .${CHANGED_ROW_CLASS}`]: changedRowSx,
  // A row the bulk actions may not take shows no checkbox at all (not a disabled one).
  '& .MuiDataGrid-cellCheckbox .MuiCheckbox-root.Mui-disabled': { display: 'none' },
} as const;

/** What ResourceGrid's lazy boundary renders. */
export default DesktopGrid;
