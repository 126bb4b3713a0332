import type { FastifyRequest } from 'fastify';
import { USER_TYPE } from '#domain/userTypes';
import { assertCompanyAccess, currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { type IdRequest } from '../http/params';
import { forAudience, moneyAudienceOf } from '../money/visibility';
import { findBid, findBidAndShipper } from './queries';

/** The bid of `:id`: its partner, staff, and the shipper whose shipment it is may see it; others get 404. */
export async function visibleBid(db: Db, request: IdRequest) {
  const row = await findBidAndShipper(db, request.params.id);
  if (!row) throw notFound();
  const user = currentUser(request);
  if (user.userType === USER_TYPE.PARTNER) {
    if (row.bid.partnerId !== user.id) throw notFound();
  } else assertCompanyAccess(user, row.companyId);
  return row.bid;
}

/** A bid as the caller may see it: the shipper side never sees what a carrier asked. */
export const bidAsSeen = async (db: Db, request: FastifyRequest, id: number) =>
  forAudience(await findBid(db, id), moneyAudienceOf(currentUser(request)));
