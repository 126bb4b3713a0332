import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import { lazyPage } from '../../layout/lazyPage';

const FuelPumpList = lazyPage(() => import('./FuelPumpList'), 'FuelPumpList');
const FuelPumpShow = lazyPage(() => import('./FuelPumpShow'), 'FuelPumpShow');
const FuelPumpCreate = lazyPage(() => import('./FuelPumpCreate'), 'FuelPumpCreate');
const FuelPumpEdit = lazyPage(() => import('./FuelPumpEdit'), 'FuelPumpEdit');

export default {
  list: FuelPumpList,
  show: FuelPumpShow,
  edit: FuelPumpEdit,
  create: FuelPumpCreate,
  icon: LocalGasStationIcon,
  recordRepresentation: 'name',
};
