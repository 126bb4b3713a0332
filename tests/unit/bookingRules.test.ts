import { describe, expect, it } from 'vitest';
import {
  BID_MOVES,
  BID_STATUS,
  BOOKING_STATUS,
  TRIP_STATUS,
  canMoveBid,
  canMoveBooking,
  nextBookingStatus,
  tripStatusOf,
  type BidStatus,
  type BookingStatus,
} from '#domain/bookings';
import {
  contractAmountRowSchema,
  projectVerticalSchema,
  shipmentDocumentFieldsSchema,
} from '#domain/schemas/shipmentExtras';
import { MESSAGES } from '#domain/messages';

type Schema = { validate: (value: unknown, options: object) => Promise<unknown> };
/** The distinct messages a value gets (none when it is accepted). */
const errorsOf = (schema: Schema, value: unknown) =>
  schema.validate(value, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => [...new Set(error.errors)],
  );

const BIDS = Object.values(BID_STATUS);
/** Our reading of the bid life (written out here, not read from BID_MOVES, so a change to the table shows). */
const LEGAL_BID_MOVES: Record<BidStatus, BidStatus[]> = {
  CREATED: ['ACCEPTED', 'REJECTED', 'BACKOUT'],
  ACCEPTED: ['ACKNOWLEDGED', 'DRIVER_ASSIGNED', 'BACKOUT'],
  ACKNOWLEDGED: ['DRIVER_ASSIGNED', 'BACKOUT'],
  DRIVER_ASSIGNED: ['FULFILLED', 'BACKOUT'],
  BACKOUT: [],
  REJECTED: [],
  FULFILLED: [],
};
const bidPairs = BIDS.flatMap((from) => BIDS.map((to) => [from, to, LEGAL_BID_MOVES[from].includes(to)] as const));

describe('bid moves', () => {
  it('covers the seven SPEC bid statuses', () => {
    expect(BIDS).toEqual([
      'CREATED',
      'ACCEPTED',
      'ACKNOWLEDGED',
      'BACKOUT',
      'DRIVER_ASSIGNED',
      'REJECTED',
      'FULFILLED',
    ]);
    expect(Object.keys(BID_MOVES).sort()).toEqual([...BIDS].sort());
  });

  it('BID_MOVES is exactly the table of legal moves', () => {
    for (const from of BIDS) expect([...BID_MOVES[from]].sort()).toEqual([...LEGAL_BID_MOVES[from]].sort());
  });

  it.each(bidPairs.filter(([, , legal]) => legal))('%s → %s is legal', (from, to) => {
    expect(canMoveBid(from, to)).toBe(true);
  });

  it.each(bidPairs.filter(([, , legal]) => !legal))('%s → %s is refused', (from, to) => {
    expect(canMoveBid(from, to)).toBe(false);
  });

  it('counts 10 legal and 39 refused moves among the 49 pairs', () => {
    expect(bidPairs.filter(([from, to]) => canMoveBid(from, to))).toHaveLength(10);
    expect(bidPairs.filter(([from, to]) => !canMoveBid(from, to))).toHaveLength(39);
  });

  it('backed out, rejected and fulfilled end a bid; nothing stays where it is', () => {
    for (const end of [BID_STATUS.BACKOUT, BID_STATUS.REJECTED, BID_STATUS.FULFILLED])
      for (const to of BIDS) expect(canMoveBid(end, to)).toBe(false);
    for (const status of BIDS) expect(canMoveBid(status, status)).toBe(false);
  });

  it('a status that is not one of ours moves nowhere (data from an older API)', () => {
    expect(canMoveBid('WITHDRAWN' as BidStatus, BID_STATUS.ACCEPTED)).toBe(false);
  });
});

const BOOKINGS: BookingStatus[] = [1, 2, 3, 4, 13];
const LEGAL_BOOKING_MOVES: [BookingStatus, BookingStatus][] = [
  [1, 2],
  [2, 3],
  [3, 4],
  [1, 13],
  [2, 13],
  [3, 13],
];
const isLegalBooking = (from: BookingStatus, to: BookingStatus) =>
  LEGAL_BOOKING_MOVES.some(([f, t]) => f === from && t === to);
