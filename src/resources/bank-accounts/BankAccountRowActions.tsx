import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDelete, useRecordContext, useTranslate } from 'react-admin';
import { useConfirmedCall } from '../../components/confirm';
import type { BankAccountRecord } from '../../providers/walletCalls';
import { BankAccountEditDialog } from './BankAccountEditDialog';

/** Edit (a dialog) and delete (after the confirmation dialog) one bank account. */
export function BankAccountRowActions() {
  const record = useRecordContext<BankAccountRecord>();
  const [editing, setEditing] = useState(false);
  const [deleteOne] = useDelete();
  const { run, busy } = useConfirmedCall();
  const translate = useTranslate();
  if (!record) return null;
  const name = `${record.bankName} ${record.accountNumber}`;
  const remove = () =>
    run({
      dialog: {
        title: translate('app.money.bankAccounts.delete.title', { name }),
        description: translate(`app.money.bankAccounts.delete.${record.isPrimary ? 'primaryEffect' : 'effect'}`, {
          partner: record.partnerName,
        }),
        confirmationText: 'ra.action.delete',
      },
      call: () =>
        deleteOne(
          'bank-accounts',
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      success: 'app.money.bankAccounts.delete.deleted',
    });
  return (
    <>
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton
          aria-label={translate('app.money.bankAccounts.edit.label', { name })}
          onClick={() => setEditing(true)}
          size="small"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton
          aria-label={translate('app.money.bankAccounts.delete.label', { name })}
          onClick={() => void remove()}
          disabled={busy}
          size="small"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {editing && <BankAccountEditDialog record={record} onClose={() => setEditing(false)} />}
    </>
  );
}
