import PlaceIcon from '@mui/icons-material/Place';
import { LocationList } from './LocationList';
import { LocationShow } from './LocationShow';
import { LocationCreate, LocationEdit } from './LocationForm';

export default {
  list: LocationList,
  show: LocationShow,
  edit: LocationEdit,
  create: LocationCreate,
  icon: PlaceIcon,
  recordRepresentation: 'name',
};
