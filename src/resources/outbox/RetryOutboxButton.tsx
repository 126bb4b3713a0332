import ReplayIcon from '@mui/icons-material/Replay';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useConfirmedCall } from '../../components/confirm';
import { ButtonWithReason } from '../../components/ButtonWithReason';
import { OUTBOX_KIND, OUTBOX_STATUS } from '#domain/outbox';
import type { OutboxRecord } from './outboxRecord';

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
  const refused =
    message.status === OUTBOX_STATUS.DELIVERED
      ? 'app.outbox.retry.delivered'
      : message.status === OUTBOX_STATUS.FAILED && message.kind === OUTBOX_KIND.CODE
        ? 'app.outbox.retry.codeFailed'
        : null;

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
