import { useState } from 'react';
import { FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { MESSAGES } from '#domain/messages';
import { TRANSACTION_TYPE, type AccountHolderTypeId, type TransactionType } from '#domain/money';
import { TRANSACTION_MESSAGE_MAX_LENGTH, walletTransactionSchema } from '#domain/schemas/wallet';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirm } from '../../components/confirm';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/useSubmit';
import { useTranslateText } from '../../i18n/useTranslateText';
import { LimitedTextField } from '../../components/inputs/LimitedTextField';

interface Props {
  holderTypeId: AccountHolderTypeId;
  holderId: number;
  holderName: string;
  currency: string;
  onClose: () => void;
  onAdded: () => void;
}

/** The API's own rule for a field (walletTransactionSchema), once the field holds something. */
function fieldError(path: 'amount' | 'message', values: Record<string, unknown>): string | null {
  if (values[path] === '') return null;
  try {
    walletTransactionSchema.validateSyncAt(path, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Staff post a credit or a debit to the wallet shown, after the confirmation dialog. A debit that
 * would take the balance below its floor is refused by the API (409): its text is shown here.
 */
export function AddTransactionDialog({ holderTypeId, holderId, holderName, currency, onClose, onAdded }: Props) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const [type, setType] = useState<TransactionType>(TRANSACTION_TYPE.CREDIT);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const values = { amount: amount.trim() === '' ? '' : Number(amount), message };
  const invalidAmount = fieldError('amount', values);
  const invalidMessage = fieldError('message', values);
  const credit = type === TRANSACTION_TYPE.CREDIT;

  const submit = async () => {
    if (amount === '' || !message.trim()) return setError(MESSAGES.fillRequired);
    if (invalidAmount || invalidMessage) return setError(null);
    const value = Number(amount);
    try {
      await confirm({
        title: translate(`app.money.wallet.add.${credit ? 'creditTitle' : 'debitTitle'}`, {
          amount: formatMoney(value, currency),
          name: holderName,
        }),
        description: translate('app.money.wallet.add.description', { message: message.trim() }),
      });
    } catch {
      return; // cancelled
    }
    await run(async () => {
      await dataProvider.addWalletTransaction({
        accountHolderTypeId: holderTypeId,
        accountHolderId: holderId,
        type,
        amount: value,
        message: message.trim(),
      });
      notify(`app.money.wallet.add.${credit ? 'creditAdded' : 'debitAdded'}`, {
        type: 'success',
        messageArgs: { amount: formatMoney(value, currency) },
      });
      onAdded();
      onClose();
    });
  };

  return (
    <FormDialog
      title={translate('app.money.wallet.add.title', { name: holderName })}
      submitLabel="app.money.wallet.addTransaction"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      dirty={amount !== '' || message !== '' || !credit}
    >
      <div>
        <FormLabel id="add-transaction-type">{translate('app.money.wallet.add.type')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="add-transaction-type"
          value={type}
          onChange={(e) => setType(e.target.value as TransactionType)}
        >
          <FormControlLabel
            value={TRANSACTION_TYPE.CREDIT}
            control={<Radio />}
            label={translate('app.money.wallet.types.CREDIT')}
          />
          <FormControlLabel
            value={TRANSACTION_TYPE.DEBIT}
            control={<Radio />}
            label={translate('app.money.wallet.types.DEBIT')}
          />
        </RadioGroup>
      </div>
      <TextField
        label={translate('app.money.wallet.add.amount', { currency })}
        type="number"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(invalidAmount)}
        helperText={invalidAmount ? translateText(invalidAmount) : translate('app.money.wallet.add.amountHelp')}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <LimitedTextField
        label={translate('app.money.wallet.add.message')}
        required
        multiline
        minRows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={Boolean(invalidMessage)}
        helperText={invalidMessage ? translateText(invalidMessage) : translate('app.money.wallet.add.messageHelp')}
        max={TRANSACTION_MESSAGE_MAX_LENGTH}
      />
    </FormDialog>
  );
}