const bookingPairs = BOOKINGS.flatMap((from) => BOOKINGS.map((to) => [from, to, isLegalBooking(from, to)] as const));

describe('booking moves', () => {
  it('uses the trip codes 1..4 and 13 for cancel', () => {
    expect(BOOKING_STATUS).toEqual({ CREATED: 1, DISPATCH_STARTED: 2, TRANSIT: 3, DELIVERED: 4, CANCELLED: 13 });
  });

  it.each(bookingPairs)('%i → %i legal: %s', (from, to, legal) => {
    expect(canMoveBooking(from, to)).toBe(legal);
  });

  it('moves one step at a time: no skipping, no going back, no staying', () => {
    expect(canMoveBooking(1, 3)).toBe(false);
    expect(canMoveBooking(1, 4)).toBe(false);
    expect(canMoveBooking(2, 4)).toBe(false);
    expect(canMoveBooking(3, 2)).toBe(false);
    expect(canMoveBooking(2, 1)).toBe(false);
    expect(canMoveBooking(2, 2)).toBe(false);
  });

  it('cancel (13) is allowed before delivery and never after', () => {
    expect(BOOKINGS.filter((from) => canMoveBooking(from, 13))).toEqual([1, 2, 3]);
  });

  it('nothing moves from delivered (4) or cancelled (13)', () => {
    for (const to of BOOKINGS) {
      expect(canMoveBooking(4, to)).toBe(false);
      expect(canMoveBooking(13, to)).toBe(false);
    }
  });

  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, null],
    [13, null],
  ] as const)('nextBookingStatus(%i) = %s', (status, next) => {
    expect(nextBookingStatus(status)).toBe(next);
  });

  it('every next status is a legal move', () => {
    for (const status of BOOKINGS) {
      const next = nextBookingStatus(status);
      if (next !== null) expect(canMoveBooking(status, next)).toBe(true);
    }
  });

  it.each([
    [1, TRIP_STATUS.CREATED],
    [2, TRIP_STATUS.DISPATCH_STARTED],
    [3, TRIP_STATUS.TRANSIT],
    [4, TRIP_STATUS.DELIVERED],
    [13, TRIP_STATUS.CANCELLED],
  ] as const)('tripStatusOf(%i) = %i', (status, trip) => {
    expect(tripStatusOf(status)).toBe(trip);
  });

  it('the cancel code 13 is trip status 5', () => {
    expect(tripStatusOf(BOOKING_STATUS.CANCELLED)).toBe(5);
  });
});

describe('projectVerticalSchema (SPEC verticals 0..24)', () => {
  it.each([0, 1, 12, 24, '7'])('%j is accepted', async (id) => {
    expect(await errorsOf(projectVerticalSchema, { projectVerticalId: id })).toEqual([]);
  });

  it('0 (Long Haul) is kept as 0, not taken for "none"', async () => {
    await expect(projectVerticalSchema.validate({ projectVerticalId: 0 })).resolves.toEqual({ projectVerticalId: 0 });
  });

  it.each([25, -1, 1.5, 100])('%j is refused with the vertical text', async (id) => {
    expect(await errorsOf(projectVerticalSchema, { projectVerticalId: id })).toEqual([MESSAGES.invalidProjectVertical]);
  });

  it.each([{}, { projectVerticalId: '' }, { projectVerticalId: null }])('%j is a required field', async (value) => {
    expect(await errorsOf(projectVerticalSchema, value)).toEqual([MESSAGES.fillRequired]);
  });
});

