import { isNull } from 'drizzle-orm';
import type { Db } from './client';
import { shipmentLocations, shipments } from './schema';
import { demoShipment } from './seed-data/shipments';
import { SHIPMENT_STATUS_ORDER } from '#domain/shipments';
import { referenceCodeSql } from './referenceCodeSql';

const BATCH = 500;

/**
 * Inserts `count` generated shipments for the given companies (in turns of one per status), in batches, with
 * their locations; codes come from the ids. Used by the demo seed and by `npm run seed -- --shipments N`.
 */
export async function seedShipments(
  db: Db,
  count: number,
  owners: { companyId: number; createdBy: number }[],
  offset = 0,
) {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const index = offset + start + i;
      // Each company in turn gets a run of one shipment per status, so every company has every status.
      const owner = owners[Math.floor(index / SHIPMENT_STATUS_ORDER.length) % owners.length];
      return demoShipment(index, owner.companyId, owner.createdBy, now);
    });
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(shipments)
        .values(batch.map((b) => b.shipment))
        .returning({ id: shipments.id });
      await tx
        .insert(shipmentLocations)
        .values(ids.flatMap(({ id }, i) => batch[i].locations.map((l) => ({ ...l, shipmentId: id }))));
      await tx
        .update(shipments)
        .set({ code: referenceCodeSql('shipment', shipments.id) })
        .where(isNull(shipments.code));
    });
  }
}
