import BadgeIcon from '@mui/icons-material/Badge';
import { DriverList } from './DriverList';
import { DriverShow } from './DriverShow';
import { DriverCreate, DriverEdit } from './DriverForm';

export default {
  list: DriverList,
  show: DriverShow,
  create: DriverCreate,
  edit: DriverEdit,
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
};
