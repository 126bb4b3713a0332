import { describe, expect, it } from 'vitest';
import { addHours, addMinutes, subHours } from 'date-fns';
import { MESSAGES } from '#domain/messages';
import { PAGE_SIZE } from '#domain/limits';
import { BID_CATEGORY_TYPE, DEFAULT_BID_LIMITS, SHIPMENT_TYPE, type BidLimit } from '#domain/bidding';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { POOL_TYPE, SHIPMENT_STATUS, SHIPMENT_STATUS_ORDER, canChangePool, findBidLimit } from '#domain/shipments';
import { isCancellable, nextShipmentStatus } from '#domain/shipments';
import { flattenCustomLocation } from '#domain/schemas/shipment';
import { bidWindowSchema, cancelShipmentSchema, shipmentListQuerySchema } from '#domain/schemas/shipmentActions';
import { shipmentSchema, shipmentUpdateSchema, type ShipmentValidationContext } from '#domain/schemas/shipment';

const NOW = new Date('2025-06-01T10:00:00Z');
type Schema = { validate: (value: unknown, options: object) => Promise<unknown> };

const errorsOf = async (
  schema: Schema,
  value: unknown,
  context: ShipmentValidationContext = { creating: true, now: NOW },
) =>
  schema.validate(value, { abortEarly: false, context }).then(
    () => [],
    (error: { errors: string[] }) => [...new Set(error.errors)],
  );
const editing = { creating: false, now: NOW };

const validShipment = (now: Date) => ({
  shipmentCategoryTypeId: SHIPMENT_TYPE.SPOT,
  bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
  vehicleTypeId: VEHICLE_TYPE.FLATBED,
  vehicleCount: 2,
  weight: 20,
  loadingTime: addHours(now, 2),
  paymentReceivingTypeId: 1,
  pickupLocations: [{ cityId: 1, address: 'Port Qasim, Karachi', loads: [{ goodsTypeId: 1, weight: 20 }] }],
  dropOffLocations: [{ cityId: 2, address: 'Ravi Road, Lahore' }],
});
/** A patched weight alone is the one load's too (the loads weigh what the shipment weighs). */
const shipment = (patch: Record<string, unknown> = {}) => {
  const base = validShipment(NOW);
  const weight = typeof patch.weight === 'number' ? patch.weight : base.weight;
  return { ...base, pickupLocations: [{ ...base.pickupLocations[0], loads: [{ goodsTypeId: 1, weight }] }], ...patch };
};

describe('shipment: a complete form', () => {
  it('is accepted on create and gets the SPEC §3 defaults', async () => {
    expect(await errorsOf(shipmentSchema, shipment())).toEqual([]);
    const cast = shipmentSchema.cast(shipment({ vehicleCount: undefined }), { context: { creating: true, now: NOW } });
    const flags = {
      acceptAutoBid: false,
      autoNegotiate: false,
      isPodHardCopyReq: false,
      hsCode: false,
      customAddress: false,
    };
    expect(cast).toMatchObject({
      vehicleCount: 1,
      poolType: POOL_TYPE.PUBLIC,
      labourAvailabilityTypeId: 1,
      cityTravelRestrictionTypeId: 1,
      ...flags,
    });
    expect(cast.pickupLocations[0].loads[0].goodsCodeType).toBe(1);
  });
  it.each([[{}], [{ ...shipment(), weight: null, loadingTime: '', vehicleTypeId: undefined, pickupLocations: [] }]])(
    'missing required fields → only the SPEC text (%#)',
    async (value) => {
      expect(await errorsOf(shipmentSchema, value)).toEqual([MESSAGES.fillRequired]);
    },
  );
  it('a location without city or address → the SPEC text', async () => {
    expect(await errorsOf(shipmentSchema, shipment({ dropOffLocations: [{ address: ' ' }] }))).toEqual([
      MESSAGES.fillRequired,
    ]);
  });
  it('an unknown shipment category is refused with its own text', async () => {
    expect(await errorsOf(shipmentSchema, shipment({ shipmentCategoryTypeId: 9 }))).toEqual([
      MESSAGES.invalidShipmentCategory,
    ]);
  });
});

