import { Type } from '@sinclair/typebox';
import { USER_TYPE } from '#domain/userTypes';
import { bidLimitUpdateSchema, reasonListQuerySchema } from '#domain/schemas/bookings';
import { DataOf } from '#domain/records/envelope';
import { BidLimitRecord, RefusalReason } from '#domain/records/bids';
import { requireUserType } from '../auth/guard';
import { ok } from '../http/envelope';
import { write } from '../http/write';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { idParams } from '../http/params';
import { refusalReasonList } from './queries';
import { bidLimitRows, bidLimitWrite, findBidLimitRow, updateBidLimit } from './limits';

const tags = ['bids'];
const staff = requireUserType(USER_TYPE.INTERNAL);

/** SPEC §7 "Bookings and bids": the bid limits (SPEC §9) and the reasons offered for refusals. */
export default async function bidLimitRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/bid-limit',
    {
      config: { access: 'bidLimits' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(BidLimitRecord)),
        summary: 'The bid-limit rows (SPEC §3 fields)',
      }),
    },
    async () => ok(await bidLimitRows(db)),
  );
  app.get(
    '/bid-limit/:id',
    {
      config: { access: 'bidLimits' },
      schema: docs({ tags, answer: DataOf(BidLimitRecord), summary: 'One bid-limit row', params: idParams }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await findBidLimitRow(db, id));
    },
  );
  app.put(
    '/bid-limit/:id',
    {
      config: { access: 'bidLimits' },
      preValidation: staff,
      schema: docs({
        tags,
        versioned: true,
        answer: DataOf(BidLimitRecord),
        summary: 'Change a bid limit (staff)',
        params: idParams,
        body: bidLimitUpdateSchema,
      }),
    },
    (request) =>
      write(request, { version: bidLimitWrite }, async (tx) => {
        const { id } = request.params;
        const amounts = request.body;
        return ok(await updateBidLimit(tx, id, amounts));
      }),
  );

  app.get(
    '/reason/refusal',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        answer: DataOf(Type.Array(RefusalReason)),
        summary: 'Reasons to pick: kind 1 back out of a bid, 2 reject a bid, 3 cancel a booking',
        querystring: reasonListQuerySchema,
      }),
    },
    async (request) => {
      const { kind } = request.query;
      return ok(await refusalReasonList(db, kind));
    },
  );
}
