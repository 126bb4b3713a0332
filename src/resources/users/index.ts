import { createElement } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { Edit } from 'react-admin';
import { UserList } from './UserList';
import { UserCreate } from './UserCreate';
import { UserForm } from './UserForm';
import { UserShow } from './UserShow';

const UserEdit = () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, createElement(UserForm, { creating: false }));

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};
