import type { Identifier, RaRecord } from 'react-admin';
import type { BulkOutcome } from '#domain/records/bulk';
import type { BulkItem } from '#domain/schemas/bulk';

/** A record a bulk action may take: one the list shows with its version. */
export type Versioned = RaRecord & { version: number };

/** What a bulk action sends for the records: each id with the version it was read at. */
export const itemsOf = (records: readonly Versioned[]): BulkItem[] =>
  records.map(({ id, version }) => ({ id: Number(id), version }));

/** The refused rows, in the order sent. */
export const refusedOf = (outcome: BulkOutcome) =>
  outcome.results.flatMap((result) => (result.status === 'refused' ? [result] : []));

/**
 * The refused rows worth sending again, once re-read: not those refused as not found, which a re-read
 * cannot reach either.
 */
export const retryableIds = (outcome: BulkOutcome): Identifier[] =>
  refusedOf(outcome)
    .filter((result) => result.code !== 404)
    .map((result) => result.id);
