import { USER_TYPE } from '#domain/userTypes';
import { fuelPumpListQuerySchema, fuelPumpSchema } from '#domain/schemas/fleet';
import { requireUserType } from '../auth/guard';
import { ok, paged } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { FuelPumpRecord } from '#domain/records/places';
import { idParams } from '../http/params';
import {
  createFuelPump,
  deleteFuelPump,
  findFuelPump,
  fuelPumpWrite,
  listFuelPumps,
  updateFuelPump,
} from './fuelPumps';

const tags = ['fuel pumps'];
const description =
  'A fuel pump record: {id, name, brand, cityId, cityName, address, latitude, longitude, discountPercent, active, createdAt, updatedAt}.';

/**
 * SPEC §7 fuelPump: fuel stations where partners' drivers get a discount per litre. Internal staff
 * only. A record is {id, name, brand, cityId, cityName, address, latitude, longitude,
 * discountPercent, active, createdAt, updatedAt}.
 */
export default async function fuelPumpRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  app.get(
    '/fuelPump',
    {
      config: { access: 'fuel-pumps' },
      schema: docs({
        tags,
        answer: PageOf(FuelPumpRecord),
        summary:
          'Fuel pumps by name, paged (page zero-based, pageSize 20); q searches name and brand; filter by cityId and active',
        querystring: fuelPumpListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const { content, total, page } = await listFuelPumps(db, query);
      return paged(content, total, page);
    },
  );

  app.get(
    '/fuelPump/:id',
    {
      config: { access: 'fuel-pumps' },
      schema: docs({ tags, answer: DataOf(FuelPumpRecord), summary: 'One fuel pump', description, params: idParams }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await findFuelPump(db, id));
    },
  );

  app.post(
    '/fuelPump',
    {
      config: { access: 'fuel-pumps' },
      schema: docs({
        tags,
        answer: { 201: DataOf(FuelPumpRecord) },
        summary: 'Add a fuel pump (discount 0-100 percent; an unknown city is refused)',
        body: fuelPumpSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      return write(request, { changes: made('fuel-pumps') }, async (tx) => ok(await createFuelPump(tx, input)));
    },
  );

  app.put(
    '/fuelPump/:id',
    {
      config: { access: 'fuel-pumps' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(FuelPumpRecord),
        summary: 'Change a fuel pump (every field, as on create)',
        params: idParams,
        body: fuelPumpSchema,
      }),
    },
    (request) =>
      write(request, { version: fuelPumpWrite }, async (tx) => {
        const { id } = request.params;
        const input = request.body;
        return ok(await updateFuelPump(tx, id, input));
      }),
  );

  app.delete(
    '/fuelPump/:id',
    {
      config: { access: 'fuel-pumps' },
      schema: docs({
        tags,
        answer: DataOf(FuelPumpRecord),
        summary: 'Delete a fuel pump; tyre offers stop naming it (one transaction)',
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return write(request, { changes: removed('fuel-pumps', id) }, async (tx) => ok(await deleteFuelPump(tx, id)));
    },
  );
}
