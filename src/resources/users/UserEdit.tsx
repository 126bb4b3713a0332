import { Edit } from 'react-admin';
import { UserForm } from './UserForm';

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <UserForm creating={false} />
  </Edit>
);