describe('shipmentDocumentFieldsSchema (which document types a shipment may carry)', () => {
  const fields = (documentTypeId: unknown) => ({ shipmentId: 7, documentTypeId });

  it.each([1, 2, 10, 39, 40, 48, 49, 60])('type %i is accepted', async (id) => {
    expect(await errorsOf(shipmentDocumentFieldsSchema, fields(id))).toEqual([]);
  });

  it.each([41, 42, 43, 44, 45, 46, 47, 61, 1000])(
    'type %i is refused with MESSAGES.invalidDocumentType',
    async (id) => {
      expect(await errorsOf(shipmentDocumentFieldsSchema, fields(id))).toEqual([MESSAGES.invalidDocumentType]);
    },
  );

  it('form fields arrive as text and are cast (multipart upload)', async () => {
    await expect(shipmentDocumentFieldsSchema.validate({ shipmentId: '7', documentTypeId: '48' })).resolves.toEqual({
      shipmentId: 7,
      documentTypeId: 48,
    });
    expect(await errorsOf(shipmentDocumentFieldsSchema, { shipmentId: '7', documentTypeId: '47' })).toEqual([
      MESSAGES.invalidDocumentType,
    ]);
  });

  it('a missing type or shipment is a required field', async () => {
    expect(await errorsOf(shipmentDocumentFieldsSchema, { shipmentId: 7 })).toEqual([MESSAGES.fillRequired]);
    expect(await errorsOf(shipmentDocumentFieldsSchema, { documentTypeId: 40 })).toEqual([MESSAGES.fillRequired]);
    expect(await errorsOf(shipmentDocumentFieldsSchema, { shipmentId: 7, documentTypeId: '' })).toEqual([
      MESSAGES.fillRequired,
    ]);
  });

  it('0 and negative type ids are not ids at all', async () => {
    expect(await errorsOf(shipmentDocumentFieldsSchema, fields(0))).toContain(MESSAGES.mustBePositive);
    expect(await errorsOf(shipmentDocumentFieldsSchema, fields(-40))).toContain(MESSAGES.mustBePositive);
  });
});

describe('contractAmountRowSchema (one row of the contract-amount CSV)', () => {
  const row = (contractAmount: unknown, referenceNumber: unknown = 'SH-000001') => ({
    referenceNumber,
    contractAmount,
  });

  it('an amount of 1 is accepted and cast to a number', async () => {
    await expect(contractAmountRowSchema.validate(row('1'))).resolves.toEqual({
      referenceNumber: 'SH-000001',
      contractAmount: 1,
    });
    expect(await errorsOf(contractAmountRowSchema, row(1))).toEqual([]);
  });

  it('0 is refused as an invalid contract amount', async () => {
    expect(await errorsOf(contractAmountRowSchema, row(0))).toEqual([MESSAGES.invalidContractAmount]);
    expect(await errorsOf(contractAmountRowSchema, row('0'))).toEqual([MESSAGES.invalidContractAmount]);
  });

  it("'abc' is not a number: refused with SPEC's wrong-type text, never yup's echo of the input", async () => {
    const errors = await errorsOf(contractAmountRowSchema, row('abc'));
    expect(errors).toEqual([MESSAGES.fillRequired]);
    expect(errors.join()).not.toContain('abc');
  });

  it.each([-5, 12.5])('%j is refused as an invalid contract amount', async (amount) => {
    expect(await errorsOf(contractAmountRowSchema, row(amount))).toEqual([MESSAGES.invalidContractAmount]);
  });

  it('an empty amount or reference is a required field', async () => {
    expect(await errorsOf(contractAmountRowSchema, row(''))).toEqual([MESSAGES.fillRequired]);
    expect(await errorsOf(contractAmountRowSchema, row(100, ''))).toEqual([MESSAGES.fillRequired]);
    expect(await errorsOf(contractAmountRowSchema, row(100, '   '))).toEqual([MESSAGES.fillRequired]);
  });

  it('the reference is trimmed', async () => {
    await expect(contractAmountRowSchema.validate(row(100, '  SH-000042 '))).resolves.toEqual({
      referenceNumber: 'SH-000042',
      contractAmount: 100,
    });
  });
});
