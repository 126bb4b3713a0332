import { Type, type Static } from '@sinclair/typebox';
import { CLOCK_NAMES, CLOCK_UNIT } from '../clocks';
import { Count, NullableText, OneOf } from './common';

/** One clock of GET /clocks: how many rows are due or late, and the limit it was counted with. */
export const ClockRecord = Type.Object({
  clock: OneOf(CLOCK_NAMES),
  count: Count,
  limit: Type.Integer({ minimum: 1, description: 'The limit in `unit` (a config entry, or fixed for bid windows)' }),
  unit: OneOf(Object.values(CLOCK_UNIT)),
  kind: OneOf(['late', 'due'] as const),
  list: OneOf(['shipments', 'bookings', 'verification'] as const),
  /** The config entry holding the limit; null when it is fixed. */
  configName: NullableText,
});
export type ClockRecord = Static<typeof ClockRecord>;

/** The clocks the caller may see (staff: those whose list its role may open; shippers: their bid windows). */
export const ClockList = Type.Array(ClockRecord);
