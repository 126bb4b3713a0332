import EmojiTransportationIcon from '@mui/icons-material/EmojiTransportation';
import { lazyPage } from '../../layout/lazyPage';

const VehicleList = lazyPage(() => import('./VehicleList'), 'VehicleList');
const VehicleShow = lazyPage(() => import('./VehicleShow'), 'VehicleShow');
const VehicleCreate = lazyPage(() => import('./VehicleCreate'), 'VehicleCreate');
const VehicleEdit = lazyPage(() => import('./VehicleEdit'), 'VehicleEdit');

export default {
  list: VehicleList,
  show: VehicleShow,
  create: VehicleCreate,
  edit: VehicleEdit,
  icon: EmojiTransportationIcon,
  recordRepresentation: 'registrationNumber',
};
