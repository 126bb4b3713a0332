import { CONFIG_ENABLED, CONFIG_NAME, type ConfigEntry } from '#domain/clientConfig';
import { DEFAULT_SETTLE_THRESHOLD, PAYMENT_STATUS } from '#domain/money';
import { wholeAmountValue } from '#domain/schemas/configRegistry';
import { ApiError } from '../../providers/httpClient';
import type { PaymentRecord } from '../../providers/walletCalls';

/** The config entry whose first value is the batch total (Rs) above which settling asks the keyword. */
export const SETTLE_THRESHOLD_CONFIG = CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD;
export { DEFAULT_SETTLE_THRESHOLD, SETTLE_KEYWORD } from '#domain/money';

export function settleThresholdFrom(entry: ConfigEntry | null | undefined): number {
  if (!entry || entry.enabled !== CONFIG_ENABLED) return DEFAULT_SETTLE_THRESHOLD;
  // Read by the rule the API saves it by, so a value the form would refuse never sets the safeguard.
  return wholeAmountValue(entry.values?.[0]) ?? DEFAULT_SETTLE_THRESHOLD;
}

export const selectionTotal = (payments: readonly PaymentRecord[]) => payments.reduce((sum, p) => sum + p.amount, 0);
export const allPending = (payments: readonly PaymentRecord[]) =>
  payments.every((p) => p.status === PAYMENT_STATUS.PENDING);

/** One settle attempt: the payments it carries and the batch id it was sent under. */
export interface SettleAttempt {
  key: string;
  batchId: string;
}

const keyOf = (paymentIds: readonly number[]) => [...paymentIds].sort((a, b) => a - b).join(',');

/**
 * The batch id for settling these payments: the previous attempt's when it carried the very same
 * payments and its outcome is unknown (the API settles a batch id once, so a retry pays nothing twice),
 * else a new uuid.
 */
export function attemptFor(
  previous: SettleAttempt | null,
  paymentIds: readonly number[],
  newId: () => string = () => crypto.randomUUID(),
): SettleAttempt {
  const key = keyOf(paymentIds);
  return previous?.key === key ? previous : { key, batchId: newId() };
}

/** A network failure, a timeout or a server error: the batch may have been settled, so the next try reuses its id. */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return typeof error.kind !== 'number' || error.kind >= 500;
}
