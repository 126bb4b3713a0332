import { inArray, or, sql } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { PAYMENT_TYPE } from '#domain/shipments';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import type { ImportColumnKey } from '#domain/shipmentImport';
import type { ImportRowError } from '#domain/records/shipmentImport';
import type { Db } from '../db/client';
import { cities, goodsTypes } from '../db/schema';
import { choiceOf, numberOf, phoneOf, textOf, type ImportRow } from './importRows';
import { loadingTimeOf } from './importTime';

/** Cities and goods types by lower-case name (a name several cities share names none) and by id. */
export interface ImportLookups {
  cities: Map<string, number | null>;
  goods: Map<string, number | null>;
}

const byName = (rows: { id: number; name: string }[]) => {
  const found = new Map<string, number | null>();
  for (const { id, name } of rows) {
    const key = name.trim().toLowerCase();
    found.set(key, found.has(key) ? null : id);
    found.set(String(id), id);
  }
  return found;
};

/** The cities the rows name, read once for the whole file; the goods types, a short list, whole. */
export async function importLookups(db: Db, rows: ImportRow[]): Promise<ImportLookups> {
  const named = rows.flatMap(({ values }) => [textOf(values.pickupCity), textOf(values.dropOffCity)]);
  const names = [...new Set(named.filter((name): name is string => !!name).map((name) => name.toLowerCase()))];
  const ids = names.filter((name) => /^\d{1,9}$/.test(name)).map(Number);
  const found = names.length
    ? await db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(or(inArray(sql`lower(${cities.name})`, names), ids.length ? inArray(cities.id, ids) : undefined))
    : [];
  const goods = await db.select({ id: goodsTypes.id, name: goodsTypes.name }).from(goodsTypes);
  return { cities: byName(found), goods: byName(goods) };
}

/**
 * A row as the wizard's body (SPEC §3 shipment form fields: one pick-up with the row's load, one
 * drop-off), and the cells that name nothing known, each refused with SPEC's text.
 */
export function importBody(
  { values }: ImportRow,
  lookups: ImportLookups,
  timeZone: string | undefined,
): { body: Record<string, unknown>; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const refuse = (field: ImportColumnKey, message: string) => {
    errors.push({ field, message });
    return undefined;
  };
  const lookup = (field: ImportColumnKey, within: Map<string, number | null>, message: string) => {
    const name = textOf(values[field])?.toLowerCase();
    if (name === undefined) return undefined;
    return within.get(name) ?? refuse(field, message);
  };
  const choice = (field: ImportColumnKey, choices: Record<string, number>) => {
    const code = choiceOf(choices, values[field]);
    return code === null ? refuse(field, MESSAGES.invalidOption) : code;
  };
  const loadingTime = loadingTimeOf(values.loadingTime, timeZone);
  const goodsTypeId = lookup('goodsType', lookups.goods, MESSAGES.invalidGoodsType);
  const goodsTypeDescription = textOf(values.goodsDescription);
  const weight = numberOf(values.weight);
  const hasLoad = values.goodsType !== undefined || goodsTypeDescription !== undefined;
  const body = {
    referenceNumber: textOf(values.referenceNumber),
    loadingTime: loadingTime === null ? refuse('loadingTime', MESSAGES.invalidDate) : loadingTime,
    shipmentCategoryTypeId: choice('shipmentType', SHIPMENT_TYPE),
    paymentReceivingTypeId: choice('paymentType', PAYMENT_TYPE),
    bidCategoryTypeId: choice('rateBasis', BID_CATEGORY_TYPE),
    vehicleTypeId: choice('vehicleType', VEHICLE_TYPE),
    vehicleCount: numberOf(values.vehicleCount),
    weight,
    maxWeightPerVehicle: numberOf(values.maxWeightPerVehicle),
    shipperRate: numberOf(values.shipperRate),
    contractAmount: numberOf(values.contractAmount),
    consigneeName: textOf(values.consigneeName),
    consigneeNumber: phoneOf(values.consigneeNumber),
    pointOfContactName: textOf(values.pointOfContactName),
    pointOfContactNumber: phoneOf(values.pointOfContactNumber),
    specialInstructions: textOf(values.specialInstructions),
    pickupLocations: [
      {
        cityId: lookup('pickupCity', lookups.cities, MESSAGES.invalidCity),
        address: textOf(values.pickupAddress),
        // The row's one load is the whole shipment's weight (the loads weigh what the shipment weighs).
        loads: hasLoad ? [{ goodsTypeId, goodsTypeDescription, weight }] : [],
      },
    ],
    dropOffLocations: [
      { cityId: lookup('dropOffCity', lookups.cities, MESSAGES.invalidCity), address: textOf(values.dropOffAddress) },
    ],
  };
  return { body, errors };
}
