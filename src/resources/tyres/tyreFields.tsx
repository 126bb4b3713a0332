import { Box } from '@mui/material';
import { format, isValid, parseISO } from 'date-fns';
import { FunctionField } from 'react-admin';
import { formatMoney } from '../../domain/format';
import { NOT_AVAILABLE_TEXT } from '../../domain/limits';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { PaletteChip } from '../../components/PaletteChip';
import { formatPercent } from '../fuelPumps/fuelPumpRecord';

/** A tyre discount offer as GET /tyres answers it. */
export interface TyreOfferRecord {
  id: number;
  brand: string;
  size: string;
  price: number;
  discountPercent: number;
  discountedPrice: number;
  fuelPumpIds: number[];
  fuelPumps: { id: number; name: string; cityName: string | null }[];
  shops: string[];
  validUntil: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An offer valid until a day before today has expired (the last day itself still counts). */
export const isExpired = (validUntil: string | null | undefined, today: Date = new Date()) => Boolean(validUntil) && validUntil! < format(today, 'yyyy-MM-dd');

/** 'YYYY-MM-DD' as dd/MM/yyyy (SPEC §9's date order); N/A when open-ended. */
export function formatDay(day: string | null | undefined): string {
  const date = day ? parseISO(day) : null;
  return date && isValid(date) ? format(date, 'dd/MM/yyyy') : NOT_AVAILABLE_TEXT;
}

/** An amount in the PREFERENCE currency (SPEC §1, default Rs). */
export function MoneyField({ source, label }: { source: 'price' | 'discountedPrice'; label: string }) {
  const { currency } = useClientConfig();
  return <FunctionField<TyreOfferRecord> label={label} textAlign="right" sortable={false} render={(offer) => formatMoney(offer[source], currency)} />;
}

export const DiscountField = () => <FunctionField<TyreOfferRecord> label="Discount" textAlign="right" sortable={false} render={(offer) => formatPercent(offer.discountPercent) ?? NOT_AVAILABLE_TEXT} />;

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

export const ValidUntilField = () => <FunctionField<TyreOfferRecord> label="Valid until" sortable={false} render={(offer) => <ValidUntilCell validUntil={offer.validUntil} />} />;
