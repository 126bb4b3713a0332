import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { USER_TYPE } from '#domain/userTypes';
import type { Db } from '../db/client';
import { bids, refusalReasons, shipments, users } from '../db/schema';

/** The bid of `id` with the company whose shipment it is on, if there is one. */
export async function findBidAndShipper(db: Db, id: number) {
  const [row] = await db
    .select({ bid: bids, companyId: shipments.companyId })
    .from(bids)
    .innerJoin(shipments, eq(shipments.id, bids.shipmentId))
    .where(eq(bids.id, id));
  return row;
}

export async function findBid(db: Db, id: number) {
  return (await db.select().from(bids).where(eq(bids.id, id)))[0];
}

/** The partner's bids with their shipment's code, newest first. */
export const partnerBids = (db: Db, partnerId: number) =>
  db
    .select({ ...getTableColumns(bids), shipmentCode: shipments.code })
    .from(bids)
    .innerJoin(shipments, eq(shipments.id, bids.shipmentId))
    .where(eq(bids.partnerId, partnerId))
    .orderBy(desc(bids.createdAt), desc(bids.id));

/** The partner account of `id`, if it is one. */
export async function findPartner(db: Db, id: number) {
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, USER_TYPE.PARTNER)));
  return partner;
}

/** The reasons offered for refusals, of one kind or all, in id order. */
export const refusalReasonList = (db: Db, kind: number | undefined) =>
  db
    .select()
    .from(refusalReasons)
    .where(kind ? eq(refusalReasons.kind, kind) : undefined)
    .orderBy(asc(refusalReasons.id));
