import { Box } from '@mui/material';
import { format } from 'date-fns';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { CardTexts } from '../../components/grid/ResourceCards';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { ShowLinkField } from '../../components/fields/ShowLinkField';
import { formatDay, formatMoney } from '#domain/format';
import { NOT_AVAILABLE_TEXT } from '#domain/limits';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { PaletteChip } from '../../components/PaletteChip';
import { formatPercent } from '../fuelPumps/fuelPumpRecord';
import type { TyreOfferRecord } from '#domain/records/places';

export type { TyreOfferRecord } from '#domain/records/places';

/** An offer valid until a day before today has expired (the last day itself still counts). */
export const isExpired = (validUntil: string | null | undefined, today: Date = new Date()) =>
  Boolean(validUntil) && validUntil! < format(today, 'yyyy-MM-dd');

/** The last day of the offer, flagged once it has passed; "No end date" when open-ended. */
export const ValidUntilCell = ({ validUntil }: { validUntil: string | null }) =>
  validUntil ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {formatDay(validUntil)}
      {isExpired(validUntil) && <PaletteChip label="Expired" colour="red" />}
    </Box>
  ) : (
    <>No end date</>
  );

/** The columns and phone card of a list of tyre offers (the offers list, and those at a pump). */
export function useTyreColumns() {
  const { currency } = useClientConfig();
  const columns: GridColumn<TyreOfferRecord>[] = [
    { field: 'brand', headerName: 'Brand', render: () => <ShowLinkField source="brand" /> },
    { field: 'size', headerName: 'Size' },
    { field: 'price', headerName: 'Price', align: 'right', render: (t) => formatMoney(t.price, currency) },
    {
      field: 'discountPercent',
      headerName: 'Discount',
      align: 'right',
      width: 110,
      render: (t) => formatPercent(t.discountPercent) ?? NOT_AVAILABLE_TEXT,
    },
    {
      field: 'discountedPrice',
      headerName: 'Discounted price',
      align: 'right',
      render: (t) => formatMoney(t.discountedPrice, currency),
    },
    {
      field: 'validUntil',
      headerName: 'Valid until',
      width: 170,
      render: (t) => <ValidUntilCell validUntil={t.validUntil} />,
    },
    { field: 'active', headerName: 'Active', width: 110, render: (t) => <ActiveChip active={t.active} /> },
  ];
  const card: CardTexts<TyreOfferRecord> = {
    primary: (t) => `${t.brand} ${t.size}`,
    secondary: (t) =>
      `${formatMoney(t.discountedPrice, currency)} · ${formatPercent(t.discountPercent) ?? NOT_AVAILABLE_TEXT}`,
    tertiary: (t) => <ActiveChip active={t.active} />,
  };
  return { columns, card };
}