describe('shipment: number ranges (SPEC §5)', () => {
  it.each([
    [0, [MESSAGES.quantityRange]],
    [1, []],
    [10, []],
    [11, [MESSAGES.quantityRange]],
    [1.5, [MESSAGES.wholeNumber]],
  ])('quantity %s', async (quantity, expected) => {
    expect(await errorsOf(shipmentSchema, shipment({ quantity }))).toEqual(expected);
  });
  it.each([
    [0, [MESSAGES.weightRange]],
    [1, []],
    [10000, []],
    [10001, [MESSAGES.weightRange]],
  ])('weight %s', async (weight, expected) => {
    const value = shipment({ weight, pickupLocations: [{ cityId: 1, address: 'A' }] });
    expect(await errorsOf(shipmentSchema, value)).toEqual(expected);
  });
  it.each([
    [0, [MESSAGES.weightRange]],
    [10001, [MESSAGES.weightRange]],
  ])('load weight %s', async (weight, expected) => {
    const value = shipment({ pickupLocations: [{ cityId: 1, address: 'A', loads: [{ goodsTypeId: 1, weight }] }] });
    expect(await errorsOf(shipmentSchema, value)).toEqual(expected);
  });
  it('"a number must be greater than 0"', async () => {
    expect(await errorsOf(shipmentSchema, shipment({ shipperRate: 0, maxWeightPerVehicle: -1 }))).toEqual([
      MESSAGES.mustBePositive,
    ]);
  });
});

describe('shipment: texts (SPEC §5)', () => {
  it.each([
    [999, []],
    [1000, []],
    [1001, [MESSAGES.instructionsMax]],
  ])('instructions of %s characters', async (length, expected) => {
    expect(await errorsOf(shipmentSchema, shipment({ specialInstructions: 'x'.repeat(length) }))).toEqual(expected);
  });
  it.each([
    [298, []],
    [299, []],
    [300, [MESSAGES.addressMax]],
  ])('pick-up and drop-off address of %s characters', async (length, expected) => {
    const address = 'a'.repeat(length);
    expect(await errorsOf(shipmentSchema, shipment({ pickupLocations: [{ cityId: 1, address }] }))).toEqual(expected);
    expect(await errorsOf(shipmentSchema, shipment({ dropOffLocations: [{ cityId: 2, address }] }))).toEqual(expected);
  });
  it('contact numbers follow the local phone rule when given', async () => {
    expect(
      await errorsOf(shipmentSchema, shipment({ consigneeNumber: '03001234567', pointOfContactNumber: '' })),
    ).toEqual([]);
    expect(await errorsOf(shipmentSchema, shipment({ pointOfContactNumber: '0300123' }))).toEqual([
      MESSAGES.invalidPhone,
    ]);
  });
});

describe('shipment: loading and return time (SPEC §5)', () => {
  const at = (loadingTime: Date, context: ShipmentValidationContext) =>
    errorsOf(shipmentSchema, shipment({ loadingTime }), context);
  it('24 h ago − 1 minute is refused, on create and on edit', async () => {
    const loadingTime = addMinutes(subHours(NOW, 24), -1);
    expect(await at(loadingTime, editing)).toEqual([MESSAGES.loadingTimeWindow]);
    expect(await at(loadingTime, { creating: true, now: NOW })).toEqual([MESSAGES.loadingTimeWindow]);
  });
  it('24 h ago + 1 minute is accepted on edit, refused on create (not later than now)', async () => {
    const loadingTime = addMinutes(subHours(NOW, 24), 1);
    expect(await at(loadingTime, editing)).toEqual([]);
    expect(await at(loadingTime, { creating: true, now: NOW })).toEqual([MESSAGES.loadingTimeFuture]);
  });
  it('now is refused on create, now + 1 minute accepted', async () => {
    expect(await at(NOW, { creating: true, now: NOW })).toEqual([MESSAGES.loadingTimeFuture]);
    expect(await at(addMinutes(NOW, 1), { creating: true, now: NOW })).toEqual([]);
  });
  it('an ISO string is read as a date', async () => {
    expect(await at(addMinutes(NOW, 1).toISOString() as unknown as Date, { creating: true, now: NOW })).toEqual([]);
  });
  it('return time equal to loading time is refused, after it accepted', async () => {
    const loadingTime = addHours(NOW, 2);
    const withReturn = (emptyReturnDate: Date) =>
      shipment({ loadingTime, shipmentContainerDto: { emptyReturnDate, noOfContainers: 1 } });
    expect(await errorsOf(shipmentSchema, withReturn(loadingTime))).toEqual([MESSAGES.returnAfterLoading]);
    expect(await errorsOf(shipmentSchema, withReturn(addMinutes(loadingTime, 1)))).toEqual([]);
  });
});

