import type { ReactNode } from 'react';
import { Box, Checkbox, TablePagination } from '@mui/material';
import { useRowsPainted } from '../firstRows/FirstRows';
import { BulkActionsToolbar, SimpleList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { changedRowSx, useChangedRowMark } from '../../live/ListUpdatesNotice';

export interface CardTexts<T> {
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  tertiary?: (record: T) => ReactNode;
}

function SelectBox<T extends RaRecord>({ record }: { record: T }) {
  const { selectedIds, onToggleItem } = useListContext<T>();
  const translate = useTranslate();
  return (
    <Checkbox
      checked={selectedIds.includes(record.id)}
      onClick={(event) => {
        event.stopPropagation();
        event.preventDefault();
        onToggleItem(record.id);
      }}
      slotProps={{ input: { 'aria-label': translate('app.components.grid.select', { id: String(record.id) }) } }}
    />
  );
}

/**
 * The cards' pager: react-admin's own drops the page size choice below md; this one keeps it, in
 * react-admin's words, and wraps onto a second line rather than push the arrows off a narrow phone.
 */
function CardsPager({ pageSizes, onPageSize }: { pageSizes: number[]; onPageSize: (size: number) => void }) {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending || !total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={pageSizes}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`, { _: `Go to ${type} page` })}
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 },
        '& .MuiTablePagination-spacer': { display: 'none' },
        // A thumb-sized page size choice (src/theme/phoneTouch.ts).
        '&& .MuiTablePagination-select': { minHeight: 44, lineHeight: '44px', py: 0 },
      }}
    />
  );
}

/** A list on a phone: react-admin's SimpleList cards (as its demo does) with the same pager and filters, and selection when the list acts on rows. */
export function ResourceCards<T extends RaRecord>({
  card,
  rowClick,
  pageSizes,
  onPageSize,
  bulkActions,
  isRowSelectable,
}: {
  card: CardTexts<T>;
  rowClick: 'show' | 'edit' | false;
  pageSizes: number[];
  onPageSize: (size: number) => void;
  bulkActions?: ReactNode;
  isRowSelectable?: (record: T) => boolean;
}) {
  const { isPending, resource } = useListContext();
  useRowsPainted(!isPending);
  const changedByOthers = useChangedRowMark(resource);
  return (
    <>
      {bulkActions && <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar>}
      <SimpleList<T>
        primaryText={card.primary}
        secondaryText={card.secondary}
        tertiaryText={card.tertiary}
        rowClick={rowClick}
        rowSx={(record) => (changedByOthers(record.id) ? changedRowSx : {})}
        leftIcon={
          bulkActions
            ? (record) =>
                (isRowSelectable?.(record) ?? true) ? <SelectBox record={record} /> : <Box sx={{ width: 42 }} />
            : undefined
        }
      />
      <CardsPager pageSizes={pageSizes} onPageSize={onPageSize} />
    </>
  );
}
