import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazyPage } from '../../layout/lazyPage';

const ProjectList = lazyPage(() => import('./ProjectPages'), 'ProjectList');
const ProjectCreate = lazyPage(() => import('./ProjectPages'), 'ProjectCreate');
const ProjectEdit = lazyPage(() => import('./ProjectPages'), 'ProjectEdit');
const ProjectShow = lazyPage(() => import('./ProjectShow'), 'ProjectShow');

export default {
  list: ProjectList,
  create: ProjectCreate,
  edit: ProjectEdit,
  show: ProjectShow,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
