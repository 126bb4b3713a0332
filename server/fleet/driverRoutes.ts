import { USER_TYPE } from '#domain/userTypes';
import {
  driverListQuerySchema,
  driverSchema,
  driverVehicleTypeQuerySchema,
  driverVehicleTypesSchema,
  verificationDecisionSchema,
} from '#domain/schemas/fleet';
import { currentUser, requireUserType } from '../auth/guard';
import { ok, pagedAnswer } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import { wasSent, type Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { DriverRecord, DriverVehicleType } from '#domain/records/fleet';
import { Type } from '@sinclair/typebox';
import { idParams } from '../http/params';
import {
  createDriver,
  decideDriver,
  deleteDriver,
  driverById,
  driverWrite,
  listDrivers,
  setVehicleTypes,
  updateDriver,
  vehicleTypesOf,
} from './drivers';

const tags = ['drivers'];

/**
 * SPEC §7 drivers and driver-vehicle-type: a partner's drivers, their vehicle types and their
 * verification. Staff reach every partner's; a partner only its own (another's answers 404).
 */
export default async function driverRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));
  const staffOnly = requireUserType(USER_TYPE.INTERNAL);

  app.get(
    '/drivers',
    {
      config: { access: 'drivers' },
      schema: docs({
        tags,
        answer: PageOf(DriverRecord),
        summary:
          'Drivers by name, phone or CNIC, partner, status and vehicle type, by name, paged (page zero-based, pageSize 20); a partner sees its own',
        querystring: driverListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      return pagedAnswer(query, await listDrivers(db, currentUser(request), query));
    },
  );

  app.get(
    '/drivers/:id',
    {
      config: { access: 'drivers' },
      schema: docs({
        tags,
        answer: DataOf(DriverRecord),
        summary: 'One driver, with its vehicle types and the types of documents on file',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await driverById(db, currentUser(request), id));
    },
  );

  app.post(
    '/drivers',
    {
      config: { access: 'drivers' },
      schema: docs({
        tags,
        answer: { 201: DataOf(DriverRecord) },
        summary: 'Add a driver, awaiting verification (staff name the partner; a partner adds its own)',
        body: driverSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      return write(request, { changes: made('drivers') }, async (tx) =>
        ok(await createDriver(tx, currentUser(request), input)),
      );
    },
  );

  app.put(
    '/drivers/:id',
    {
      config: { access: 'drivers' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(DriverRecord),
        summary:
          "Change a driver (vehicle types too when given); a partner's change sends a verified or rejected driver back to pending",
        params: idParams,
        body: driverSchema,
      }),
    },
    (request) =>
      write(request, { version: driverWrite }, async (tx) => {
        const { id } = request.params;
        const input = request.body;
        return ok(await updateDriver(tx, currentUser(request), id, input, wasSent(input, 'vehicleTypeIds')));
      }),
  );

  app.delete(
    '/drivers/:id',
    {
      config: { access: 'drivers' },
      schema: docs({
        tags,
        answer: DataOf(DriverRecord),
        summary: 'Delete a driver no booking names, with its vehicle types and documents',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return write(request, { changes: removed('drivers', id) }, async (tx) =>
        ok(await deleteDriver(tx, currentUser(request), id)),
      );
    },
  );

  app.put(
    '/drivers/:id/verification',
    {
      config: { access: 'drivers' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(DriverRecord),
        summary: 'Staff verify a driver (CNIC and driving licence on file) or reject one (a reason required)',
        params: idParams,
        body: verificationDecisionSchema,
      }),
    },
    (request) =>
      write(request, { version: driverWrite }, async (tx) => {
        const { id } = request.params;
        const decision = request.body;
        return ok(await decideDriver(tx, currentUser(request), id, decision));
      }),
  );

  app.get(
    '/driver-vehicle-type',
    {
      config: { access: 'drivers' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(DriverVehicleType)),
        summary: 'The vehicle types a driver drives: [{ id, name }]',
        querystring: driverVehicleTypeQuerySchema,
      }),
    },
    async (request) => {
      const { driverId } = request.query;
      return ok(await vehicleTypesOf(db, currentUser(request), driverId));
    },
  );

  app.put(
    '/driver-vehicle-type/:id',
    {
      config: { access: 'drivers' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(Type.Array(DriverVehicleType)),
        summary: 'Replace the vehicle types a driver drives (the path names the driver)',
        params: idParams,
        body: driverVehicleTypesSchema,
      }),
    },
    (request) =>
      write(request, { version: driverWrite }, async (tx) => {
        const { id } = request.params;
        const { vehicleTypeIds } = request.body;
        return ok(await setVehicleTypes(tx, currentUser(request), id, vehicleTypeIds));
      }),
  );
}
