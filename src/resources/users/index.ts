import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../layout/lazyPage';

const UserList = lazyPage(() => import('./UserList'), 'UserList');
const UserCreate = lazyPage(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');
const UserShow = lazyPage(() => import('./UserShow'), 'UserShow');

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};
