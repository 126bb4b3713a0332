import { ResourceShow } from '../../components/ResourcePages';
import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { DeleteAccountButton } from '../../components/DeleteAccountButton';
import type { UserRecord } from '#domain/records/users';
import { UserFacts } from '../../components/fields/UserFacts';
import { UserStatusButton } from './UserStatusButton';
import { UserRowActions } from './UserRowActions';

function DeleteThisAccount() {
  const user = useRecordContext<UserRecord>();
  return user ? (
    <DeleteAccountButton account={{ userId: user.id, userType: user.userType, name: user.fullName }} listOf="users" />
  ) : null;
}

/** One user, with the same actions as their row in the list, and the account's deletion. */
export const UserShow = () => (
  <ResourceShow
    actions={
      <TopToolbar>
        <EditButton />
        <DeleteThisAccount />
      </TopToolbar>
    }
  >
    <UserFacts
      actions={
        <>
          <UserStatusButton />
          <UserRowActions />
        </>
      }
    />
  </ResourceShow>
);
