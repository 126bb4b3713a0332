import { createElement } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { Edit } from 'react-admin';
import { UserList } from './UserList';
import { UserCreate } from './UserCreate';
import { UserForm } from './UserForm';

const UserEdit = () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, createElement(UserForm, { creating: false }));

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};
