import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, drivers, vehicles } from '../db/schema';
import { conflict } from '../http/errors';
import { unlessReferenced } from './common';

/**
 * Deletes a driver or vehicle (`record`, of `table`) unless a booking names it by `bookingColumn`: 409
 * with `message` then, also when a booking comes to name it between the check and the delete. Answers
 * the record as it was.
 */
export async function deleteUnlessBooked<Row extends { id: number }>(
  db: Db,
  record: Row,
  table: typeof drivers | typeof vehicles,
  bookingColumn: typeof bookings.driverId | typeof bookings.vehicleId,
  message: string,
) {
  await unlessReferenced(message, () =>
    db.transaction(async (tx) => {
      const [{ used }] = await tx.select({ used: count() }).from(bookings).where(eq(bookingColumn, record.id));
      if (used > 0) throw conflict(message);
      await tx.delete(table).where(eq(table.id, record.id));
    }),
  );
  return record;
}
