import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../../layout/lazyPage';

const PaymentList = lazyPage(() => import('./PaymentList'), 'PaymentList');
const PaymentShow = lazyPage(() => import('./PaymentShow'), 'PaymentShow');

/** Partner payments (staff): a list with bulk settle, each payment's page; each settled batch is kept under payment-batches. */
export default {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
  recordRepresentation: (payment: { bookingCode?: string | null; id: number }) =>
    payment.bookingCode ?? `Payment #${payment.id}`,
};
