import { SHIPMENT_STATUS, isCancellable, type ShipmentStatus } from './shipments';
import { DEFAULT_BOOKING_DOCUMENT_IDS, DOCUMENT_TYPE } from './documentTypes';
import { MESSAGES } from './messages';
/** SPEC §4 bid statuses. */
export const BID_STATUS = {
  CREATED: 'CREATED',
  ACCEPTED: 'ACCEPTED',
  ACKNOWLEDGED: 'ACKNOWLEDGED',
  BACKOUT: 'BACKOUT',
  DRIVER_ASSIGNED: 'DRIVER_ASSIGNED',
  REJECTED: 'REJECTED',
  FULFILLED: 'FULFILLED',
} as const;
export type BidStatus = (typeof BID_STATUS)[keyof typeof BID_STATUS];

export const BID_STATUS_LABELS: Record<BidStatus, string> = {
  CREATED: 'Created',
  ACCEPTED: 'Accepted',
  ACKNOWLEDGED: 'Acknowledged',
  BACKOUT: 'Backed out',
  DRIVER_ASSIGNED: 'Driver assigned',
  REJECTED: 'Rejected',
  FULFILLED: 'Fulfilled',
};

/**
 * The legal bid moves (SPEC lists the statuses, not the moves; this is our reading): a new bid is
 * accepted or rejected, or the partner backs out; an accepted bid is acknowledged by the partner and
 * gets a driver; it is fulfilled when its booking is delivered. Backed out, rejected and fulfilled end it.
 */
export const BID_MOVES: Record<BidStatus, readonly BidStatus[]> = {
  CREATED: [BID_STATUS.ACCEPTED, BID_STATUS.REJECTED, BID_STATUS.BACKOUT],
  ACCEPTED: [BID_STATUS.ACKNOWLEDGED, BID_STATUS.DRIVER_ASSIGNED, BID_STATUS.BACKOUT],
  ACKNOWLEDGED: [BID_STATUS.DRIVER_ASSIGNED, BID_STATUS.BACKOUT],
  DRIVER_ASSIGNED: [BID_STATUS.FULFILLED, BID_STATUS.BACKOUT],
  BACKOUT: [],
  REJECTED: [],
  FULFILLED: [],
};
export const canMoveBid = (from: BidStatus, to: BidStatus) => BID_MOVES[from]?.includes(to) ?? false;

/** Why a bid cannot be accepted now, as the API refuses it; null when it can. */
export type BidAcceptRefusal =
  | { message: typeof MESSAGES.illegalBidMove | typeof MESSAGES.shipmentNotEditable }
  | { message: typeof MESSAGES.noVehiclesLeft; remainingVehicles: number };

/**
 * The one rule for accepting a bid, read by the API's accept and by every screen that offers Accept:
 * the bid is still open, its shipment still takes bookings, and it needs as many vehicles as the bid brings.
 */
export function bidAcceptRefusal(
  bid: { status: string; vehicleCount: number },
  shipment: { status: string; remainingVehicles: number },
): BidAcceptRefusal | null {
  if (!canMoveBid(bid.status as BidStatus, BID_STATUS.ACCEPTED)) return { message: MESSAGES.illegalBidMove };
  if (!isCancellable(shipment.status as ShipmentStatus)) return { message: MESSAGES.shipmentNotEditable };
  if (bid.vehicleCount > shipment.remainingVehicles)
    return { message: MESSAGES.noVehiclesLeft, remainingVehicles: shipment.remainingVehicles };
  return null;
}

/** SPEC §4 cancel reasons: the kinds of reason/refusal lists. */
export const REASON_KIND = { BACKOUT_BID: 1, REJECT_BID: 2, CANCEL_BOOKING: 3 } as const;
export type ReasonKind = (typeof REASON_KIND)[keyof typeof REASON_KIND];

/**
 * Booking status codes, posted per target code (SPEC §4: cancel is 13, the others are not shown).
 * Ours follow the trip: 1 created, 2 dispatch started, 3 transit, 4 delivered, 13 cancelled.
 */
export const BOOKING_STATUS = { CREATED: 1, DISPATCH_STARTED: 2, TRANSIT: 3, DELIVERED: 4, CANCELLED: 13 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  1: 'Created',
  2: 'Dispatch started',
  3: 'In transit',
  4: 'Delivered',
  13: 'Cancelled',
};

