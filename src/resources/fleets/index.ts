import GarageIcon from '@mui/icons-material/Garage';
import { FleetList } from './FleetList';
import { FleetShow } from './FleetShow';
import { FleetCreate, FleetEdit } from './FleetForm';

export default {
  list: FleetList,
  show: FleetShow,
  create: FleetCreate,
  edit: FleetEdit,
  icon: GarageIcon,
  recordRepresentation: 'name',
};
