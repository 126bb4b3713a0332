import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
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
import { listPageSize } from '#domain/resourceRegistry';
import { applyGridChoice, gridChoiceOf, type AppliedChoice, type GridChoice } from '#domain/gridChoices';
import { ColumnsDialog } from './ColumnsDialog';
import { GridClearFilters, GridNoRowsText } from './GridNoRows';
import { ResourceCards, type CardTexts } from './ResourceCards';
import {
  listPagingOf,
  listSortOf,
  pageSizeOptionsOf,
  paginationModelOf,
  selectedIdsOf,
  selectionModelOf,
  sortModelOf,
  type GridColumn,
} from './gridColumns';
import { useGridChoice } from './useGridChoice';
import { isolated } from '../fields/Isolated';

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
}

/**
 * A react-admin list as an MUI X DataGrid: paging (zero-based on the grid, as on the API), sorting
 * and filters stay server-side through the list controller and in the URL; the user's column
 * choices (order, visibility, width, density) are theirs on any browser. On a phone the same list
 * shows as cards with the same pager and filters.
 */
export function ResourceGrid<T extends RaRecord>(props: ResourceGridProps<T>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const list = useListContext<T>();
  const resource = useResourceContext();
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
  return (
    <DesktopGrid {...props} pageSizes={pageSizes} applied={applied} saveChoice={saveChoice} onPageSize={setPageSize} />
  );
}

interface DesktopGridProps<T extends RaRecord> extends ResourceGridProps<T> {
  pageSizes: number[];
  applied: AppliedChoice;
  saveChoice: (choice: GridChoice | null) => void;
  onPageSize: (pageSize: number) => void;
}

function DesktopGrid<T extends RaRecord>({
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
  const open = (id: T['id']) => rowClick && navigate(createPath({ resource, id, type: rowClick }));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <Button size="small" startIcon={<ViewColumnIcon />} onClick={() => setColumnsOpen(true)}>
          {translate('ra.action.select_columns')}
        </Button>
      </Box>
      {bulkActions && <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar>}
      <DataGrid<T>
        label={name}
        rows={list.data ?? []}
        columns={colDefs}
        rowCount={list.total ?? 0}
        loading={list.isFetching}
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
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
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
  // A row the bulk actions may not take shows no checkbox at all (not a disabled one).
  '& .MuiDataGrid-cellCheckbox .MuiCheckbox-root.Mui-disabled': { display: 'none' },
} as const;
