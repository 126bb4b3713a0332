import { asc, eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import { TRIP_STATUS, tripStatusOf, type BookingStatus } from '#domain/bookings';
import type { positionSchema } from '#domain/schemas/bookings';
import type { Db } from '../db/client';
import { bookingPositions, bookings } from '../db/schema';

/** The booking's positions, oldest first. */
export const positionsOfBooking = (db: Db, bookingId: number) =>
  db
    .select()
    .from(bookingPositions)
    .where(eq(bookingPositions.bookingId, bookingId))
    .orderBy(asc(bookingPositions.recordedAt), asc(bookingPositions.id));

/** Records a position of the booking's vehicle: the trip status the booking is at and now, unless the input says otherwise. */
export async function recordPosition(
  db: Db,
  booking: Pick<typeof bookings.$inferSelect, 'id' | 'status'>,
  input: InferType<typeof positionSchema>,
) {
  const [row] = await db
    .insert(bookingPositions)
    .values({
      bookingId: booking.id,
      latitude: input.latitude,
      longitude: input.longitude,
      tripStatus: input.tripStatus ?? tripStatusOf(booking.status as BookingStatus) ?? TRIP_STATUS.CREATED,
      recordedAt: input.recordedAt ?? new Date(),
    })
    .returning();
  return row;
}
