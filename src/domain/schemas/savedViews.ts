import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { MAX_PAGE_SIZE } from '../limits';
import { GRID_CHOICE_LIMITS, GRID_KEY_PATTERN, type GridChoice } from '../gridChoices';
import { SAVED_VIEW_LIMITS, type SavedViewQuery } from '../savedViews';
import { gridChoiceSchema } from './config';
import { idField, textField } from './shipmentLocation';

/** The list a view is of: its key, as the column choices name it. */
const listKey = () =>
  yup
    .string()
    .typeError(MESSAGES.savedViewListInvalid)
    .required(MESSAGES.savedViewListInvalid)
    .max(GRID_CHOICE_LIMITS.keyMax, MESSAGES.savedViewListInvalid)
    .matches(GRID_KEY_PATTERN, MESSAGES.savedViewListInvalid);

const plainObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

const invalid = MESSAGES.savedViewQueryInvalid;
/** An optional part sent as null is left out. */
const nullAsNone = <T>(value: T) => (value === null ? undefined : value);

const viewQuerySchema = yup
  .object({
    filter: yup.mixed<Record<string, unknown>>().required(invalid).test('object', invalid, plainObject),
    sort: yup
      .object({
        field: yup.string().typeError(invalid).required(invalid).max(GRID_CHOICE_LIMITS.keyMax, invalid),
        order: yup
          .string()
          .typeError(invalid)
          .required(invalid)
          .oneOf(['ASC', 'DESC'] as const, invalid),
      })
      .typeError(invalid)
      .noUnknown(invalid)
      .transform(nullAsNone)
      .default(undefined),
    perPage: yup
      .number()
      .transform(nullAsNone)
      .typeError(invalid)
      .integer(invalid)
      .min(1, invalid)
      .max(MAX_PAGE_SIZE, invalid),
    // The column choices as the preferences keep them (src/domain/gridChoices.ts).
    grid: yup
      .mixed<GridChoice>()
      .transform(nullAsNone)
      .test('grid', invalid, (grid) => grid === undefined || gridChoiceSchema.isValidSync(grid, { strict: true })),
  })
  .typeError(invalid)
  .noUnknown(invalid)
  .required(invalid)
  .test(
    'size',
    MESSAGES.savedViewTooLarge,
    (query) => JSON.stringify(query ?? {}).length <= SAVED_VIEW_LIMITS.queryMaxBytes,
  );

/** POST /saved-views and PUT /saved-views/:id: a named list query, personal or shared with one role. */
export const savedViewSchema = yup.object({
  list: listKey(),
  name: textField(SAVED_VIEW_LIMITS.nameMax).required(MESSAGES.savedViewNameRequired),
  /** Staff may share a view with one role: its holders see it among their views. */
  sharedWithRoleId: idField().nullable().default(null),
  query: viewQuerySchema,
});
export type SavedViewInput = Omit<yup.InferType<typeof savedViewSchema>, 'query'> & { query: SavedViewQuery };

/** GET /saved-views?list=: the caller's views (theirs and those shared with their role), of one list or of all. */
export const savedViewListQuerySchema = yup.object({ list: listKey().notRequired() });

/** PUT /saved-views/default: the view a list opens with for the caller (none: the list's own). */
export const savedViewDefaultSchema = yup.object({ list: listKey(), viewId: idField().nullable().default(null) });
