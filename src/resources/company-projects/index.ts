import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazyPage } from '../../layout/lazyPage';

const ProjectList = lazyPage(() => import('./ProjectList'), 'ProjectList');
const ProjectCreate = lazyPage(() => import('./ProjectCreate'), 'ProjectCreate');
const ProjectEdit = lazyPage(() => import('./ProjectEdit'), 'ProjectEdit');
const ProjectShow = lazyPage(() => import('./ProjectShow'), 'ProjectShow');

export default {
  list: ProjectList,
  create: ProjectCreate,
  edit: ProjectEdit,
  show: ProjectShow,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
