import PlaceIcon from '@mui/icons-material/Place';
import { lazyPage } from '../../layout/lazyPage';

const LocationList = lazyPage(() => import('./LocationList'), 'LocationList');
const LocationShow = lazyPage(() => import('./LocationShow'), 'LocationShow');
const LocationCreate = lazyPage(() => import('./LocationCreate'), 'LocationCreate');
const LocationEdit = lazyPage(() => import('./LocationEdit'), 'LocationEdit');

export default {
  list: LocationList,
  show: LocationShow,
  edit: LocationEdit,
  create: LocationCreate,
  icon: PlaceIcon,
  recordRepresentation: 'name',
};
