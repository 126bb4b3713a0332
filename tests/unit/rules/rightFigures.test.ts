import { describe, expect, it } from 'vitest';
import { BID_STATUS, bidAcceptRefusal } from '#domain/bookings';
import { BID_CATEGORY_TYPE, contractAmountBelowRate, marginOf, shipperAmountOf } from '#domain/bidding';
import { marginSchema } from '#domain/schemas/shipmentActions';
import { MESSAGES } from '#domain/messages';
import { SHIPMENT_STATUS } from '#domain/shipments';
import { portalSignInOf, USER_TYPE } from '#domain/userTypes';

describe('what the shipper pays and the margin (issue 38 #5)', () => {
  const perVehicle = {
    shipperRate: 101_000,
    bidCategoryTypeId: BID_CATEGORY_TYPE.PER_VEHICLE,
    weight: 20,
    vehicleCount: 2,
  };
  const perTonne = { ...perVehicle, shipperRate: 5000, bidCategoryTypeId: BID_CATEGORY_TYPE.PER_TONNE };

  it('the contract amount, when set, is what the shipper pays instead of the shipper rate', () => {
    expect(shipperAmountOf(perVehicle)).toBe(101_000);
    expect(shipperAmountOf({ ...perVehicle, contractAmount: null })).toBe(101_000);
    expect(shipperAmountOf({ ...perVehicle, contractAmount: 110_000 })).toBe(110_000);
    // Per tonne: the rate times the 10 t each of the two vehicles carries.
    expect(shipperAmountOf(perTonne)).toBe(50_000);
    expect(shipperAmountOf({ ...perTonne, contractAmount: 5500 })).toBe(55_000);
    expect(shipperAmountOf({ ...perVehicle, shipperRate: null })).toBeNull();
  });

  it('the margin is what the shipper pays less the carrier amount; none without a price', () => {
    expect(marginOf(shipperAmountOf({ ...perVehicle, contractAmount: 110_000 }), 95_000)).toBe(15_000);
    expect(marginOf(100_000, 120_000)).toBe(-20_000);
    expect(marginOf(null, 95_000)).toBeNull();
  });

  it('a contract amount below the shipper rate is refused, by the rule and by the dialog’s schema', async () => {
    expect(contractAmountBelowRate(90_000, 101_000)).toBe(true);
    expect(contractAmountBelowRate(101_000, 101_000)).toBe(false);
    expect(contractAmountBelowRate(90_000, null)).toBe(false);
    await expect(
      marginSchema.validate({ contractAmount: 90_000 }, { context: { shipperRate: 101_000 } }),
    ).rejects.toThrow(MESSAGES.contractBelowShipperRate);
    await expect(
      marginSchema.validate({ contractAmount: 101_000 }, { context: { shipperRate: 101_000 } }),
    ).resolves.toEqual({
      contractAmount: 101_000,
    });
  });
});

describe('bidAcceptRefusal: what every screen offers and the API takes (issue 38 #8)', () => {
  const open = { status: BID_STATUS.CREATED, vehicleCount: 1 };
  const arranging = { status: SHIPMENT_STATUS.CREATED, remainingVehicles: 1 };

  it('an open bid on a shipment that still needs its vehicles can be accepted', () => {
    expect(bidAcceptRefusal(open, arranging)).toBeNull();
    expect(bidAcceptRefusal(open, { ...arranging, status: SHIPMENT_STATUS.DISPATCH_STARTED })).toBeNull();
  });

  it('a shipment that needs no more vehicles, or fewer than the bid brings, is refused with the count', () => {
    expect(bidAcceptRefusal(open, { ...arranging, remainingVehicles: 0 })).toEqual({
      message: MESSAGES.noVehiclesLeft,
      remainingVehicles: 0,
    });
    expect(bidAcceptRefusal({ ...open, vehicleCount: 3 }, { ...arranging, remainingVehicles: 2 })).toEqual({
      message: MESSAGES.noVehiclesLeft,
      remainingVehicles: 2,
    });
  });

  it('a bid no longer open, or a shipment past dispatch, is refused first', () => {
    expect(bidAcceptRefusal({ ...open, status: BID_STATUS.REJECTED }, arranging)).toEqual({
      message: MESSAGES.illegalBidMove,
    });
    expect(bidAcceptRefusal(open, { ...arranging, status: SHIPMENT_STATUS.TRANSIT })).toEqual({
      message: MESSAGES.shipmentNotEditable,
    });
  });
});

describe('portalSignInOf: which sign-in an account uses (issue 38 #6)', () => {
  it('staff the internal one, shippers and brokers the shipper one, carriers none', () => {
    expect(portalSignInOf(USER_TYPE.INTERNAL)).toBe('internal');
    expect(portalSignInOf(USER_TYPE.SHIPPER)).toBe('shipper');
    expect(portalSignInOf(USER_TYPE.DEMAND_ADDA)).toBe('shipper');
    expect(portalSignInOf(USER_TYPE.PARTNER)).toBeNull();
    expect(portalSignInOf(USER_TYPE.DRIVER)).toBeNull();
    expect(portalSignInOf(undefined)).toBeNull();
  });
});