/** SPEC §4 trip numeric statuses. */
export const TRIP_STATUS = { CREATED: 1, DISPATCH_STARTED: 2, TRANSIT: 3, DELIVERED: 4, CANCELLED: 5 } as const;
export type TripStatus = (typeof TRIP_STATUS)[keyof typeof TRIP_STATUS];
export const TRIP_STATUS_LABELS: Record<TripStatus, string> = {
  1: 'Created',
  2: 'Dispatch started',
  3: 'In transit',
  4: 'Delivered',
  5: 'Cancelled',
};

/** The trip status a booking's status stands for (cancel code 13 is trip status 5). */
export const tripStatusOf = (status: BookingStatus): TripStatus =>
  status === BOOKING_STATUS.CANCELLED ? TRIP_STATUS.CANCELLED : (status as TripStatus);

/** The booking moves: one step along the trip, or cancel (13) before delivery. */
export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  if (from === BOOKING_STATUS.DELIVERED || from === BOOKING_STATUS.CANCELLED) return false;
  if (to === BOOKING_STATUS.CANCELLED) return true;
  return to === from + 1;
}
export const nextBookingStatus = (status: BookingStatus): BookingStatus | null =>
  status < BOOKING_STATUS.DELIVERED ? ((status + 1) as BookingStatus) : null;

/** Bookings still carrying goods or about to: they hold a vehicle of the shipment. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.CREATED,
  BOOKING_STATUS.DISPATCH_STARTED,
  BOOKING_STATUS.TRANSIT,
  BOOKING_STATUS.DELIVERED,
];

/**
 * The agreed amount of one vehicle's booking: a per-vehicle bid as it is, a per-tonne bid times that
 * vehicle's share of the shipment's weight (SPEC §3 rate basis 1 per vehicle, 2 per tonne).
 */
export function bookingAmount(
  shipment: { bidCategoryTypeId: number; weight: number; vehicleCount: number },
  bidAmount: number,
) {
  if (shipment.bidCategoryTypeId !== 2) return bidAmount;
  return Math.round(bidAmount * (shipment.weight / Math.max(1, shipment.vehicleCount)));
}

/** Trips on the road: their driver and vehicle are taken until the trip is delivered or cancelled. */
export const ON_THE_ROAD_STATUSES: readonly BookingStatus[] = [BOOKING_STATUS.DISPATCH_STARTED, BOOKING_STATUS.TRANSIT];
/** How long a trip holds its driver and vehicle from its loading time (and, once under way, from now at least). */
export const TRIP_HOLD_HOURS = 24;
const HOUR_MS = 3_600_000;

/**
 * Whether a trip on the road (loading at `onRoad`) and a booking loading at `planned` would need the
 * same driver or vehicle at once: each holds them TRIP_HOLD_HOURS from its loading, and the trip under
 * way at least until TRIP_HOLD_HOURS from `now`, since it has not arrived yet.
 */
export function tripsOverlap(onRoad: Date, planned: Date, now: Date = new Date()) {
  const busyUntil = Math.max(onRoad.getTime(), now.getTime()) + TRIP_HOLD_HOURS * HOUR_MS;
  return planned.getTime() < busyUntil && planned.getTime() + TRIP_HOLD_HOURS * HOUR_MS > onRoad.getTime();
}

/** The share of a booking paid in advance (the rest on delivery); SPEC leaves it to us. */
export const ADVANCE_SHARE = 0.7;

/** SPEC §4 shipment verification status (SPEC names the call; the values are ours). */
export const SHIPMENT_VERIFICATION_STATUS = { PENDING: 1, VERIFIED: 2, REJECTED: 3 } as const;
export type VerificationStatusId = (typeof SHIPMENT_VERIFICATION_STATUS)[keyof typeof SHIPMENT_VERIFICATION_STATUS];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatusId, string> = {
  1: 'Pending',
  2: 'Verified',
  3: 'Rejected',
};

const FOLLOWED: readonly ShipmentStatus[] = [
  SHIPMENT_STATUS.CREATED,
  SHIPMENT_STATUS.DISPATCH_STARTED,
  SHIPMENT_STATUS.TRANSIT,
  SHIPMENT_STATUS.DELIVERED,
];
const SHIPMENT_STATUS_OF_BOOKING: Partial<Record<BookingStatus, ShipmentStatus>> = {
  [BOOKING_STATUS.CREATED]: SHIPMENT_STATUS.CREATED,
  [BOOKING_STATUS.DISPATCH_STARTED]: SHIPMENT_STATUS.DISPATCH_STARTED,
  [BOOKING_STATUS.TRANSIT]: SHIPMENT_STATUS.TRANSIT,
  [BOOKING_STATUS.DELIVERED]: SHIPMENT_STATUS.DELIVERED,
};

