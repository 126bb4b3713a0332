import type { ReactNode } from 'react';
import { Box, Checkbox } from '@mui/material';
import { BulkActionsToolbar, Pagination, SimpleList, useListContext, useTranslate, type RaRecord } from 'react-admin';

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

/** A list on a phone: react-admin's SimpleList cards (as its demo does) with the same pager and filters, and selection when the list acts on rows. */
export function ResourceCards<T extends RaRecord>({
  card,
  rowClick,
  pageSizes,
  bulkActions,
  isRowSelectable,
}: {
  card: CardTexts<T>;
  rowClick: 'show' | 'edit' | false;
  pageSizes: number[];
  bulkActions?: ReactNode;
  isRowSelectable?: (record: T) => boolean;
}) {
  return (
    <>
      {bulkActions && <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar>}
      <SimpleList<T>
        primaryText={card.primary}
        secondaryText={card.secondary}
        tertiaryText={card.tertiary}
        rowClick={rowClick}
        leftIcon={
          bulkActions
            ? (record) =>
                (isRowSelectable?.(record) ?? true) ? <SelectBox record={record} /> : <Box sx={{ width: 42 }} />
            : undefined
        }
      />
      <Pagination rowsPerPageOptions={pageSizes} />
    </>
  );
}
