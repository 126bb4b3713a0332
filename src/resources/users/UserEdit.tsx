import { ResourceEdit } from '../../components/ResourcePages';

import { UserForm } from './UserForm';

export const UserEdit = () => (
  <ResourceEdit redirect="list">
    <UserForm creating={false} />
  </ResourceEdit>
);
