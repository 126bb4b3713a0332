import BadgeIcon from '@mui/icons-material/Badge';
import { lazyPage } from '../../layout/lazyPage';

const DriverList = lazyPage(() => import('./DriverList'), 'DriverList');
const DriverShow = lazyPage(() => import('./DriverShow'), 'DriverShow');
const DriverCreate = lazyPage(() => import('./DriverCreate'), 'DriverCreate');
const DriverEdit = lazyPage(() => import('./DriverEdit'), 'DriverEdit');

export default {
  list: DriverList,
  show: DriverShow,
  create: DriverCreate,
  edit: DriverEdit,
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
};