describe('shipment: cross-field rules (SPEC §5)', () => {
  it('the same city for a pick-up and a drop-off is refused', async () => {
    const dropOffLocations = [
      { cityId: 3, address: 'B' },
      { cityId: 1, address: 'C' },
    ];
    expect(await errorsOf(shipmentSchema, shipment({ dropOffLocations }))).toEqual([MESSAGES.sameCities]);
  });
  it.each([
    [undefined, [MESSAGES.fillRequired]],
    [0, [MESSAGES.invalidContractAmount]],
    [1, []],
  ])('contractual with contract amount %s', async (contractAmount, expected) => {
    const value = shipment({ shipmentCategoryTypeId: SHIPMENT_TYPE.CONTRACTUAL, contractAmount });
    expect(await errorsOf(shipmentSchema, value)).toEqual(expected);
  });
  it('a spot shipment needs no contract amount', async () => {
    expect(await errorsOf(shipmentSchema, shipment({ contractAmount: undefined }))).toEqual([]);
  });
  it.each([
    [10, 10, [MESSAGES.minWeightBelowMax]],
    [11, 10, [MESSAGES.minWeightBelowMax]],
    [5, 10, []],
  ])('min weight %s, max weight %s', async (minWeightPerVehicle, maxWeightPerVehicle, expected) => {
    expect(await errorsOf(shipmentSchema, shipment({ minWeightPerVehicle, maxWeightPerVehicle }))).toEqual(expected);
  });
  it.each([
    [{ weight: 21, maxWeightPerVehicle: 10, vehicleCount: 2 }, [MESSAGES.weightAboveVehicleMax]],
    [{ weight: 20, maxWeightPerVehicle: 10, vehicleCount: 2 }, []],
    [{ weight: 20, minWeightPerVehicle: 10.5, vehicleCount: 2 }, [MESSAGES.weightBelowVehicleMin]],
    [{ weight: 20, minWeightPerVehicle: 10, vehicleCount: 2 }, []],
    // Exactly at the limit despite floating point: 0.7 × 3 is 2.0999999999999996, 2.2 × 3 is 6.6000000000000005.
    [{ weight: 2.1, maxWeightPerVehicle: 0.7, vehicleCount: 3 }, []],
    [{ weight: 6.6, minWeightPerVehicle: 2.2, vehicleCount: 3 }, []],
    // Limits that break their own rule are reported once, on their own field.
    [{ weight: 20, minWeightPerVehicle: 11, maxWeightPerVehicle: 10, vehicleCount: 1 }, [MESSAGES.minWeightBelowMax]],
  ])('total weight against the vehicles: %j', async (patch, expected) => {
    expect(await errorsOf(shipmentSchema, shipment(patch))).toEqual(expected);
  });
  it('loads may not weigh more than the shipment', async () => {
    const pickupLocations = [
      { cityId: 1, address: 'A', loads: [{ goodsTypeId: 1, weight: 15 }] },
      { cityId: 4, address: 'B', loads: [{ goodsTypeId: 2, weight: 6 }] },
    ];
    expect(await errorsOf(shipmentSchema, shipment({ pickupLocations }))).toEqual([MESSAGES.loadsExceedWeight]);
  });
  it('nor less: the loads are the whole shipment', async () => {
    const pickupLocations = [
      { cityId: 1, address: 'A', loads: [{ goodsTypeId: 1, weight: 12 }] },
      { cityId: 4, address: 'B', loads: [{ goodsTypeId: 2, weight: 6 }] },
    ];
    expect(await errorsOf(shipmentSchema, shipment({ pickupLocations }))).toEqual([MESSAGES.loadsBelowWeight]);
    pickupLocations[1].loads[0].weight = 8;
    expect(await errorsOf(shipmentSchema, shipment({ pickupLocations }))).toEqual([]);
  });
  it.each([
    [100, 100, [MESSAGES.minRateBelowMax]],
    [101, 100, [MESSAGES.minRateBelowMax]],
    [99, 100, []],
  ])('min shipper rate %s, max %s', async (minShipperRate, maxShipperRate, expected) => {
    expect(await errorsOf(shipmentSchema, shipment({ minShipperRate, maxShipperRate }))).toEqual(expected);
  });
});

