import { Button } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { USER_TYPE } from '#domain/userTypes';
import { useConfirm } from './confirm';
import { useFreightDataProvider } from '../providers/useFreightDataProvider';

interface Account {
  userId: number;
  userType: number;
  name: string;
}

/** SPEC §7's own calls for a driver's and a partner's account; any other user by id. */
const kindOf = (userType: number) =>
  userType === USER_TYPE.DRIVER ? 'driver' : userType === USER_TYPE.PARTNER ? 'partner' : undefined;

/**
 * Deletes a sign-in account behind a confirmation that names who and what stays: the person can
 * never sign in again; their bookings, documents and payments remain. Then back to `listOf`.
 */
export function DeleteAccountButton({ account, listOf }: { account: Account; listOf: string }) {
  const dataProvider = useFreightDataProvider();
  const confirm = useConfirm();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const name = account.name;
  const remove = () =>
    confirm({
      title: translate('app.components.deleteAccount.title', { name }),
      description: translate('app.components.deleteAccount.effect', { name }),
      confirmationText: 'app.components.deleteAccount.button',
      confirmationButtonProps: { color: 'error' },
    }).then(
      () =>
        dataProvider.deleteUserAccount(account.userId, kindOf(account.userType)).then(
          async () => {
            notify('app.components.deleteAccount.deleted', { type: 'success', messageArgs: { name } });
            await queryClient.invalidateQueries();
            redirect('list', listOf);
          },
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  return (
    <Button color="error" size="small" startIcon={<PersonRemoveIcon />} onClick={() => void remove()}>
      {translate('app.components.deleteAccount.button')}
    </Button>
  );
}
