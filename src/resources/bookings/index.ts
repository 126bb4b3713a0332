import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyPage } from '../../layout/lazyPage';
import { lazyListPage } from '../../layout/lazyListPage';

const BookingList = lazyListPage(() => import('./BookingList'), 'BookingList');
const BookingShow = lazyPage(() => import('./BookingShow'), 'BookingShow');

export default {
  list: BookingList,
  show: BookingShow,
  icon: AssignmentIcon,
  recordRepresentation: 'code',
};