describe('custom location (SPEC §3: flattened into address, city, coordinates and zipCode)', () => {
  it('flattenCustomLocation joins address parts and skips empty ones', () => {
    expect(
      flattenCustomLocation({
        address1: 'Plot 4',
        address2: ' ',
        address3: 'SITE',
        cityName: 'Karachi',
        lat: 24.8,
        lng: 67,
        cityId: 1,
        zip: '75700',
      }),
    ).toEqual({
      address: 'Plot 4, SITE',
      cityId: 1,
      cityName: 'Karachi',
      latitude: 24.8,
      longitude: 67,
      zipCode: '75700',
    });
    const none = {
      cityId: undefined,
      cityName: undefined,
      latitude: undefined,
      longitude: undefined,
      zipCode: undefined,
    };
    expect(flattenCustomLocation({ address1: 'Only' })).toEqual({ address: 'Only', ...none });
  });
  it('a location given only as a custom location is valid and flattened by the schema', async () => {
    const dropOffLocations = [
      { customLocation: { address1: 'Gate 2', address2: 'Sundar', cityId: 2, lat: '31.3', lng: 74.2, zip: '' } },
    ];
    const value = shipment({ dropOffLocations });
    expect(await errorsOf(shipmentSchema, value)).toEqual([]);
    const cast = await shipmentSchema.validate(value, { context: { creating: true, now: NOW } });
    expect(cast.dropOffLocations[0]).toMatchObject({
      address: 'Gate 2, Sundar',
      cityId: 2,
      latitude: 31.3,
      longitude: 74.2,
    });
  });
  it('a custom location in a pick-up city is still refused as a drop-off', async () => {
    const dropOffLocations = [{ cityId: 2, address: 'X', customLocation: { address1: 'Gate 2', cityId: 1 } }];
    expect(await errorsOf(shipmentSchema, shipment({ dropOffLocations }))).toEqual([MESSAGES.sameCities]);
  });
});

describe('shipment update', () => {
  it('takes only what is given: no defaults overwrite stored values', async () => {
    expect(await errorsOf(shipmentUpdateSchema, {}, editing)).toEqual([]);
    expect(shipmentUpdateSchema.cast({ specialInstructions: 'Fragile' })).toEqual({ specialInstructions: 'Fragile' });
  });
  it('keeps the create rules', async () => {
    const value = {
      specialInstructions: 'x'.repeat(1001),
      minShipperRate: 5,
      maxShipperRate: 5,
      loadingTime: subHours(NOW, 25),
    };
    expect(await errorsOf(shipmentUpdateSchema, value, editing)).toEqual([
      MESSAGES.loadingTimeWindow,
      MESSAGES.instructionsMax,
      MESSAGES.minRateBelowMax,
    ]);
  });
});

describe('small shipment bodies', () => {
  it('cancel needs a known type and a reason of at most 500 characters', async () => {
    expect(await errorsOf(cancelShipmentSchema, { cancellationType: 1, reason: '  ' })).toEqual([
      MESSAGES.fillRequired,
    ]);
    expect(await errorsOf(cancelShipmentSchema, { cancellationType: 9, reason: 'x' })).toEqual([
      MESSAGES.invalidOption,
    ]);
    expect(await errorsOf(cancelShipmentSchema, { cancellationType: 4, reason: 'x'.repeat(501) })).toEqual([
      MESSAGES.cancelReasonMax,
    ]);
    expect(await errorsOf(cancelShipmentSchema, { cancellationType: 4, reason: 'x'.repeat(500) })).toEqual([]);
  });
  it('a bid window closes in the future', async () => {
    expect(await errorsOf(bidWindowSchema, { open: 'true', closesAt: addMinutes(NOW, 1) })).toEqual([]);
    expect(await errorsOf(bidWindowSchema, { open: true, closesAt: NOW })).toEqual([MESSAGES.bidWindowCloseFuture]);
    expect(await errorsOf(bidWindowSchema, {})).toEqual([MESSAGES.fillRequired]);
  });
});

describe('shipment list query (strings from the query string)', () => {
  it('coerces and fills defaults', () => {
    expect(
      shipmentListQuerySchema.validateSync({
        filterAssignedToMe: 'true',
        filterCreatedByMe: 'false',
        page: '2',
        poolType: '2',
      }),
    ).toEqual({
      filter: 'current',
      filterAssignedToMe: true,
      filterCreatedByMe: false,
      page: 2,
      pageSize: PAGE_SIZE.shipments,
      poolType: 2,
      openBids: false,
      sort: 'loadingTime',
      order: 'DESC',
    });
    const query = shipmentListQuerySchema.validateSync({ order: 'asc', sort: '', referenceNo: ' SH-1 ' });
    expect(query).toMatchObject({ order: 'ASC', sort: 'loadingTime', referenceNo: 'SH-1' });
  });
  it.each([
    [{ sort: 'password' }, [MESSAGES.invalidSort]],
    [{ status: 'LOST' }, [MESSAGES.invalidOption]],
    [{ status: 'DISPATCH_STARTED', openBids: 'true' }, []],
    [{ fromDate: '2025-06-02', toDate: '2025-06-01' }, [MESSAGES.toDateBeforeFromDate]],
    [{ fromDate: '2025-06-01', toDate: '2025-06-01' }, []],
    [{ pageSize: '0' }, [MESSAGES.pageSizeRange]],
    [{ pageSize: '100' }, []],
    [{ pageSize: '101' }, [MESSAGES.pageSizeRange]],
    [{ page: '-1' }, [MESSAGES.notNegative]],
    [{ filter: 'mine' }, [MESSAGES.invalidOption]],
  ])('%j', async (query, expected) => {
    expect(await errorsOf(shipmentListQuerySchema, query)).toEqual(expected);
  });
});

