import { number, object } from 'yup';
import { MESSAGES } from './messages';

/** The 409 texts of a write that named an older version than the record has: the portal offers its conflict dialog on these. */
export const STALE_VERSION_MESSAGES: readonly string[] = [
  MESSAGES.staleRecord,
  MESSAGES.staleShipment,
  MESSAGES.staleBooking,
];

/** The version a write was based on (optional: a write without one, or with null as a record not yet saved reads, is not checked). */
export const versionSchema = object({
  version: number()
    .typeError(MESSAGES.versionInvalid)
    .integer(MESSAGES.versionInvalid)
    .min(1, MESSAGES.versionInvalid)
    .nullable()
    .optional(),
});
