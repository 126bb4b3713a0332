import GarageIcon from '@mui/icons-material/Garage';
import { lazyPage } from '../../layout/lazyPage';

const FleetList = lazyPage(() => import('./FleetList'), 'FleetList');
const FleetShow = lazyPage(() => import('./FleetShow'), 'FleetShow');
const FleetCreate = lazyPage(() => import('./FleetCreate'), 'FleetCreate');
const FleetEdit = lazyPage(() => import('./FleetEdit'), 'FleetEdit');

export default {
  list: FleetList,
  show: FleetShow,
  create: FleetCreate,
  edit: FleetEdit,
  icon: GarageIcon,
  recordRepresentation: 'name',
};
