import { Alert } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { mayEditRole } from '#domain/grants';
import { MESSAGES } from '#domain/messages';
import type { RoleRecord } from '#domain/records/users';
import { ResourceEdit } from '../../components/ResourcePages';
import { signedInGranter } from '../../providers/authProvider';
import { useTranslateText } from '../../i18n/useTranslateText';
import { RoleInputs, roleResolver } from './RoleInputs';

/** Why the signed-in user may not change this role (src/domain/grants.ts), or undefined when they may. */
function refusalOf(role: RoleRecord | undefined) {
  const granter = signedInGranter();
  if (!role || !granter) return undefined;
  if (role.id === granter.roleId) return MESSAGES.cannotEditOwnRole;
  return mayEditRole(granter, role) ? undefined : MESSAGES.roleBeyondYourRights;
}

/** A role the user may not change is shown read-only, with the reason, and without Save or Delete. */
function RoleEditForm() {
  const refusal = refusalOf(useRecordContext<RoleRecord>());
  const translateText = useTranslateText();
  return (
    <SimpleForm resolver={roleResolver} toolbar={refusal ? false : undefined}>
      {refusal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translateText(refusal)}
        </Alert>
      )}
      <RoleInputs readOnly={Boolean(refusal)} />
    </SimpleForm>
  );
}

export const RoleEdit = () => (
  <ResourceEdit redirect="list">
    <RoleEditForm />
  </ResourceEdit>
);
