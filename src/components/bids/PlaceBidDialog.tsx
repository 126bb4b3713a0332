import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '#domain/format';
import { MESSAGES } from '#domain/messages';
import { bidLimitError } from '#domain/schemas/bookings';
import type { PartnerOption } from '../../providers/bookingCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FormDialog } from '../FormDialog';
import { useSubmit } from '../useSubmit';
import { useTranslateText } from '../../i18n/useTranslateText';

interface Props {
  shipmentId: number;
  limit: { minAmount: number; maxAmount: number } | null;
  /** A message key or a text. */
  basisLabel: string;
  onClose: () => void;
}

/** Staff take a partner's bid by phone: the amount is checked against the shipment's bid limit, which is shown, before it is sent. */
export function PlaceBidDialog({ shipmentId, limit, basisLabel, onClose }: Props) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const partners = useQuery({ queryKey: ['partners'], queryFn: () => dataProvider.searchPartners() });
  const [partner, setPartner] = useState<PartnerOption | null>(null);
  const [amount, setAmount] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const value = amount === '' ? undefined : Number(amount);
  const amountError =
    value !== undefined && (!Number.isInteger(value) || value <= 0)
      ? MESSAGES.wholeNumber
      : bidLimitError(value, limit);
  const basis = translate(basisLabel, { _: basisLabel });
  const limitText = limit
    ? translate('app.components.placeBid.limit', {
        min: formatMoney(limit.minAmount, currency),
        max: formatMoney(limit.maxAmount, currency),
        basis,
      })
    : translate('app.components.placeBid.amount', { basis });

  const submit = async () => {
    if (!partner || value === undefined) return setError(MESSAGES.fillRequired);
    if (amountError) return setError(null); // the helper text names the problem; drop a stale alert
    await run(async () => {
      await dataProvider.placeBid({ shipmentId, amount: value, partnerId: partner.id });
      notify('app.components.placeBid.placed', { type: 'success' });
      refresh();
      onClose();
    });
  };

  return (
    <FormDialog
      title="app.components.placeBid.title"
      submitLabel="app.components.placeBid.submit"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <Autocomplete
        options={partners.data ?? []}
        loading={partners.isPending}
        value={partner}
        onChange={(_, picked) => setPartner(picked)}
        getOptionLabel={(p) => `${p.fullName} (${p.phoneNumber})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={translate('app.components.partner.label')} required />}
      />
      <TextField
        label={translate('app.components.placeBid.bidAmount', { currency })}
        type="number"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(amountError)}
        helperText={amountError ? translateText(amountError) : limitText}
      />
    </FormDialog>
  );
}
