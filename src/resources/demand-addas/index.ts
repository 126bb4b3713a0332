import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyPage } from '../../layout/lazyPage';

const DemandAddaList = lazyPage(() => import('./DemandAddaList'), 'DemandAddaList');
const DemandAddaShow = lazyPage(() => import('./DemandAddaShow'), 'DemandAddaShow');
const DemandAddaCreate = lazyPage(() => import('./DemandAddaCreate'), 'DemandAddaCreate');
const DemandAddaEdit = lazyPage(() => import('./DemandAddaEdit'), 'DemandAddaEdit');

export default {
  list: DemandAddaList,
  create: DemandAddaCreate,
  edit: DemandAddaEdit,
  show: DemandAddaShow,
  icon: StorefrontIcon,
  recordRepresentation: 'fullName',
};
