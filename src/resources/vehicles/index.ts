import EmojiTransportationIcon from '@mui/icons-material/EmojiTransportation';
import { VehicleList } from './VehicleList';
import { VehicleShow } from './VehicleShow';
import { VehicleCreate, VehicleEdit } from './VehicleForm';

export default {
  list: VehicleList,
  show: VehicleShow,
  create: VehicleCreate,
  edit: VehicleEdit,
  icon: EmojiTransportationIcon,
  recordRepresentation: 'registrationNumber',
};
