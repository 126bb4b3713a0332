import { Box, Link as MuiLink, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PaletteChip } from '../../components/PaletteChip';
import { PAYMENT_KIND, PAYMENT_STATUS, type PaymentKind, type PaymentStatus } from '#domain/money';
import type { PaletteName } from '#domain/palette';
import type { PaymentRecord } from '../../providers/walletCalls';

/** The message keys of a payment's kind and status. */
export const paymentKindKey = (kind: PaymentKind) => `app.money.payments.kind.${kind}`;
const paymentStatusKey = (status: PaymentStatus) => `app.money.payments.status.${status}`;
const STATUS_COLOURS: Record<PaymentStatus, PaletteName> = { PENDING: 'amber', PAID: 'green', CANCELLED: 'grey' };

export const paymentKindChoices = Object.values(PAYMENT_KIND).map((id) => ({ id, name: paymentKindKey(id) }));
export const paymentStatusChoices = Object.values(PAYMENT_STATUS).map((id) => ({ id, name: paymentStatusKey(id) }));

/** The booking's code, linking to the booking (a click does not select the row). */
export function BookingLink({ payment }: { payment: Pick<PaymentRecord, 'bookingId' | 'bookingCode'> }) {
  const translate = useTranslate();
  return (
    <MuiLink component={Link} to={`/bookings/${payment.bookingId}/show`} onClick={(e) => e.stopPropagation()}>
      {payment.bookingCode || translate('app.money.payments.bookingNumber', { id: payment.bookingId })}
    </MuiLink>
  );
}

/** The batch that paid it, linking to the batch; nothing while it is unpaid. */
export function BatchLink({ batchId }: { batchId: string | null }) {
  const translate = useTranslate();
  if (!batchId) return <>—</>;
  return (
    <MuiLink component={Link} to={`/payment-batches/${batchId}/show`} onClick={(e) => e.stopPropagation()}>
      {translate('app.money.payments.batch', { id: batchId.slice(0, 8) })}
    </MuiLink>
  );
}

/** Only a pending payment can be settled, so only a pending row is selectable. */
export const isSettleable = (payment: Pick<PaymentRecord, 'status'>) => payment.status === PAYMENT_STATUS.PENDING;

/** Where the money goes, or a warning that the partner has no bank account on file. */
export function BankAccountText({ account }: { account: PaymentRecord['bankAccount'] }) {
  const translate = useTranslate();
  if (!account) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
        <WarningAmberIcon fontSize="small" aria-hidden />
        <Typography variant="body2" component="span">
          {translate('app.money.payments.noBankAccount')}
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

export const PaymentStatusChip = ({ status }: { status: PaymentStatus }) => {
  const translate = useTranslate();
  return <PaletteChip label={translate(paymentStatusKey(status), { _: status })} colour={STATUS_COLOURS[status]} />;
};
