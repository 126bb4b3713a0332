import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyPage } from '../../layout/lazyPage';

const BookingList = lazyPage(() => import('./BookingList'), 'BookingList');
const BookingShow = lazyPage(() => import('./BookingShow'), 'BookingShow');

export default {
  list: BookingList,
  show: BookingShow,
  icon: AssignmentIcon,
  recordRepresentation: 'code',
};
