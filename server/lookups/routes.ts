import { Type } from '@sinclair/typebox';
import { CITY_SEARCH_MAX_RESULTS } from '#domain/limits';
import {
  cityListQuerySchema,
  citySearchQuerySchema,
  statesQuerySchema,
  vehicleTypeParamsSchema,
} from '#domain/schemas/lookups';
import { notFound } from '../http/errors';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import {
  CityRecord,
  CountryRecord,
  GoodsTypeRecord,
  StateRecord,
  VehicleTypeRecord,
  VehicleTypeVariantRecord,
} from '#domain/records/lookups';
import { listCities, listCountries, listStates, searchCities } from './geography';
import { listGoodsTypes } from './goodsTypes';
import { offeredVehicleTypes, vehicleTypeExists, vehicleTypeVariantsOf } from './vehicleTypes';

const tags = ['lookups'];

/**
 * SPEC §7 "Lookups and resources": cities, city search, countries, states, goods types, vehicle
 * types (limited by the VEHICLE_TYPES config entry) and their variants. Every signed-in user type
 * may read them (the auth guard asks for the token); none of them is paged, the lists are short.
 */
export default async function lookupRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/cities',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: 'All cities by name, each with countryName; filter by countryId, stateId or ids=1,2,3',
        querystring: cityListQuerySchema,
        answer: DataOf(Type.Array(CityRecord)),
      }),
    },
    async (request) => {
      const query = request.query;
      return ok(await listCities(db, query));
    },
  );

  app.get(
    '/cities/search',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: `Cities whose name starts with or contains the term (any case), names starting with it first; at most ${CITY_SEARCH_MAX_RESULTS}. A term under 3 characters is refused`,
        querystring: citySearchQuerySchema,
        answer: DataOf(Type.Array(CityRecord)),
      }),
    },
    async (request) => {
      const { term } = request.query;
      return ok(await searchCities(db, term));
    },
  );

  app.get(
    '/country/all',
    {
      config: { access: 'signedIn' },
      schema: docs({ tags, summary: 'All countries by name', answer: DataOf(Type.Array(CountryRecord)) }),
    },
    async () => ok(await listCountries(db)),
  );

  app.get(
    '/states',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: 'States/regions by name, of one country when countryId is given',
        querystring: statesQuerySchema,
        answer: DataOf(Type.Array(StateRecord)),
      }),
    },
    async (request) => {
      const { countryId } = request.query;
      return ok(await listStates(db, countryId));
    },
  );

  app.get(
    '/goods-types',
    {
      config: { access: 'signedIn' },
      schema: docs({ tags, summary: 'Goods (cargo) types', answer: DataOf(Type.Array(GoodsTypeRecord)) }),
    },
    async () => ok(await listGoodsTypes(db)),
  );

  app.get(
    '/vehicle-types',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary:
          'The SPEC §3 vehicle types with their icons; an enabled VEHICLE_TYPES config entry (ids or names) limits them, else all 7',
        answer: DataOf(Type.Array(VehicleTypeRecord)),
      }),
    },
    async () => ok(await offeredVehicleTypes(db)),
  );

  app.get(
    '/vehicle-type-variant/vehicle-type/:vehicleTypeId',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: "A vehicle type's variants with their weight ranges (tonnes); 404 for an unknown type",
        params: vehicleTypeParamsSchema,
        answer: DataOf(Type.Array(VehicleTypeVariantRecord)),
      }),
    },
    async (request) => {
      const { vehicleTypeId } = request.params;
      if (!(await vehicleTypeExists(db, vehicleTypeId))) throw notFound();
      return ok(await vehicleTypeVariantsOf(db, vehicleTypeId));
    },
  );
}
