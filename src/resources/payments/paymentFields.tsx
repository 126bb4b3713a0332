import { Box, Link as MuiLink, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link } from 'react-router-dom';
import { PaletteChip } from '../../components/PaletteChip';
import { PAYMENT_KIND, PAYMENT_STATUS, type PaymentKind, type PaymentStatus } from '#domain/money';
import type { PaletteName } from '#domain/palette';
import type { PaymentRecord } from '../../providers/walletCalls';

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  [PAYMENT_KIND.ADVANCE]: 'Advance',
  [PAYMENT_KIND.REMAINDER]: 'Remainder',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  [PAYMENT_STATUS.PENDING]: 'Pending',
  [PAYMENT_STATUS.PAID]: 'Paid',
  [PAYMENT_STATUS.CANCELLED]: 'Cancelled',
};
const STATUS_COLOURS: Record<PaymentStatus, PaletteName> = { PENDING: 'amber', PAID: 'green', CANCELLED: 'grey' };

export const paymentKindChoices = Object.values(PAYMENT_KIND).map((id) => ({ id, name: PAYMENT_KIND_LABELS[id] }));
export const paymentStatusChoices = Object.values(PAYMENT_STATUS).map((id) => ({
  id,
  name: PAYMENT_STATUS_LABELS[id],
}));

/** The booking's code, linking to the booking (a click does not select the row). */
export function BookingLink({ payment }: { payment: Pick<PaymentRecord, 'bookingId' | 'bookingCode'> }) {
  return (
    <MuiLink component={Link} to={`/bookings/${payment.bookingId}/show`} onClick={(e) => e.stopPropagation()}>
      {payment.bookingCode || `Booking #${payment.bookingId}`}
    </MuiLink>
  );
}

/** Where the money goes, or a warning that the partner has no bank account on file. */
export function BankAccountText({ account }: { account: PaymentRecord['bankAccount'] }) {
  if (!account) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
        <WarningAmberIcon fontSize="small" aria-hidden />
        <Typography variant="body2" component="span">
          No bank account
        </Typography>
      </Box>
    );
  }
  return (
    <Typography variant="body2" component="span">
      {account.bankName} · {account.accountTitle} · {account.accountNumber}
    </Typography>
  );
}

export const PaymentStatusChip = ({ status }: { status: PaymentStatus }) => (
  <PaletteChip label={PAYMENT_STATUS_LABELS[status] ?? status} colour={STATUS_COLOURS[status]} />
);
