import { ResourceShow } from '../../components/ResourcePages';
import { EditButton, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { USER_TYPE } from '#domain/userTypes';
import { PartnerScorecard } from '../../components/scorecards/PartnerScorecard';
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

/** A partner's scorecard under its facts (src/domain/scorecards.ts), for staff who may open bookings. */
function PartnerScorecardOfRecord() {
  const user = useRecordContext<UserRecord>();
  const { canAccess } = useCanAccess({ action: 'list', resource: 'bookings' });
  if (!user || user.userType !== USER_TYPE.PARTNER || !canAccess) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <PartnerScorecard partnerId={user.id} />
    </Box>
  );
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
    <PartnerScorecardOfRecord />
  </ResourceShow>
);
