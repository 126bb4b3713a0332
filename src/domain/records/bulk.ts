import { Type, type Static } from '@sinclair/typebox';
import { Count, Id, Text, Version } from './common';

/** A selected record the bulk action changed, with its version now. */
export const BulkRowDone = Type.Object({ id: Id, status: Type.Literal('done'), version: Version });
/** A selected record left as it was: the status and SPEC text its single action would have answered. */
export const BulkRowRefused = Type.Object({
  id: Id,
  status: Type.Literal('refused'),
  code: Type.Integer({ minimum: 400, maximum: 599 }),
  message: Text,
});
export type BulkRowResult = Static<typeof BulkRowDone> | Static<typeof BulkRowRefused>;

/** What a bulk action answers (200 even when rows were refused): each row's outcome, in the order sent, and the counts. */
export const BulkOutcome = Type.Object({
  results: Type.Array(Type.Union([BulkRowDone, BulkRowRefused])),
  done: Count,
  refused: Count,
});
export type BulkOutcome = Static<typeof BulkOutcome>;
