import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../../layout/lazyPage';

const PaymentList = lazyPage(() => import('./PaymentList'), 'PaymentList');

/** Partner payments (staff): a list with bulk settle; each settled batch is kept under payment-batches. */
export default {
  list: PaymentList,
  icon: PaymentsIcon,
  recordRepresentation: (payment: { bookingCode?: string | null; id: number }) =>
    payment.bookingCode ?? `Payment #${payment.id}`,
};
