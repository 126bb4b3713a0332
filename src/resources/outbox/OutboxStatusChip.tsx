import { useTranslate } from 'react-admin';
import { PaletteChip } from '../../components/PaletteChip';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { OUTBOX_KIND, type OutboxStatus } from '#domain/outbox';
import { codeUseOf } from '#domain/messageTexts';
import { OUTBOX_STATUS_COLOURS, type OutboxRecord } from './outboxRecord';

export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const translate = useTranslate();
  return (
    <PaletteChip
      label={translate(`app.outbox.status.${status}`, { _: status })}
      colour={OUTBOX_STATUS_COLOURS[status] ?? 'grey'}
    />
  );
}

/** A message's channel ("E-mail") and its kind with the event behind it ("Notification · Bid placed"), in words. */
export function useOutboxTexts() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const eventText = ({ kind, event }: Pick<OutboxRecord, 'kind' | 'event'>) => {
    if (!event) return null;
    // A code's event is what it was asked for (its purpose): a sign-up phone check or a reset.
    if (kind === OUTBOX_KIND.CODE) return translate(`app.outbox.codeUse.${codeUseOf(event)}`);
    return enumLabel('emailNotificationEvent', event);
  };
  const kindText = (message: Pick<OutboxRecord, 'kind' | 'event'>) => {
    const name = translate(`app.outbox.kind.${message.kind}`, { _: message.kind });
    const event = eventText(message);
    return event ? `${name} · ${event}` : name;
  };
  const channelText = ({ channel }: Pick<OutboxRecord, 'channel'>) =>
    translate(`app.outbox.channel.${channel}`, { _: channel });
  return { kindText, channelText };
}

/** "2 / 5": the attempts made out of those allowed. */
export const attemptsText = ({ attempts, maxAttempts }: Pick<OutboxRecord, 'attempts' | 'maxAttempts'>) =>
  `${attempts} / ${maxAttempts}`;
