import { FLEET_LIMITS } from '#domain/fleet';
import { USER_TYPE } from '#domain/userTypes';
import { locationListQuerySchema, placeSchema } from '#domain/schemas/fleet';
import { requireUserType } from '../auth/guard';
import { ok, paged } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { LocationRecord } from '#domain/records/places';
import { Type } from '@sinclair/typebox';
import { idParams } from '../http/params';
import {
  createLocation,
  deleteLocation,
  findLocation,
  listLocations,
  locationWrite,
  searchLocations,
  updateLocation,
} from './locations';

const tags = ['locations'];
const description =
  'A saved place record: {id, name, locationType, address, cityId, cityName, latitude, longitude, companyId, companyName (null for a public place), contactName, contactNumber, createdAt, updatedAt}.';
/** The picker's search takes the list's filters without paging. */
const searchQuery = locationListQuerySchema.pick(['q', 'cityId', 'companyId', 'locationType']);

/**
 * SPEC §7 location/locations: saved places (a shipper's warehouse or factory, a port, a yard, a
 * truck stand) used to fill pick-ups and drop-offs. Internal staff only. A record is {id, name,
 * locationType, address, cityId, cityName, latitude, longitude, companyId, companyName (null for a
 * public place), contactName, contactNumber, createdAt, updatedAt}.
 */
export default async function locationRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  app.get(
    '/locations',
    {
      config: { access: 'locations' },
      schema: docs({
        tags,
        answer: PageOf(LocationRecord),
        summary:
          'Saved places by name, paged (page zero-based, pageSize 20); q searches name and address; filter by cityId, companyId and locationType',
        querystring: locationListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const { content, total, page } = await listLocations(db, query);
      return paged(content, total, page);
    },
  );

  app.get(
    '/location/search',
    {
      config: { access: 'locations' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(LocationRecord)),
        summary: `Places for a picker: up to ${FLEET_LIMITS.locationSearchMax} whose name or address contains q, names starting with it first; a plain array`,
        querystring: searchQuery,
      }),
    },
    async (request) => {
      const query = request.query;
      return ok(await searchLocations(db, query));
    },
  );

  app.get(
    '/locations/:id',
    {
      config: { access: 'locations' },
      schema: docs({ tags, answer: DataOf(LocationRecord), summary: 'One saved place', description, params: idParams }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await findLocation(db, id));
    },
  );

  app.post(
    '/locations',
    {
      config: { access: 'locations' },
      schema: docs({
        tags,
        answer: { 201: DataOf(LocationRecord) },
        summary: 'Save a place (an unknown city or company is refused)',
        body: placeSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      return write(request, { changes: made('locations') }, async (tx) => ok(await createLocation(tx, input)));
    },
  );

  app.put(
    '/locations/:id',
    {
      config: { access: 'locations' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(LocationRecord),
        summary: 'Change a saved place (every field, as on create)',
        params: idParams,
        body: placeSchema,
      }),
    },
    (request) =>
      write(request, { version: locationWrite }, async (tx) => {
        const { id } = request.params;
        const input = request.body;
        return ok(await updateLocation(tx, id, input));
      }),
  );

  app.delete(
    '/locations/:id',
    {
      config: { access: 'locations' },
      schema: docs({ tags, answer: DataOf(LocationRecord), summary: 'Delete a saved place', params: idParams }),
    },
    async (request) => {
      const { id } = request.params;
      return write(request, { changes: removed('locations', id) }, async (tx) => ok(await deleteLocation(tx, id)));
    },
  );
}