/**
 * A shipment's status follows its bookings, forward only along SPEC §4's order (our reading): once
 * every vehicle is booked it is as far as its least advanced booking; before that, dispatch has
 * started as soon as one booking has. Cancelled and partially fulfilled shipments stay as they are.
 */
export function shipmentStatusFromBookings(
  current: ShipmentStatus,
  vehicleCount: number,
  statuses: readonly BookingStatus[],
): ShipmentStatus {
  const at = FOLLOWED.indexOf(current);
  const active = statuses
    .map((status) => SHIPMENT_STATUS_OF_BOOKING[status])
    .filter((status): status is ShipmentStatus => status !== undefined);
  if (at < 0 || !active.length) return current;
  const steps = active.map((status) => FOLLOWED.indexOf(status));
  const target =
    active.length >= vehicleCount
      ? Math.min(...steps)
      : Math.min(Math.max(...steps), FOLLOWED.indexOf(SHIPMENT_STATUS.DISPATCH_STARTED));
  return FOLLOWED[Math.max(at, target)];
}

/**
 * With TRIP_AND_DOCUMENT_VERIFICATIONS on, the documents a booking must carry before it moves on (our
 * reading): the builty before dispatch; the builty, proof of delivery and weighbridge slip before delivery;
 * each uploaded and approved by staff.
 */
export const TRIP_DOCUMENTS_BEFORE: Partial<
  Record<BookingStatus, { typeIds: readonly number[]; message: string; unverified: string }>
> = {
  [BOOKING_STATUS.DISPATCH_STARTED]: {
    typeIds: [DOCUMENT_TYPE.BUILTY],
    message: MESSAGES.builtyBeforeDispatch,
    unverified: MESSAGES.builtyUnverifiedBeforeDispatch,
  },
  [BOOKING_STATUS.DELIVERED]: {
    typeIds: DEFAULT_BOOKING_DOCUMENT_IDS,
    message: MESSAGES.tripDocumentsBeforeDelivery,
    unverified: MESSAGES.tripDocumentsUnverifiedBeforeDelivery,
  },
};

/**
 * A trip's status in words. Off (default), SPEC §4's five statuses by name (never the raw code); with
 * EXPANDED_TRIP_STATUSES on, the detailed ones (ours): a created trip says whether its driver is
 * assigned, a trip on the road since when it was last seen.
 */
export function tripStatusText(
  trip: { tripStatus: number; driverId?: number | null; lastSeenAt?: string | null },
  expanded: boolean,
  formatTime: (at: string) => string = (at) => at,
  say: SayText = inEnglish,
): string {
  const label = say(
    `enums.tripStatus.${trip.tripStatus}`,
    TRIP_STATUS_LABELS[trip.tripStatus as TripStatus] ?? 'Unknown',
  );
  if (!expanded) return label;
  if (trip.tripStatus === TRIP_STATUS.CREATED && trip.driverId !== undefined)
    return trip.driverId
      ? say('app.bookings.trip.driverAssigned', TRIP_STATUS_TEXTS.driverAssigned)
      : say('app.bookings.trip.waitingForDriver', TRIP_STATUS_TEXTS.waitingForDriver);
  if ((trip.tripStatus === TRIP_STATUS.DISPATCH_STARTED || trip.tripStatus === TRIP_STATUS.TRANSIT) && trip.lastSeenAt)
    return say('app.bookings.trip.lastSeen', TRIP_STATUS_TEXTS.lastSeen, {
      status: label,
      at: formatTime(trip.lastSeenAt),
    });
  return label;
}

/** The expanded trip statuses' own words (the portal's messages translate them; English is this). */
export const TRIP_STATUS_TEXTS = {
  driverAssigned: 'Driver assigned, waiting for dispatch',
  waitingForDriver: 'Waiting for a driver',
  lastSeen: '%{status}, last seen %{at}',
} as const;

/** Says a message key's text: the portal passes its translate; alone, the English given, with its %{params} filled. */
export type SayText = (key: string, english: string, params?: Record<string, string>) => string;
const inEnglish: SayText = (_key, english, params) =>
  english.replace(/%\{(\w+)\}/g, (_, name: string) => params?.[name] ?? '');
