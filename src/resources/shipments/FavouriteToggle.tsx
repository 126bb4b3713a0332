import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { ShipmentRow } from '#domain/records/shipments';

/** The favourite star, inline in the list and on the detail page. */
export function FavouriteToggle(_: { label?: string }) {
  const record = useRecordContext<ShipmentRow>();
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: (favourite: boolean) => dataProvider.markFavourite(record!.id, favourite),
    onSuccess: () => refresh(),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const label = translate(`app.shipments.favourite.${record.isFavourite ? 'remove' : 'add'}`, { code: record.code });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={record.isFavourite}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          mutate(!record.isFavourite);
        }}
        size="small"
      >
        {record.isFavourite ? <StarIcon sx={{ color: 'warning.dark' }} /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
