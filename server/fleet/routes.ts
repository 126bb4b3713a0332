import { USER_TYPE } from '#domain/userTypes';
import { fleetListQuerySchema, fleetSchema } from '#domain/schemas/fleet';
import { currentUser, requireUserType } from '../auth/guard';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { FleetRecord } from '#domain/records/fleet';
import { idParams } from '../http/params';
import { createFleet, deleteFleet, fleetById, fleetWrite, listFleets, updateFleet } from './fleets';

const tags = ['fleets'];

/**
 * SPEC §7 fleets: a partner's named groups of vehicles (a vehicle is in at most one). Staff reach
 * every partner's; a partner only its own (another's answers 404).
 */
export default async function fleetRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));

  app.get(
    '/fleets',
    {
      config: { access: 'fleets' },
      schema: docs({
        tags,
        answer: PageOf(FleetRecord),
        summary: 'Fleets by name and partner, by name, paged (page zero-based, pageSize 20); a partner sees its own',
        querystring: fleetListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      return pagedAnswer(query, await listFleets(db, currentUser(request), query));
    },
  );

  app.get(
    '/fleets/:id',
    {
      config: { access: 'fleets' },
      schema: docs({
        tags,
        answer: DataOf(FleetRecord),
        summary: 'One fleet, with its vehicle ids and count',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await fleetById(db, currentUser(request), id));
    },
  );

  app.post(
    '/fleets',
    {
      config: { access: 'fleets' },
      schema: docs({
        tags,
        answer: { 201: DataOf(FleetRecord) },
        summary: 'Add a fleet (name unique per partner); the vehicles named move into it (staff name the partner)',
        body: fleetSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      return write(request, { changes: made('fleets') }, async (tx) =>
        ok(await createFleet(tx, currentUser(request), input)),
      );
    },
  );

  app.put(
    '/fleets/:id',
    {
      config: { access: 'fleets' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(FleetRecord),
        summary: 'Change a fleet; with vehicleIds, exactly those vehicles are in it afterwards',
        params: idParams,
        body: fleetSchema,
      }),
    },
    (request) =>
      write(request, { version: fleetWrite }, async (tx) => {
        const { id } = request.params;
        const input = request.body;
        return ok(await updateFleet(tx, currentUser(request), id, input));
      }),
  );

  app.delete(
    '/fleets/:id',
    {
      config: { access: 'fleets' },
      schema: docs({
        tags,
        answer: DataOf(FleetRecord),
        summary: 'Delete a fleet; its vehicles stay, in no fleet',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return write(request, { changes: removed('fleets', id) }, async (tx) =>
        ok(await deleteFleet(tx, currentUser(request), id)),
      );
    },
  );
}
