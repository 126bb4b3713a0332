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
import { useGetList, useNotify, useRecordContext } from 'react-admin';
import { USER_TYPE } from '#domain/userTypes';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirm } from '../../components/confirm';
import type { UserRecord } from '#domain/records/users';
import type { CompanySummary } from '#domain/records/companies';

function InviteDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const [company, setCompany] = useState<CompanySummary | null>(null);
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data = [], isPending } = useGetList<CompanySummary>('companies', {
    filter: { q },
    pagination: { page: 1, perPage: 20 },
  });
  const invite = async () => {
    if (!company) return setError('Select a company');
    try {
      await dataProvider.inviteToPrivatePool(company.id, user.id);
      notify(`${user.fullName} may now bid on ${company.name}'s private loads`, { type: 'success' });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="invite-title">
      <DialogTitle id="invite-title">Invite {user.fullName} to a private loadboard</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'grid', gap: 2 }}>
        <Autocomplete
          options={data}
          loading={isPending}
          value={company}
          onChange={(_, picked) => setCompany(picked)}
          onInputChange={(_, text) => setQ(text)}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label="Company" required />}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void invite()}>
          Invite
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Less frequent row actions: reset a password or (carriers) a PIN, shown once; invite a partner to a private pool. */
export function UserRowActions() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const [inviting, setInviting] = useState(false);
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const [secret, setSecret] = useState<{ what: string; value: string } | null>(null);
  if (!record) return null;
  const reset = () =>
    confirm({
      title: `Reset ${record.fullName}'s password?`,
      description: 'They are signed out everywhere and need the new password to sign in.',
      confirmationText: 'Reset password',
    }).then(
      () =>
        dataProvider.resetUserPassword(record.id).then(
          (answer) => setSecret({ what: 'password', value: answer.generatedPassword }),
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  const resetPin = () =>
    confirm({
      title: `Reset ${record.fullName}'s PIN?`,
      description: 'Their app asks for the new PIN from now on.',
      confirmationText: 'Reset PIN',
    }).then(
      () =>
        dataProvider.resetUserPin(record.id).then(
          (answer) => setSecret({ what: 'PIN', value: answer.generatedPin }),
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
        aria-label={`More actions for ${record.fullName}`}
        aria-haspopup="menu"
        onClick={(e) => setMenuAt(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAt} open={menuAt !== null} onClose={() => setMenuAt(null)}>
        <MenuItem onClick={choose(() => void reset())}>Reset password</MenuItem>
        {carrier && <MenuItem onClick={choose(() => void resetPin())}>Reset PIN</MenuItem>}
        {record.userType === USER_TYPE.PARTNER && (
          <MenuItem onClick={choose(() => setInviting(true))}>Private pool</MenuItem>
        )}
      </Menu>
      {inviting && <InviteDialog user={record} onClose={() => setInviting(false)} />}
      <Dialog open={secret !== null} onClose={() => setSecret(null)} aria-labelledby="secret-title">
        <DialogTitle id="secret-title">
          New {secret?.what} for {record.fullName}
        </DialogTitle>
        <DialogContent>
          <Alert severity="info" icon={false}>
            <code>{secret?.value}</code>
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSecret(null)}>Done</Button>
        </DialogActions>
      </Dialog>
    </span>
  );
}
