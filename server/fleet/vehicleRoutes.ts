import { USER_TYPE } from '#domain/userTypes';
import { vehicleListQuerySchema, vehicleSchema, verificationDecisionSchema } from '#domain/schemas/fleet';
import { currentUser, requireUserType } from '../auth/guard';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { VehicleRecord } from '#domain/records/fleet';
import { idParams } from '../http/params';
import {
  createVehicle,
  decideVehicle,
  deleteVehicle,
  listVehicles,
  updateVehicle,
  vehicleById,
  vehicleWrite,
} from './vehicles';

const tags = ['vehicles'];

/**
 * SPEC §7 vehicles: a partner's vehicles, their fleet and their verification. Staff reach every
 * partner's; a partner only its own (another's answers 404).
 */
export default async function vehicleRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));

  app.get(
    '/vehicles',
    {
      config: { access: 'vehicles' },
      schema: docs({
        tags,
        answer: PageOf(VehicleRecord),
        summary:
          'Vehicles by registration, partner, fleet, type and status, by registration number, paged (page zero-based, pageSize 20); a partner sees its own',
        querystring: vehicleListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      return pagedAnswer(query, await listVehicles(db, currentUser(request), query));
    },
  );

  app.get(
    '/vehicles/:id',
    {
      config: { access: 'vehicles' },
      schema: docs({
        tags,
        answer: DataOf(VehicleRecord),
        summary: 'One vehicle, with the types of documents on file',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await vehicleById(db, currentUser(request), id));
    },
  );

  app.post(
    '/vehicles',
    {
      config: { access: 'vehicles' },
      schema: docs({
        tags,
        answer: { 201: DataOf(VehicleRecord) },
        summary:
          'Add a vehicle, awaiting verification; the registration is stored upper-cased and unique (staff name the partner)',
        body: vehicleSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      return write(request, { changes: made('vehicles') }, async (tx) =>
        ok(await createVehicle(tx, currentUser(request), input)),
      );
    },
  );

  app.put(
    '/vehicles/:id',
    {
      config: { access: 'vehicles' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(VehicleRecord),
        summary: "Change a vehicle; a partner's change sends a verified or rejected vehicle back to pending",
        params: idParams,
        body: vehicleSchema,
      }),
    },
    (request) =>
      write(request, { version: vehicleWrite }, async (tx) => {
        const { id } = request.params;
        const input = request.body;
        return ok(await updateVehicle(tx, currentUser(request), id, input));
      }),
  );

  app.delete(
    '/vehicles/:id',
    {
      config: { access: 'vehicles' },
      schema: docs({
        tags,
        answer: DataOf(VehicleRecord),
        summary: 'Delete a vehicle no booking names, with its documents',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return write(request, { changes: removed('vehicles', id) }, async (tx) =>
        ok(await deleteVehicle(tx, currentUser(request), id)),
      );
    },
  );

  app.put(
    '/vehicles/:id/verification',
    {
      config: { access: 'vehicles' },
      preValidation: requireUserType(USER_TYPE.INTERNAL),
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(VehicleRecord),
        summary: 'Staff verify a vehicle or reject one (a reason required)',
        params: idParams,
        body: verificationDecisionSchema,
      }),
    },
    (request) =>
      write(request, { version: vehicleWrite }, async (tx) => {
        const { id } = request.params;
        const decision = request.body;
        return ok(await decideVehicle(tx, currentUser(request), id, decision));
      }),
  );
}
