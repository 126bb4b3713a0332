import { USER_TYPE } from '#domain/userTypes';
import { tyreOfferListQuerySchema, tyreOfferSchema } from '#domain/schemas/fleet';
import { requireUserType } from '../auth/guard';
import { ok, paged } from '../http/envelope';
import { write } from '../http/write';
import { made, removed } from '../live/changes';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import { TyreOfferRecord } from '#domain/records/places';
import { idParams } from '../http/params';
import {
  createTyreOffer,
  deleteTyreOffer,
  findTyreOffer,
  listTyreOffers,
  tyreOfferWrite,
  updateTyreOffer,
} from './tyreOffers';

const tags = ['tyres'];
const description =
  "A tyre offer record: {id, brand, size, price, discountPercent, discountedPrice (price less the discount, rounded to a whole unit), fuelPumpIds, fuelPumps [{id, name, cityName}], shops, validUntil ('YYYY-MM-DD' or null), active, createdAt, updatedAt}.";

/**
 * SPEC §7 tyres: tyre discount offers honoured at fuel pumps and named shops. Internal staff only.
 * A record is {id, brand, size, price, discountPercent, discountedPrice (price less the discount,
 * rounded to a whole unit), fuelPumpIds, fuelPumps [{id, name, cityName}], shops, validUntil
 * ('YYYY-MM-DD' or null), active, createdAt, updatedAt}.
 */
export default async function tyreRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL));

  app.get(
    '/tyres',
    {
      config: { access: 'tyres' },
      schema: docs({
        tags,
        answer: PageOf(TyreOfferRecord),
        summary:
          'Tyre offers by brand and size, paged (page zero-based, pageSize 20); q searches brand and size; filter by active and fuelPumpId (offers honoured there)',
        querystring: tyreOfferListQuerySchema,
      }),
    },
    async (request) => {
      const query = request.query;
      const { content, total, page } = await listTyreOffers(db, query);
      return paged(content, total, page);
    },
  );

  app.get(
    '/tyres/:id',
    {
      config: { access: 'tyres' },
      schema: docs({
        tags,
        answer: DataOf(TyreOfferRecord),
        summary: 'One tyre offer with its pumps named',
        description,
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await findTyreOffer(db, id));
    },
  );

  app.post(
    '/tyres',
    {
      config: { access: 'tyres' },
      schema: docs({
        tags,
        answer: { 201: DataOf(TyreOfferRecord) },
        summary: 'Add a tyre offer: at least one fuel pump or shop; every pump must exist',
        body: tyreOfferSchema,
      }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      return write(request, { changes: made('tyres') }, async (tx) => ok(await createTyreOffer(tx, input)));
    },
  );

  app.put(
    '/tyres/:id',
    {
      config: { access: 'tyres' },
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(TyreOfferRecord),
        summary: 'Change a tyre offer (every field, as on create)',
        params: idParams,
        body: tyreOfferSchema,
      }),
    },
    (request) =>
      write(request, { version: tyreOfferWrite }, async (tx) => {
        const { id } = request.params;
        const input = request.body;
        return ok(await updateTyreOffer(tx, id, input));
      }),
  );

  app.delete(
    '/tyres/:id',
    {
      config: { access: 'tyres' },
      schema: docs({ tags, answer: DataOf(TyreOfferRecord), summary: 'Delete a tyre offer', params: idParams }),
    },
    async (request) => {
      const { id } = request.params;
      return write(request, { changes: removed('tyres', id) }, async (tx) => ok(await deleteTyreOffer(tx, id)));
    },
  );
}
