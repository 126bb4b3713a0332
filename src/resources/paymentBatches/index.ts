import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatDateTime } from '../../domain/format';
import { PaymentBatchList } from './PaymentBatchList';
import { PaymentBatchShow } from './PaymentBatchShow';

/** Settled payment batches (staff): history and detail; batches are made by settling payments. */
export default {
  list: PaymentBatchList,
  show: PaymentBatchShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (batch: { createdAt: string }) => `Batch of ${formatDateTime(batch.createdAt)}`,
};
