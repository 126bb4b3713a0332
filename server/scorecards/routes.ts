import { DataOf } from '#domain/records/envelope';
import { PartnerScorecardRecord } from '#domain/records/scorecards';
import { USER_TYPE } from '#domain/userTypes';
import { currentUser, isInternal, requireUserType } from '../auth/guard';
import { docs } from '../http/docs';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import type { Api } from '../http/validate';
import { findPartnerAccount } from './queries';
import { partnerScorecard } from './scorecard';

/**
 * Carrier scorecards (src/domain/scorecards.ts): a partner's record over the last 90 days and all
 * time, every number with its inputs and the booking list filter that lists the bookings behind it.
 * The scores beside bids are the bid lists' own (shipments/relatedRoutes.ts, bids/routes.ts).
 */
export default async function scorecardRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/partners/:id/scorecard',
    {
      config: { access: 'bookings' },
      // Staff read every partner's; a partner its own (another's is not found); the shipper side none.
      preValidation: requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER),
      schema: docs({
        tags: ['scorecards'],
        summary:
          "A partner's scorecard over the last 90 days and all time: trips, on-time pick-up and delivery, proof-of-delivery compliance, backouts, cancellations, verification and a 0-100 score, each with its numbers, the rules used and the booking list's scoreFigure behind it",
        params: idParams,
        answer: DataOf(PartnerScorecardRecord),
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (!isInternal(user) && user.id !== id) throw notFound();
      const partner = await findPartnerAccount(db, id);
      if (!partner) throw notFound();
      return ok(await partnerScorecard(db, partner));
    },
  );
}
