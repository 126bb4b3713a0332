import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import { gridChoiceSchema, userIdParams, userPreferencesSchema } from '#domain/schemas/config';
import { GRID_CHOICE_LIMITS, GRID_KEY_PATTERN } from '#domain/gridChoices';
import { DataOf } from '#domain/records/envelope';
import { UserPreferencesRecord } from '#domain/records/config';
import { currentUser, isInternal } from '../auth/guard';
import { forbidden, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { type Api, type RequestWith } from '../http/validate';
import { docs } from '../http/docs';
import { assertConfigStaff } from '../verification/companySettings';
import { checkStoredSize, findPreferences, mergePreferences, savePreferences } from './preferences';

const tags = ['config'];
/** `grids` is a map the schema's test checks by hand: the document is given its shape, from gridChoiceSchema. */
const documentedPreferences = userPreferencesSchema.shape({
  grids: (userPreferencesSchema.fields.grids as yup.MixedSchema).meta({
    jsonSchema: {
      type: 'object',
      description: 'Column choices by list; a list given null goes back to its declared columns',
      maxProperties: GRID_CHOICE_LIMITS.lists,
      propertyNames: { pattern: GRID_KEY_PATTERN.source, maxLength: GRID_CHOICE_LIMITS.keyMax },
      additionalProperties: { ...convertSchema(gridChoiceSchema), type: ['object', 'null'] },
    },
  }),
});
const readSummary =
  "A user's preferences: theme (primary and secondary colours, mode), column choices by list, language";
const writeSummary =
  "Change a user's preferences: theme (null: the client's), column choices by list (a list given null: its declared columns), language";

/**
 * SPEC §7 roots `preferences` (the signed-in user's own) and config v2 by user id (staff read anyone's
 * and change them only with config update). SPEC §3: preferences hold a theme with primary and secondary colours.
 */
export default async function preferenceRoutes(app: Api) {
  const { db } = app.ctx.database;

  async function preferencesUser(userId: number, write: boolean, request: FastifyRequest) {
    const user = currentUser(request);
    if (user.id !== userId) {
      if (!isInternal(user)) throw forbidden();
      if (write) assertConfigStaff(user, 'update');
    }
    const row = await findPreferences(db, userId);
    if (!row) throw notFound();
    return row;
  }

  async function read(request: FastifyRequest, userId: number) {
    const row = await preferencesUser(userId, false, request);
    return ok({ userId: row.id, preferences: row.preferences, locale: row.locale });
  }

  async function change(request: RequestWith<{ body: typeof userPreferencesSchema }>, userId: number) {
    const row = await preferencesUser(userId, true, request);
    await app.ctx.limits.preferencesSave(row.id);
    const input = request.body;
    const preferences = mergePreferences(row.preferences, input);
    checkStoredSize(row.preferences, preferences);
    const changedLocale = input.locale !== undefined && input.locale !== row.locale ? input.locale : undefined;
    await savePreferences(db, row.id, preferences, changedLocale);
    return ok({ userId: row.id, preferences, locale: input.locale ?? row.locale });
  }

  const answer = DataOf(UserPreferencesRecord);

  app.get(
    '/preferences',
    { config: { access: 'signedIn' }, schema: docs({ tags, summary: `${readSummary} (your own)`, answer }) },
    (request) => read(request, currentUser(request).id),
  );
  app.put(
    '/preferences',
    {
      config: { access: 'signedIn' },
      schema: docs({ tags, summary: `${writeSummary} (your own)`, body: documentedPreferences, answer }),
    },
    (request) => change(request, currentUser(request).id),
  );
  app.get(
    '/config/v2/:userId',
    { config: { access: 'signedIn' }, schema: docs({ tags, summary: readSummary, params: userIdParams, answer }) },
    (request) => read(request, request.params.userId),
  );
  app.post(
    '/config/v2/:userId',
    {
      config: { access: 'signedIn' },
      schema: docs({ tags, summary: writeSummary, params: userIdParams, body: documentedPreferences, answer }),
    },
    (request) => change(request, request.params.userId),
  );
}
