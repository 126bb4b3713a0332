import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { CONFIG_NAME } from '../../src/domain/clientConfig';
import { CITY_SEARCH_MAX_RESULTS } from '../../src/domain/limits';
import { DEFAULT_VEHICLE_ICON } from '../../src/domain/vehicleTypes';
import {
  cityListQuerySchema,
  citySearchQuerySchema,
  limitVehicleTypes,
  statesQuerySchema,
  vehicleTypeParamsSchema,
} from '../../src/domain/schemas/lookups';
import { cities, configs, countries, goodsTypes, states, vehicleTypes, vehicleTypeVariants } from '../db/schema';
import { escapeLike } from '../db/query';
import { notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '../../src/domain/records/envelope';
import { CityRecord, CountryRecord, GoodsTypeRecord, StateRecord, VehicleTypeRecord, VehicleTypeVariantRecord } from '../../src/domain/records/lookups';

const tags = ['lookups'];

const cityColumns = {
  id: cities.id,
  name: cities.name,
  stateId: cities.stateId,
  countryId: cities.countryId,
  countryName: countries.name,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

/**
 * SPEC §7 "Lookups and resources": cities, city search, countries, states, goods types, vehicle
 * types (limited by the VEHICLE_TYPES config entry) and their variants. Every signed-in user type
 * may read them (the auth guard asks for the token); none of them is paged, the lists are short.
 */
export default async function lookupRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const citiesWithCountry = () => db.select(cityColumns).from(cities).innerJoin(countries, eq(countries.id, cities.countryId));

  app.get(
    '/cities',
    { schema: docs({ tags, summary: 'All cities by name, each with countryName; filter by countryId, stateId or ids=1,2,3', querystring: cityListQuerySchema, answer: DataOf(Type.Array(CityRecord)) }) },
    async (request) => {
      const query = await validate(cityListQuerySchema, request.query);
      const where: SQL[] = [];
      if (query.countryId) where.push(eq(cities.countryId, query.countryId));
      if (query.stateId) where.push(eq(cities.stateId, query.stateId));
      if (query.ids) {
        if (!query.ids.length) return ok([]);
        where.push(inArray(cities.id, query.ids));
      }
      return ok(await citiesWithCountry().where(and(...where)).orderBy(asc(cities.name), asc(cities.id)));
    },
  );

  app.get(
    '/cities/search',
    {
      schema: docs({
        tags,
        summary: `Cities whose name starts with or contains the term (any case), names starting with it first; at most ${CITY_SEARCH_MAX_RESULTS}. A term under 3 characters is refused`,
        querystring: citySearchQuerySchema,
        answer: DataOf(Type.Array(CityRecord)),
      }),
    },
    async (request) => {
      const { term } = await validate(citySearchQuerySchema, request.query);
      const escaped = escapeLike(term);
      const rows = await citiesWithCountry()
        .where(ilike(cities.name, `%${escaped}%`))
        .orderBy(sql`case when ${cities.name} ilike ${`${escaped}%`} then 0 else 1 end`, asc(cities.name), asc(cities.id))
        .limit(CITY_SEARCH_MAX_RESULTS);
      return ok(rows);
    },
  );

  app.get('/country/all', { schema: docs({ tags, summary: 'All countries by name', answer: DataOf(Type.Array(CountryRecord)) }) }, async () =>
    ok(await db.select().from(countries).orderBy(asc(countries.name), asc(countries.id))),
  );

  app.get('/states', { schema: docs({ tags, summary: 'States/regions by name, of one country when countryId is given', querystring: statesQuerySchema, answer: DataOf(Type.Array(StateRecord)) }) }, async (request) => {
    const { countryId } = await validate(statesQuerySchema, request.query);
    const rows = await db
      .select()
      .from(states)
      .where(countryId ? eq(states.countryId, countryId) : undefined)
      .orderBy(asc(states.name), asc(states.id));
    return ok(rows);
  });

  app.get('/goods-types', { schema: docs({ tags, summary: 'Goods (cargo) types', answer: DataOf(Type.Array(GoodsTypeRecord)) }) }, async () =>
    ok(await db.select().from(goodsTypes).orderBy(asc(goodsTypes.id))),
  );

  app.get(
    '/vehicle-types',
    {
      schema: docs({
        tags,
        summary: 'The SPEC §3 vehicle types with their icons; an enabled VEHICLE_TYPES config entry (ids or names) limits them, else all 7',
        answer: DataOf(Type.Array(VehicleTypeRecord)),
      }),
    },
    async () => {
      const [types, [entry]] = await Promise.all([
        db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id)),
        db.select({ values: configs.values, enabled: configs.enabled }).from(configs).where(eq(configs.name, CONFIG_NAME.VEHICLE_TYPES)),
      ]);
      return ok(limitVehicleTypes(types, entry).map((type) => ({ ...type, icon: type.icon || DEFAULT_VEHICLE_ICON })));
    },
  );

  app.get(
    '/vehicle-type-variant/vehicle-type/:vehicleTypeId',
    { schema: docs({ tags, summary: "A vehicle type's variants with their weight ranges (tonnes); 404 for an unknown type", params: vehicleTypeParamsSchema, answer: DataOf(Type.Array(VehicleTypeVariantRecord)) }) },
    async (request) => {
      const { vehicleTypeId } = await validate(vehicleTypeParamsSchema, request.params);
      const [type] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, vehicleTypeId));
      if (!type) throw notFound();
      const rows = await db
        .select()
        .from(vehicleTypeVariants)
        .where(eq(vehicleTypeVariants.vehicleTypeId, vehicleTypeId))
        .orderBy(asc(vehicleTypeVariants.id));
      return ok(rows);
    },
  );
}
