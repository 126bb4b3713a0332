import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { BankAccountRecord } from '../../providers/walletCalls';
import { InputDialog } from '../../components/keepTyped';
import { BankAccountInputs, bankAccountResolver, sendable } from './BankAccountInputs';

/**
 * Change a bank account (PUT /bank/v1/:id) in a dialog over the list, from the row's record: the API
 * has no GET of one account, which react-admin's Edit page would need. The partner stays.
 */
export function BankAccountEditDialog({ record, onClose }: { record: BankAccountRecord; onClose: () => void }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const save = (values: Record<string, unknown>) =>
    update(
      'bank-accounts',
      { id: record.id, data: sendable(values), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.money.bankAccounts.edit.saved', { type: 'success' });
          refresh();
          onClose();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <InputDialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="edit-bank-account-title">
      <Form record={record} onSubmit={save} resolver={bankAccountResolver(false)} noValidate>
        <DialogTitle id="edit-bank-account-title">{translate('app.money.bankAccounts.edit.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('app.money.bankAccounts.edit.partner', { name: record.partnerName })}
          </Typography>
          <BankAccountInputs pickPartner={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </InputDialog>
  );
}
