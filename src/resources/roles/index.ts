import { createElement } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Create, Edit } from 'react-admin';
import { RoleList } from './RoleList';
import { RoleForm } from './RoleForm';

const RoleCreate = () => createElement(Create, { redirect: 'list' }, createElement(RoleForm));
const RoleEdit = () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, createElement(RoleForm));

export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
