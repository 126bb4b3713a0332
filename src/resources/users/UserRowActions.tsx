import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { USER_TYPE } from '#domain/userTypes';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirm } from '../../components/confirm';
import type { UserRecord } from '#domain/records/users';
import { useUserInReach } from './useGrantableRoles';
import type { CompanySummary } from '#domain/records/companies';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/useSubmit';

function InviteDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const { busy, error, setError, run } = useSubmit();
  const [company, setCompany] = useState<CompanySummary | null>(null);
  const [q, setQ] = useState('');
  const { data = [], isPending } = useGetList<CompanySummary>('companies', {
    filter: { q },
    pagination: { page: 1, perPage: 20 },
  });
  const invite = () => {
    if (!company) return setError(translate('app.people.users.invite.selectCompany'));
    return run(async () => {
      await dataProvider.inviteToPrivatePool(company.id, user.id);
      notify('app.people.users.invite.invited', {
        type: 'success',
        messageArgs: { name: user.fullName, company: company.name },
      });
      onClose();
    });
  };
  return (
    <FormDialog
      title={translate('app.people.users.invite.title', { name: user.fullName })}
      submitLabel="app.people.users.invite.invite"
      busy={busy}
      error={error}
      dirty={company !== null || q !== ''}
      onClose={onClose}
      onSubmit={invite}
    >
      <Autocomplete
        options={data}
        loading={isPending}
        value={company}
        onChange={(_, picked) => setCompany(picked)}
        onInputChange={(_, text) => setQ(text)}
        getOptionLabel={(c) => c.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} label={translate('app.people.users.invite.company')} required />
        )}
      />
    </FormDialog>
  );
}

/** Less frequent row actions: reset a password or (carriers) a PIN, shown once; invite a partner to a private pool. */
export function UserRowActions() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const translate = useTranslate();
  const [inviting, setInviting] = useState(false);
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  const { inReach, isSelf } = useUserInReach();
  // A colleague holding more than the signed-in user is out of reach: no password or PIN of theirs to
  // reset; one's own are changed proving the current one, from the profile.
  if (!record || !inReach(record) || isSelf(record)) return null;
  /** A secret is answered once: a replayed reset (a retry that reached the API) says so instead. */
  const show = (title: string, value: string | undefined) =>
    value ? setSecret({ title, value }) : notify('app.people.users.actions.shownOnce', { type: 'info' });
  const reset = () =>
    confirm({
      title: translate('app.people.users.actions.resetPasswordTitle', { name: record.fullName }),
      description: translate('app.people.users.actions.resetPasswordText'),
      confirmationText: translate('app.people.users.actions.resetPassword'),
    }).then(
      () =>
        dataProvider.resetUserPassword(record.id).then(
          (answer) => show('app.people.users.actions.newPassword', answer.generatedPassword),
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  const resetPin = () =>
    confirm({
      title: translate('app.people.users.actions.resetPinTitle', { name: record.fullName }),
      description: translate('app.people.users.actions.resetPinText'),
      confirmationText: translate('app.people.users.actions.resetPin'),
    }).then(
      () =>
        dataProvider.resetUserPin(record.id).then(
          (answer) => show('app.people.users.actions.newPin', answer.generatedPin),
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  const carrier = record.userType === USER_TYPE.PARTNER || record.userType === USER_TYPE.DRIVER;
  const choose = (action: () => void) => () => {
    setMenuAt(null);
    action();
  };
  return (
    <span onClick={(e) => e.stopPropagation()}>
      {/* One button in the row (the grid stays narrow); the actions in its menu. */}
      <IconButton
        size="small"
        aria-label={translate('app.people.users.actions.more', { name: record.fullName })}
        aria-haspopup="menu"
        onClick={(e) => setMenuAt(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAt} open={menuAt !== null} onClose={() => setMenuAt(null)}>
        <MenuItem onClick={choose(() => void reset())}>{translate('app.people.users.actions.resetPassword')}</MenuItem>
        {carrier && (
          <MenuItem onClick={choose(() => void resetPin())}>{translate('app.people.users.actions.resetPin')}</MenuItem>
        )}
        {record.userType === USER_TYPE.PARTNER && (
          <MenuItem onClick={choose(() => setInviting(true))}>
            {translate('app.people.users.actions.privatePool')}
          </MenuItem>
        )}
      </Menu>
      {inviting && <InviteDialog user={record} onClose={() => setInviting(false)} />}
      <Dialog open={secret !== null} onClose={() => setSecret(null)} aria-labelledby="secret-title">
        <DialogTitle id="secret-title">{secret && translate(secret.title, { name: record.fullName })}</DialogTitle>
        <DialogContent>
          <Alert severity="info" icon={false}>
            <code>{secret?.value}</code>
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSecret(null)}>{translate('app.people.done')}</Button>
        </DialogActions>
      </Dialog>
    </span>
  );
}
