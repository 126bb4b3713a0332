import type { BookingRecord } from '#domain/records/bookings';

/** How a booking reads in a bulk action's result. */
export const bookingCode = (booking: BookingRecord) => booking.code ?? `#${booking.id}`;
