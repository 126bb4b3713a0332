import type { RefObject } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import PaidIcon from '@mui/icons-material/Paid';
import { useListContext, useNotify, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '#domain/format';
import { MAX_BATCH_PAYMENTS } from '#domain/money';
import { useConfirmedCall } from '../../components/confirm';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { PaymentRecord } from '../../providers/walletCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useTranslateText } from '../../i18n/useTranslateText';
import {
  SETTLE_KEYWORD,
  SETTLE_THRESHOLD_CONFIG,
  allPending,
  attemptFor,
  outcomeUnknown,
  selectionTotal,
  settleThresholdFrom,
  type SettleAttempt,
} from './settleRules';

/** The selected payments, from every page of this list fetched so far (a selection may span pages). */
function useSelectedPayments(): PaymentRecord[] {
  const { selectedIds, data } = useListContext<PaymentRecord>();
  const resource = useResourceContext() ?? 'payments';
  const queryClient = useQueryClient();
  const known = new Map<Identifier, PaymentRecord>();
  queryClient
    .getQueriesData<{ data?: PaymentRecord[] }>({ queryKey: [resource, 'getList'] })
    .forEach(([, page]) => page?.data?.forEach((p) => known.set(p.id, p)));
  data?.forEach((p) => known.set(p.id, p));
  return selectedIds.map((id) => known.get(id)).filter((p): p is PaymentRecord => Boolean(p));
}

/**
 * Bulk action: settle the selected pending payments as one batch (POST /bank/v1/payment/batch), after
 * the confirmation dialog, which asks for the keyword SETTLE when the total is above the configured
 * threshold. The batch id is made once per attempt and sent again when the user retries a settle whose
 * outcome is unknown (network failure), so nothing is paid twice.
 */
export function SettleButton({ attemptRef }: { attemptRef: RefObject<SettleAttempt | null> }) {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const { onUnselectItems } = useListContext();
  const notify = useNotify();
  const { run, busy } = useConfirmedCall();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const selected = useSelectedPayments();
  const total = selectionTotal(selected);
  const money = (amount: number) => formatMoney(amount, currency);

  const settle = async () => {
    if (selected.length > MAX_BATCH_PAYMENTS)
      return notify('app.money.payments.settle.tooMany', { type: 'error', messageArgs: { max: MAX_BATCH_PAYMENTS } });
    if (!allPending(selected)) return notify('app.money.payments.settle.onlyPending', { type: 'error' });
    const threshold = await queryClient.fetchQuery({
      queryKey: ['config', SETTLE_THRESHOLD_CONFIG],
      queryFn: () =>
        dataProvider.getConfig(SETTLE_THRESHOLD_CONFIG).then(settleThresholdFrom, () => settleThresholdFrom(null)),
      staleTime: 60_000,
    });
    const withoutBank = selected.filter((p) => !p.bankAccount).length;
    const paymentIds = selected.map((p) => p.id);
    return run({
      dialog: {
        title: translate('app.money.payments.settle.title', { smart_count: selected.length }),
        description: translate('app.money.payments.settle.effect', { total: money(total) }),
        content: withoutBank ? (
          <Alert severity="warning">
            {translate('app.money.payments.settle.withoutBank', { smart_count: withoutBank })}
          </Alert>
        ) : undefined,
        keyword: total > threshold ? SETTLE_KEYWORD : undefined,
      },
      call: () => {
        const current = attemptFor(attemptRef.current, paymentIds);
        attemptRef.current = current;
        return dataProvider.settlePayments({ batchId: current.batchId, paymentIds });
      },
      success: 'app.money.payments.settle.settled',
      messageArgs: (batch) => ({ smart_count: batch.paymentCount, total: money(batch.total) }),
      onSuccess: () => {
        attemptRef.current = null;
        onUnselectItems();
      },
      onError: (failure) => {
        const unknown = outcomeUnknown(failure);
        if (!unknown) attemptRef.current = null;
        notify(unknown ? 'app.money.payments.settle.retry' : failure.message, {
          type: 'error',
          autoHideDuration: null,
          messageArgs: unknown ? { message: translateText(failure.message)?.replace(/[.۔]$/, '') } : undefined,
        });
      },
    });
  };

  return (
    <>
      <Typography variant="body2" sx={{ mx: 1, color: 'text.primary' }} aria-live="polite">
        {translate('app.money.payments.settle.total', { total: money(total) })}
      </Typography>
      <Button
        variant="contained"
        size="small"
        startIcon={<PaidIcon />}
        disabled={busy || !selected.length}
        onClick={() => void settle()}
      >
        {translate('app.money.payments.settle.settle')}
      </Button>
    </>
  );
}
