import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage } from '../../layout/lazyPage';

const InvoiceList = lazyPage(() => import('./InvoiceList'), 'InvoiceList');
const InvoiceShow = lazyPage(() => import('./InvoiceShow'), 'InvoiceShow');
const InvoiceCreate = lazyPage(() => import('./InvoiceCreate'), 'InvoiceCreate');

export default {
  list: InvoiceList,
  show: InvoiceShow,
  create: InvoiceCreate,
  icon: ReceiptLongIcon,
  recordRepresentation: 'code',
};
