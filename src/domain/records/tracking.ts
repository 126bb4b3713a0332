import { Type, type Static } from '@sinclair/typebox';
import { TRIP_STATUS } from '../bookings';
import { DateTime, Id, OneOf } from './common';

const TripStatus = OneOf(Object.values(TRIP_STATUS));

/** POST /digitize/v1 (201) and each of GET /tracking/bookingLocation/:bookingId's positions: where a booking's vehicle was, when. */
export const BookingPosition = Type.Object({
  id: Id,
  bookingId: Id,
  latitude: Type.Number(),
  longitude: Type.Number(),
  tripStatus: TripStatus,
  recordedAt: DateTime,
});
export type BookingPosition = Static<typeof BookingPosition>;

/** GET /tracking/bookingLocation/:bookingId: the booking's trip status and its positions, oldest first. */
export const BookingTrip = Type.Object({
  bookingId: Id,
  tripStatus: TripStatus,
  positions: Type.Array(BookingPosition),
});
export type BookingTrip = Static<typeof BookingTrip>;
