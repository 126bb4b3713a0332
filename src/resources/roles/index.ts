import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyPage } from '../../layout/lazyPage';

const RoleList = lazyPage(() => import('./RoleList'), 'RoleList');
const RoleCreate = lazyPage(() => import('./RolePages'), 'RoleCreate');
const RoleEdit = lazyPage(() => import('./RolePages'), 'RoleEdit');

export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
