import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyPage } from '../../layout/lazyPage';

const OutboxList = lazyPage(() => import('./OutboxList'), 'OutboxList');
const OutboxShow = lazyPage(() => import('./OutboxShow'), 'OutboxShow');

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: 'recipient',
};
