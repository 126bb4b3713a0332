import { FormHelperText } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '#domain/records/users';
import { useGrantableRoles, useUserInReach } from './useGrantableRoles';

/**
 * The user's role, chosen among the roles the signed-in user may give (src/domain/grants.ts, answered
 * by the API). A role held now that the editor may not give shows, but cannot be chosen again; nobody
 * changes their own role.
 */
export function RoleChoiceInput() {
  const record = useRecordContext<UserRecord>();
  const { isSelf } = useUserInReach();
  const translate = useTranslate();
  const { data = [], isPending } = useGrantableRoles();
  const choices: { id: number; name: string; disabled?: boolean }[] = data.map(({ id, name }) => ({ id, name }));
  if (record?.roleId && !choices.some((choice) => choice.id === record.roleId))
    choices.push({ id: record.roleId, name: record.roleName ?? String(record.roleId), disabled: true });
  const ownAccount = record !== undefined && isSelf(record);
  // A read-only input greys its helper text as a disabled one: the reason stays readable beside it.
  return (
    <>
      <SelectInput
        source="roleId"
        choices={choices}
        isPending={isPending}
        readOnly={ownAccount}
        helperText={ownAccount ? false : 'app.people.users.roleHelp'}
        isRequired
      />
      {ownAccount && <FormHelperText sx={{ mt: -1, mb: 2 }}>{translate('app.people.users.ownAccess')}</FormHelperText>}
    </>
  );
}
