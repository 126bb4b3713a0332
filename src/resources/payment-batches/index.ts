import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatDateTime } from '#domain/format';
import { lazyPage } from '../../layout/lazyPage';

const PaymentBatchList = lazyPage(() => import('./PaymentBatchList'), 'PaymentBatchList');
const PaymentBatchShow = lazyPage(() => import('./PaymentBatchShow'), 'PaymentBatchShow');

/** Settled payment batches (staff): history and detail; batches are made by settling payments. */
export default {
  list: PaymentBatchList,
  show: PaymentBatchShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (batch: { createdAt: string }) => `Batch of ${formatDateTime(batch.createdAt)}`,
};
