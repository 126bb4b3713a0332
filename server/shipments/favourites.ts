import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shipmentFavourites } from '../db/schema';

/** Marks the shipment a favourite of the user, or unmarks it; marking twice or unmarking a non-favourite changes nothing. */
export async function setShipmentFavourite(db: Db, userId: number, shipmentId: number, favourite: boolean) {
  if (favourite) await db.insert(shipmentFavourites).values({ userId, shipmentId }).onConflictDoNothing();
  else
    await db
      .delete(shipmentFavourites)
      .where(and(eq(shipmentFavourites.userId, userId), eq(shipmentFavourites.shipmentId, shipmentId)));
}
