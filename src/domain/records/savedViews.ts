import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, NullableId, NullableText, Text, Version } from './common';
import { GridChoiceRecord } from './config';

/** GET/POST/PUT /saved-views: one saved view, as its owner and the holders of its role see it. */
export const SavedViewRecord = Type.Object({
  id: Id,
  list: Text,
  name: Text,
  ownerId: Id,
  ownerName: Text,
  sharedWithRoleId: NullableId,
  sharedWithRoleName: NullableText,
  query: Type.Object({
    filter: Type.Record(Type.String(), Type.Unknown()),
    sort: Type.Optional(Type.Object({ field: Text, order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]) })),
    perPage: Type.Optional(Type.Integer({ minimum: 1 })),
    grid: Type.Optional(GridChoiceRecord),
  }),
  /** The caller's list opens with it. */
  isDefault: Type.Boolean(),
  /** The caller saved it, so may change, share or delete it. */
  mine: Type.Boolean(),
  updatedAt: DateTime,
  version: Version,
});
export type SavedViewRecord = Static<typeof SavedViewRecord>;

/** PUT /saved-views/default: the caller's default view of a list now. */
export const SavedViewDefaultRecord = Type.Object({ list: Text, viewId: NullableId });
export type SavedViewDefaultRecord = Static<typeof SavedViewDefaultRecord>;
