import { ResourceShow } from '../../components/ResourcePages';
import { EditButton, TopToolbar } from 'react-admin';
import { UserFacts } from './UserFacts';
import { UserStatusButton } from './UserStatusButton';
import { UserRowActions } from './UserRowActions';

/** One user, with the same actions as their row in the list. */
export const UserShow = () => (
  <ResourceShow actions={<TopToolbar><EditButton /></TopToolbar>}>
    <UserFacts actions={<><UserStatusButton /><UserRowActions /></>} />
  </ResourceShow>
);
