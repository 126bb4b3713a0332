import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { format } from 'date-fns';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { CardTexts } from '../../components/grid/ResourceCards';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { ShowLinkField } from '../../components/fields/ShowLinkField';
import { formatDay, formatMoney } from '#domain/format';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { PaletteChip } from '../../components/PaletteChip';
import { formatPercent } from '../fuel-pumps/fuelPumpRecord';
import type { TyreOfferRecord } from '#domain/records/places';

export type { TyreOfferRecord } from '#domain/records/places';

/** An offer valid until a day before today has expired (the last day itself still counts). */
export const isExpired = (validUntil: string | null | undefined, today: Date = new Date()) =>
  Boolean(validUntil) && validUntil! < format(today, 'yyyy-MM-dd');

/** The last day of the offer, flagged once it has passed; "No end date" when open-ended. */
export const ValidUntilCell = ({ validUntil }: { validUntil: string | null }) => {
  const translate = useTranslate();
  return validUntil ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {formatDay(validUntil)}
      {isExpired(validUntil) && <PaletteChip label={translate('app.fleet.tyres.expired')} colour="red" />}
    </Box>
  ) : (
    <>{translate('app.fleet.tyres.noEndDate')}</>
  );
};

/** The columns and phone card of a list of tyre offers (the offers list, and those at a pump). */
export function useTyreColumns() {
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const notAvailable = translate('app.notAvailable');
  const columns: GridColumn<TyreOfferRecord>[] = [
    { field: 'brand', headerName: 'app.fleet.brand', render: () => <ShowLinkField source="brand" /> },
    { field: 'size', headerName: 'app.fleet.tyres.size' },
    {
      field: 'price',
      headerName: 'resources.tyres.fields.price',
      align: 'right',
      render: (t) => formatMoney(t.price, currency),
    },
    {
      field: 'discountPercent',
      headerName: 'app.fleet.discount',
      align: 'right',
      width: 110,
      render: (t) => formatPercent(t.discountPercent) ?? notAvailable,
    },
    {
      field: 'discountedPrice',
      headerName: 'resources.tyres.fields.discountedPrice',
      align: 'right',
      render: (t) => formatMoney(t.discountedPrice, currency),
    },
    {
      field: 'validUntil',
      headerName: 'resources.tyres.fields.validUntil',
      width: 170,
      render: (t) => <ValidUntilCell validUntil={t.validUntil} />,
    },
    {
      field: 'active',
      headerName: 'resources.tyres.fields.active',
      width: 110,
      render: (t) => <ActiveChip active={t.active} />,
    },
  ];
  const card: CardTexts<TyreOfferRecord> = {
    primary: (t) => `${t.brand} ${t.size}`,
    secondary: (t) =>
      `${formatMoney(t.discountedPrice, currency)} · ${formatPercent(t.discountPercent) ?? notAvailable}`,
    tertiary: (t) => <ActiveChip active={t.active} />,
  };
  return { columns, card };
}