describe('shipment statuses and pools (SPEC §4)', () => {
  it('the next status follows the order, none for the last three', () => {
    const { DISPATCH_STARTED, TRANSIT, DELIVERED } = SHIPMENT_STATUS;
    expect(SHIPMENT_STATUS_ORDER.map(nextShipmentStatus)).toEqual([
      DISPATCH_STARTED,
      TRANSIT,
      DELIVERED,
      null,
      null,
      null,
    ]);
  });
  it('only a created or dispatch-started shipment can be cancelled', () => {
    expect(SHIPMENT_STATUS_ORDER.filter(isCancellable)).toEqual([
      SHIPMENT_STATUS.CREATED,
      SHIPMENT_STATUS.DISPATCH_STARTED,
    ]);
  });
  const { PUBLIC, PRIVATE } = POOL_TYPE;
  it.each([
    [PUBLIC, PRIVATE, false],
    [PRIVATE, PUBLIC, true],
    [PUBLIC, PUBLIC, true],
    [PRIVATE, PRIVATE, true],
  ] as const)('pool %s → %s allowed: %s (public → private is refused)', (from, to, allowed) =>
    expect(canChangePool(from, to)).toBe(allowed),
  );
});

describe('findBidLimit', () => {
  const key = (shipmentCategoryTypeId: number, bidCategoryTypeId: number, vehicleTypeId: number) => ({
    shipmentCategoryTypeId,
    bidCategoryTypeId,
    vehicleTypeId,
  });
  it('a generic row (no vehicle) matches any vehicle', () => {
    const row = findBidLimit(
      DEFAULT_BID_LIMITS,
      key(SHIPMENT_TYPE.CONTRACTUAL, BID_CATEGORY_TYPE.PER_TONNE, VEHICLE_TYPE.REEFER),
    );
    expect(row).toMatchObject({ vehicleTypeId: null, minAmount: 1000, maxAmount: 8000 });
  });
  it('a specific row matches its vehicle only', () => {
    const spot = (vehicle: number) =>
      findBidLimit(DEFAULT_BID_LIMITS, key(SHIPMENT_TYPE.SPOT, BID_CATEGORY_TYPE.PER_VEHICLE, vehicle));
    expect(spot(VEHICLE_TYPE.SUZUKI)).toMatchObject({
      vehicleTypeId: VEHICLE_TYPE.SUZUKI,
      minAmount: 1000,
      maxAmount: 8000,
    });
    expect(spot(VEHICLE_TYPE.FLATBED)).toMatchObject({ minAmount: 30000, maxAmount: 450000 });
    expect(spot(99)).toBeUndefined();
  });
  it.each(Object.entries(SHIPMENT_TYPE))('every kind has its limits (issue 37 #6): %s', (_kind, kind) => {
    for (const vehicle of Object.values(VEHICLE_TYPE)) {
      expect(
        findBidLimit(DEFAULT_BID_LIMITS, key(kind, BID_CATEGORY_TYPE.PER_VEHICLE, vehicle)),
        `${vehicle}`,
      ).toBeDefined();
      expect(findBidLimit(DEFAULT_BID_LIMITS, key(kind, BID_CATEGORY_TYPE.PER_TONNE, vehicle))).toMatchObject({
        minAmount: 1000,
        maxAmount: 8000,
      });
    }
  });
  it('a specific row wins over a generic one whatever their order', () => {
    const generic: BidLimit = {
      shipmentCategoryTypeId: 1,
      bidCategoryTypeId: 2,
      vehicleTypeId: null,
      minAmount: 1,
      maxAmount: 2,
    };
    const mazda: BidLimit = { ...generic, vehicleTypeId: VEHICLE_TYPE.MAZDA, minAmount: 3, maxAmount: 4 };
    expect(findBidLimit([generic, mazda], key(1, 2, VEHICLE_TYPE.MAZDA))).toBe(mazda);
    expect(findBidLimit([generic, mazda], key(1, 2, VEHICLE_TYPE.SUZUKI))).toBe(generic);
  });
});
