import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useConfirm } from '../../components/confirm';
import type { BankAccountRecord } from '../../providers/walletCalls';
import { BankAccountEditDialog } from './BankAccountEditDialog';

/** Edit (a dialog) and delete (after the confirmation dialog) one bank account. */
export function BankAccountRowActions() {
  const record = useRecordContext<BankAccountRecord>();
  const [editing, setEditing] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const confirm = useConfirm();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const name = `${record.bankName} ${record.accountNumber}`;
  const remove = () =>
    confirm({
      title: `Delete bank account ${name}?`,
      description: record.isPrimary
        ? `${record.partnerName}'s oldest other account becomes primary.`
        : `It is removed from ${record.partnerName}'s accounts.`,
      confirmationText: 'Delete',
    }).then(
      () =>
        deleteOne(
          'bank-accounts',
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('Bank account deleted', { type: 'success' });
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        ),
      () => undefined,
    );
  return (
    <>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit bank account ${name}`} onClick={() => setEditing(true)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete bank account ${name}`}
          onClick={() => void remove()}
          disabled={isPending}
          size="small"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {editing && <BankAccountEditDialog record={record} onClose={() => setEditing(false)} />}
    </>
  );
}
