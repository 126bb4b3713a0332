import { Type } from '@sinclair/typebox';
import { MESSAGES } from '#domain/messages';
import { DataOf } from '#domain/records/envelope';
import { SavedViewDefaultRecord, SavedViewRecord } from '#domain/records/savedViews';
import { savedViewDefaultSchema, savedViewListQuerySchema, savedViewSchema } from '#domain/schemas/savedViews';
import type { SavedViewInput } from '#domain/schemas/savedViews';
import { currentUser } from '../auth/guard';
import { docs } from '../http/docs';
import { ok } from '../http/envelope';
import { idParams } from '../http/params';
import { unlessDuplicate } from '../http/unique';
import type { Api } from '../http/validate';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import {
  createSavedView,
  deleteSavedView,
  findSavedView,
  listSavedViews,
  ownSavedView,
  savedViewWrite,
  setDefaultView,
  updateSavedView,
} from './queries';

const tags = ['saved views'];

/**
 * Saved list views: the filters, sort, page size and columns of a list under a name, kept on the
 * server so they follow their owner to any browser; staff may share one with a role, whose holders
 * see the owner's changes as they are made (the change feed names `saved-views`).
 */
export default async function savedViewRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/saved-views',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: "The caller's views by name, of one list or of all: their own and those shared with their role",
        querystring: savedViewListQuerySchema,
        answer: DataOf(Type.Array(SavedViewRecord)),
      }),
    },
    async (request) => ok(await listSavedViews(db, currentUser(request), request.query.list)),
  );

  app.post(
    '/saved-views',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: 'Save the list as it is now under a name, personal or shared with one role',
        body: savedViewSchema,
        answer: { 201: DataOf(SavedViewRecord) },
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.status(201);
      return write(request, { changes: made('saved-views') }, async (tx) => {
        const id = await unlessDuplicate(MESSAGES.savedViewNameTaken, () =>
          createSavedView(tx, user, request.body as SavedViewInput),
        );
        return ok(await findSavedView(tx, user, id));
      });
    },
  );

  app.put(
    '/saved-views/default',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: 'The view a list opens with for the caller (viewId null: the list as it comes)',
        body: savedViewDefaultSchema,
        answer: DataOf(SavedViewDefaultRecord),
      }),
    },
    async (request) => {
      const { list, viewId } = request.body;
      return write(request, {}, async (tx) => {
        await setDefaultView(tx, currentUser(request), list, viewId);
        return ok({ list, viewId });
      });
    },
  );

  app.put(
    '/saved-views/:id',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        versioned: true,
        summary: "Rename, change or (un)share one of the caller's views",
        params: idParams,
        body: savedViewSchema,
        answer: DataOf(SavedViewRecord),
      }),
    },
    (request) =>
      write(request, { version: savedViewWrite }, async (tx) => {
        const user = currentUser(request);
        await unlessDuplicate(MESSAGES.savedViewNameTaken, () =>
          updateSavedView(tx, user, request.params.id, request.body as SavedViewInput),
        );
        return ok(await findSavedView(tx, user, request.params.id));
      }),
  );

  app.delete(
    '/saved-views/:id',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: "Delete one of the caller's views",
        params: idParams,
        answer: DataOf(SavedViewRecord),
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const view = await ownSavedView(db, user, request.params.id);
      return write(request, { changes: removed('saved-views', view.id) }, async (tx) => {
        await deleteSavedView(tx, view.id);
        return ok(view);
      });
    },
  );
}
