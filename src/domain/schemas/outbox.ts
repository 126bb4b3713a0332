import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { OUTBOX_CHANNEL, OUTBOX_KIND, OUTBOX_PAGE_SIZE, OUTBOX_SEARCH_MAX, OUTBOX_STATUS } from '../outbox';
import { pageFields } from './listQuery';
import { blankToUndefined, textField } from './shipmentLocation';

const oneOf = <T extends string>(values: Record<string, T>) =>
  yup.string().transform(blankToUndefined).oneOf(Object.values(values), MESSAGES.invalidOption);

/** GET /outbox: newest first, narrowed by status, channel, kind and a part of the recipient (any case). */
export const outboxListQuerySchema = yup.object({
  status: oneOf(OUTBOX_STATUS),
  channel: oneOf(OUTBOX_CHANNEL),
  kind: oneOf(OUTBOX_KIND),
  q: textField(OUTBOX_SEARCH_MAX),
  ...pageFields(OUTBOX_PAGE_SIZE),
});
export type OutboxListQuery = yup.InferType<typeof outboxListQuerySchema>;

/** POST /unsubscribe: the token of a notification e-mail's unsubscribe link. */
export const unsubscribeSchema = yup.object({
  token: yup
    .string()
    .typeError(MESSAGES.unsubscribeLinkInvalid)
    .trim()
    .required(MESSAGES.unsubscribeLinkInvalid)
    .max(2_000, MESSAGES.unsubscribeLinkInvalid),
});
