import { SimpleForm } from 'react-admin';
import { ResourceEdit } from '../../components/ResourcePages';
import { UserInputs, userEditResolver } from './UserInputs';

export const UserEdit = () => (
  <ResourceEdit redirect="list">
    <SimpleForm resolver={userEditResolver}>
      <UserInputs creating={false} />
    </SimpleForm>
  </ResourceEdit>
);
