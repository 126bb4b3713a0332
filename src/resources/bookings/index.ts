import AssignmentIcon from '@mui/icons-material/Assignment';
import { BookingList } from './BookingList';
import { BookingShow } from './BookingShow';

export default {
  list: BookingList,
  show: BookingShow,
  icon: AssignmentIcon,
  recordRepresentation: 'code',
};
