import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import { FuelPumpList } from './FuelPumpList';
import { FuelPumpShow } from './FuelPumpShow';
import { FuelPumpCreate, FuelPumpEdit } from './FuelPumpForm';

export default {
  list: FuelPumpList,
  show: FuelPumpShow,
  edit: FuelPumpEdit,
  create: FuelPumpCreate,
  icon: LocalGasStationIcon,
  recordRepresentation: 'name',
};
