import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext, useTranslate } from 'react-admin';
import { BLOCK_STATUS } from '#domain/userTypes';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirmedCall } from '../../components/confirm';
import { ReasonDialog } from '../../components/ReasonDialog';
import type { UserRecord } from '#domain/records/users';
import { useUserInReach } from './useGrantableRoles';

/** Block (with a reason; the user's next call is refused) or unblock (after a confirmation). */
export function UserStatusButton({ broker = false }: { broker?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useFreightDataProvider();
  const { run, done } = useConfirmedCall();
  const translate = useTranslate();
  const [blocking, setBlocking] = useState(false);
  const { inReach, isSelf } = useUserInReach();
  // Nobody blocks themselves or a colleague holding more than they do (src/domain/grants.ts).
  if (!record || isSelf(record) || (!broker && !inReach(record))) return null;
  // Brokers are blocked through their own call (SPEC §7 demand-adda block status), with the same rules.
  const setStatus = (body: { blockStatus: number; reasonId?: number; details?: string }) =>
    broker ? dataProvider.setDemandAddaStatus(record.id, body) : dataProvider.setUserStatus(record.id, body);
  const who = { name: record.fullName };
  if (record.blockStatus === BLOCK_STATUS.BLOCKED) {
    return (
      <Button
        size="small"
        startIcon={<LockOpenIcon />}
        onClick={(e) => {
          e.stopPropagation();
          void run({
            dialog: {
              title: translate('app.people.users.status.unblockTitle', who),
              confirmationText: translate('app.people.users.status.unblock'),
            },
            call: () => setStatus({ blockStatus: BLOCK_STATUS.UNBLOCKED }),
            success: 'app.people.users.status.unblocked',
            messageArgs: who,
          });
        }}
      >
        {translate('app.people.users.status.unblock')}
      </Button>
    );
  }
  // Clicks inside the dialog bubble (through React's portal) to the list row, which would open the user.
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        color="error"
        startIcon={<BlockIcon />}
        onClick={(e) => {
          e.stopPropagation();
          setBlocking(true);
        }}
      >
        {translate('app.people.users.status.block')}
      </Button>
      {blocking && (
        <ReasonDialog
          kind="block"
          title={translate('app.people.users.status.blockTitle', who)}
          confirmText={translate('app.people.users.status.blockUser')}
          onClose={() => setBlocking(false)}
          onConfirm={(reason) =>
            setStatus({ blockStatus: BLOCK_STATUS.BLOCKED, ...reason }).then(() =>
              done('app.people.users.status.blocked', who),
            )
          }
        />
      )}
    </span>
  );
}
