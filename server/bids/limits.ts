import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bidLimits, vehicleTypes } from '../db/schema';
import { notFound } from '../http/errors';
import { SHIPMENT_TYPE } from '#domain/bidding';

const SHIPMENT_TYPE_NAME = Object.fromEntries(Object.entries(SHIPMENT_TYPE).map(([name, id]) => [id, name])) as Record<
  number,
  keyof typeof SHIPMENT_TYPE
>;
import type { VersionedWrite } from '../http/versioned';

/** A route that changes a bid limit: the version it was based on is checked by write() (server/http/write.ts). */
export const bidLimitWrite: VersionedWrite = { table: bidLimits, resource: 'bid-limits' };

/** SPEC §3 bid-limit rows, with its field names (vehcileType spelt so). */
export const bidLimitRows = (db: Db) =>
  db
    .select({
      id: bidLimits.id,
      shipmentCategoryTypeId: bidLimits.shipmentCategoryTypeId,
      bidCategoryTypeId: bidLimits.bidCategoryTypeId,
      vehicleTypeId: bidLimits.vehicleTypeId,
      vehicleTypeName: vehicleTypes.name,
      minAmount: bidLimits.minAmount,
      maxAmount: bidLimits.maxAmount,
      version: bidLimits.version,
    })
    .from(bidLimits)
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, bidLimits.vehicleTypeId))
    .orderBy(asc(bidLimits.id))
    .then((rows) =>
      rows.map(({ vehicleTypeName, ...row }) => ({
        ...row,
        shipmentType: SHIPMENT_TYPE_NAME[row.shipmentCategoryTypeId] ?? 'SPOT',
        bidCategoryType: row.bidCategoryTypeId === 2 ? 'PER_TONNE' : 'PER_VEHICLE',
        vehcileType: vehicleTypeName ?? 'ANY',
      })),
    );

/** One bid-limit row as listed, or a 404. */
export async function findBidLimitRow(db: Db, id: number) {
  const row = (await bidLimitRows(db)).find((r) => r.id === id);
  if (!row) throw notFound();
  return row;
}

/** Sets a limit's amounts (404 when there is no such limit); answers its row as listed. */
export async function updateBidLimit(
  db: Db,
  id: number,
  { minAmount, maxAmount }: { minAmount: number; maxAmount: number },
) {
  const [row] = await db
    .update(bidLimits)
    .set({ minAmount, maxAmount })
    .where(eq(bidLimits.id, id))
    .returning({ id: bidLimits.id });
  if (!row) throw notFound();
  return (await bidLimitRows(db)).find((r) => r.id === id);
}
