import { describe, expect, it } from 'vitest';
import {
  expandedTripStatuses,
  limitByEntry,
  offeredPaymentTypes,
  offeredShipmentTypes,
  shipperRateShown,
  vehicleTypeLabel,
} from '#domain/configEntries';
import { tripStatusText } from '#domain/bookings';
import { toShipmentBody, wizardDefaults } from '../../../src/custom/shipmentWizard/wizardDefaults';
import { shipmentSchema, type ShipmentInput } from '#domain/schemas/shipment';
import { GOODS_CODE_TYPE } from '#domain/shipments';

const on = (values: string[]) => ({ values, enabled: 'enabled' });
const off = (values: string[]) => ({ values, enabled: 'disabled' });
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('what each SPEC §3 config entry changes', () => {
  it('SHIPMENT_TYPES gives the shipment types, less Contractual for a project that does not allow it', () => {
    expect(names(offeredShipmentTypes(null, true))).toEqual(['Spot', 'Contractual']);
    expect(names(offeredShipmentTypes(null, false))).toEqual(['Spot']);
    expect(names(offeredShipmentTypes(on(['spot', 'WhatsApp']), true))).toEqual(['Spot', 'WhatsApp']);
    expect(names(offeredShipmentTypes(on(['Contractual']), false))).toEqual([]);
    expect(names(offeredShipmentTypes(off(['WhatsApp']), true))).toEqual(['Spot', 'Contractual']);
  });

  it('PAYMENT_TYPES gives the payment types; Advance only once listed', () => {
    expect(names(offeredPaymentTypes(null))).toEqual(['Paid', 'To Pay']);
    expect(names(offeredPaymentTypes(on(['Paid', 'To Pay', 'Advance'])))).toEqual(['Paid', 'To Pay', 'Advance']);
    expect(names(offeredPaymentTypes(on(['3'])))).toEqual(['Advance']);
    // A list naming nothing known limits nothing: an empty picker would block every shipment.
    expect(names(offeredPaymentTypes(on(['Cheque'])))).toEqual(['Paid', 'To Pay', 'Advance']);
  });

  it('a list entry limits by id or name; off or missing limits nothing', () => {
    const items = [
      { id: 1, name: 'Bill-T (builty)' },
      { id: 2, name: 'Proof of delivery' },
    ];
    expect(limitByEntry(items, on(['proof of delivery']))).toEqual([items[1]]);
    expect(limitByEntry(items, on(['1']))).toEqual([items[0]]);
    expect(limitByEntry(items, off(['1']))).toEqual(items);
    expect(limitByEntry(items, undefined)).toEqual(items);
  });

  it('SHIPPER_RATE, VEHICLE_TYPE_TERMINOLOGY and EXPANDED_TRIP_STATUSES', () => {
    expect(shipperRateShown(null)).toBe(true);
    expect(shipperRateShown(off([]))).toBe(false);
    expect(vehicleTypeLabel(on(['Truck Type']))).toBe('Truck Type');
    expect(vehicleTypeLabel(on(['  ']))).toBe('Vehicle Type');
    expect(vehicleTypeLabel(off(['Truck Type']))).toBe('Vehicle Type');
    expect(expandedTripStatuses(null)).toBe(false);
    expect(expandedTripStatuses(on([]))).toBe(true);
  });
});

describe('EXPANDED_TRIP_STATUSES', () => {
  it('off: the five numbered statuses; on: whether a driver is assigned, and when a trip on the road was last seen', () => {
    expect(tripStatusText({ tripStatus: 3 }, false)).toBe('In transit');
    expect(tripStatusText({ tripStatus: 1, driverId: null }, true)).toBe('Waiting for a driver');
    expect(tripStatusText({ tripStatus: 1, driverId: 4 }, true)).toBe('Driver assigned, waiting for dispatch');
    expect(tripStatusText({ tripStatus: 3, lastSeenAt: 'noon' }, true, (at) => `at ${at}`)).toBe(
      'In transit, last seen at noon',
    );
    expect(tripStatusText({ tripStatus: 4 }, true)).toBe('Delivered');
  });
});

describe('what the wizard sends', () => {
  const cast = (values: ReturnType<typeof wizardDefaults>) =>
    shipmentSchema.cast(values, { assert: false }) as ShipmentInput;

  it('drops the picked city objects, the group and the container switch; the container only while switched on', () => {
    const values = wizardDefaults();
    values.groupId = 7;
    values.projectId = 42;
    values.pickupLocations[0].city = {
      id: 1,
      name: 'Karachi',
      stateId: 2,
      countryId: 1,
      countryName: 'Pakistan',
      latitude: 1,
      longitude: 2,
    };
    values.shipmentContainerDto.blNumber = 'BL-1';
    const off = toShipmentBody(cast(values), values);
    expect(off).not.toHaveProperty('groupId');
    expect(off).not.toHaveProperty('hasContainer');
    expect(off.pickupLocations[0]).not.toHaveProperty('city');
    expect(off.shipmentContainerDto).toBeUndefined();
    expect(off.projectId).toBe(42);
    values.hasContainer = true;
    expect(toShipmentBody(cast(values), values).shipmentContainerDto).toMatchObject({ blNumber: 'BL-1' });
  });

  it('sets the hsCode flag when any load has an HS code', () => {
    const values = wizardDefaults();
    expect(toShipmentBody(cast(values), values).hsCode).toBe(false);
    values.pickupLocations.push({
      ...values.pickupLocations[0],
      loads: [{ goodsTypeId: 2, goodsTypeDescription: '', weight: '3', goodsCodeType: GOODS_CODE_TYPE.HS_CODE }],
    });
    expect(toShipmentBody(cast(values), values).hsCode).toBe(true);
  });
});
