import { Type, type Static } from '@sinclair/typebox';
import { HISTORY_EVENT_NAMES, HISTORY_GROUP, type HistoryScalar } from '../history';
import { DateTime, Id, Nullable, NullableText } from './common';

/** A type list, not anyOf (see Nullable in ./common). */
const Scalar = Type.Unsafe<HistoryScalar>({ type: ['string', 'number', 'boolean', 'null'] });

/** One field an entry changed: its value before and after (null: none), as the caller may see it. */
export const HistoryChangeRecord = Type.Object({ field: Type.String(), before: Scalar, after: Scalar });

/** Each row of GET /shipment/{id}/history and /booking/{id}/history, newest first. */
export const HistoryEntryRecord = Type.Object({
  id: Id,
  createdAt: DateTime,
  shipmentId: Id,
  bookingId: Nullable(Id),
  bookingCode: NullableText,
  /** Null: the system made the write. */
  actorId: Nullable(Id),
  actorName: NullableText,
  actorType: Nullable(Type.Integer()),
  event: Type.Union(HISTORY_EVENT_NAMES.map((event) => Type.Literal(event))),
  group: Type.Union(Object.values(HISTORY_GROUP).map((group) => Type.Literal(group))),
  changes: Type.Array(HistoryChangeRecord),
  /** What the event concerned beyond the record's fields (the bid, the document, the payment). */
  detail: Type.Unsafe<Record<string, HistoryScalar> | null>({ type: ['object', 'null'], additionalProperties: Scalar }),
  reason: NullableText,
});
export type HistoryEntryRecord = Static<typeof HistoryEntryRecord>;
