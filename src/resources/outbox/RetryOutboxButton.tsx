import ReplayIcon from '@mui/icons-material/Replay';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirmedCall } from '../../components/confirm';
import { ButtonWithReason } from '../../components/ButtonWithReason';
import { OUTBOX_STATUS, outboxRetryRefusal } from '#domain/outbox';
import type { OutboxRecord } from './outboxRecord';

/** The button's reason for each refusal the API would answer (src/domain/outbox.ts). */
const REFUSAL_TEXTS = {
  outboxAlreadyDelivered: 'app.outbox.retry.delivered',
  outboxCodeNotResent: 'app.outbox.retry.codeFailed',
} as const;

/**
 * "Retry now": a pending message is due at once; a failed one starts its attempts again, which is
 * asked first. A delivered one has nothing to retry, and a failed code is not sent again (it is not
 * kept, and has expired): the button is disabled and says why.
 */
export function RetryOutboxButton() {
  const message = useRecordContext<OutboxRecord>();
  const dataProvider = useFreightDataProvider();
  const { run, busy } = useConfirmedCall();
  const translate = useTranslate();
  if (!message) return <TopToolbar />;
  const refusal = outboxRetryRefusal(message);
  const refused = refusal && REFUSAL_TEXTS[refusal];

  const retry = () =>
    run({
      dialog:
        message.status === OUTBOX_STATUS.FAILED
          ? {
              title: translate('app.outbox.retry.title', { recipient: message.recipient }),
              description: translate('app.outbox.retry.effect', { attempts: message.maxAttempts }),
              confirmationText: 'app.outbox.retry.action',
            }
          : null,
      call: () => dataProvider.retryOutboxMessage(message.id),
      success: 'app.outbox.retry.done',
      messageArgs: { recipient: message.recipient },
    });

  return (
    <TopToolbar>
      <ButtonWithReason
        variant="contained"
        startIcon={<ReplayIcon />}
        disabled={Boolean(refused) || busy}
        reason={refused ? translate(refused) : null}
        onClick={() => void retry()}
      >
        {translate('app.outbox.retry.action')}
      </ButtonWithReason>
    </TopToolbar>
  );
}
