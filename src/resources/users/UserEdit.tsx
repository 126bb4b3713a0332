import { Alert } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { MESSAGES } from '#domain/messages';
import type { UserRecord } from '#domain/records/users';
import { ResourceEdit } from '../../components/ResourcePages';
import { useTranslateText } from '../../i18n/useTranslateText';
import { UserInputs, userEditResolver } from './UserInputs';
import { useUserInReach } from './useGrantableRoles';

/** A colleague holding more than the signed-in user is shown with the reason, and cannot be saved. */
function UserEditForm() {
  const record = useRecordContext<UserRecord>();
  const { inReach } = useUserInReach();
  const translateText = useTranslateText();
  const outOfReach = record !== undefined && !inReach(record);
  return (
    <SimpleForm resolver={userEditResolver} toolbar={outOfReach ? false : undefined}>
      {outOfReach && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translateText(MESSAGES.userBeyondYourRights)}
        </Alert>
      )}
      <UserInputs creating={false} />
    </SimpleForm>
  );
}

export const UserEdit = () => (
  <ResourceEdit redirect="list">
    <UserEditForm />
  </ResourceEdit>
);
