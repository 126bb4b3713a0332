import { EditButton, Show, TopToolbar } from 'react-admin';
import { UserFacts } from './UserFacts';
import { UserStatusButton } from './UserStatusButton';
import { UserRowActions } from './UserRowActions';

/** One user, with the same actions as their row in the list. */
export const UserShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <UserFacts actions={<><UserStatusButton /><UserRowActions /></>} />
  </Show>
);
