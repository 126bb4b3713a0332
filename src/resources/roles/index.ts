import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyPage } from '../../layout/lazyPage';

const RoleList = lazyPage(() => import('./RoleList'), 'RoleList');
const RoleCreate = lazyPage(() => import('./RoleCreate'), 'RoleCreate');
const RoleEdit = lazyPage(() => import('./RoleEdit'), 'RoleEdit');

export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
