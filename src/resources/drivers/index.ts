import BadgeIcon from '@mui/icons-material/Badge';
import { lazyPage } from '../../layout/lazyPage';

const DriverList = lazyPage(() => import('./DriverList'), 'DriverList');
const DriverShow = lazyPage(() => import('./DriverShow'), 'DriverShow');
const DriverCreate = lazyPage(() => import('./DriverForm'), 'DriverCreate');
const DriverEdit = lazyPage(() => import('./DriverForm'), 'DriverEdit');

export default {
  list: DriverList,
  show: DriverShow,
  create: DriverCreate,
  edit: DriverEdit,
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
};
