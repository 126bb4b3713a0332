import { and, eq, inArray, isNull } from 'drizzle-orm';
import { USER_TYPE, isCompanyScoped } from '#domain/userTypes';
import { LOCATION_ACTION } from '#domain/shipments';
import { MESSAGES } from '#domain/messages';
import type { ShipmentInput, VehicleCapacity } from '#domain/schemas/shipment';
import { asId } from '../http/params';
import { flattenCustomLocation, type ShipmentLocationInput } from '#domain/schemas/shipmentLocation';
import type { Db } from '../db/client';
import {
  bidLimits,
  cities,
  companies,
  goodsTypes,
  shipmentLocations,
  shipments,
  users,
  vehicleTypeVariants,
} from '../db/schema';
import { badRequest } from '../http/errors';
import { configEntries } from '../db/configEntries';
import { CONFIG_NAME } from '#domain/clientConfig';
import { offeredPaymentTypes, offeredShipmentTypes } from '#domain/configEntries';
import { SHIPMENT_TYPE, type BidLimit } from '#domain/bidding';
import { referenceCode } from '#domain/referenceCodes';
import { offeredVehicleTypes } from '../lookups/vehicleTypes';
import { shipmentEventMail } from '../outbox/companyEvents';

/**
 * The capacity of a vehicle type variant (SPEC §5 "the vehicles' max weight"), given its id as sent
 * or stored; nothing for no variant or an unknown one (which create's reference check refuses).
 */
export async function variantCapacity(db: Db, variantId: unknown): Promise<VehicleCapacity | undefined> {
  const id = asId(variantId);
  if (id === undefined) return undefined;
  const [variant] = await db
    .select({
      minWeightTonnes: vehicleTypeVariants.minWeightTonnes,
      maxWeightTonnes: vehicleTypeVariants.maxWeightTonnes,
    })
    .from(vehicleTypeVariants)
    .where(eq(vehicleTypeVariants.id, id));
  return variant;
}

/**
 * A location as stored: a custom address is flattened (SPEC §3), coordinates default to the city's,
 * and each load keeps its goods type's name (as given, else the type's own), so every answer has it.
 */
function toRow(location: ShipmentLocationInput, { cityCoords, goodsNames }: References) {
  const custom = location.customLocation ? flattenCustomLocation(location.customLocation) : undefined;
  const cityId = custom?.cityId ?? location.cityId;
  const city = cityCoords.get(cityId);
  return {
    cityId,
    address: custom?.address || location.address,
    latitude: custom?.latitude ?? location.latitude ?? city?.latitude ?? null,
    longitude: custom?.longitude ?? location.longitude ?? city?.longitude ?? null,
    zipCode: custom?.zipCode ?? null,
    locationType: location.locationType ?? null,
    loads: (location.loads ?? []).map((load) => ({
      ...load,
      goodsType: load.goodsType ?? goodsNames.get(load.goodsTypeId),
      goodsCodeType: load.goodsCodeType ?? 1,
    })),
  };
}

/** References must exist before the insert: a wrong id is the caller's mistake (400), never a 500 from a foreign key. */
export async function checkReferences(db: Db, input: ShipmentInput, companyId: number) {
  const locations = [...input.pickupLocations, ...input.dropOffLocations];
  const cityIds = [...new Set(locations.map((l) => (l.customLocation?.cityId as number | undefined) ?? l.cityId))];
  const found = await db
    .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(inArray(cities.id, cityIds));
  if (found.length !== cityIds.length) throw badRequest(MESSAGES.invalidCity);
  const goodsIds = [...new Set(locations.flatMap((l) => (l.loads ?? []).map((load) => load.goodsTypeId)))];
  const goods = goodsIds.length
    ? await db
        .select({ id: goodsTypes.id, name: goodsTypes.name })
        .from(goodsTypes)
        .where(inArray(goodsTypes.id, goodsIds))
    : [];
  if (goods.length !== goodsIds.length) throw badRequest(MESSAGES.invalidGoodsType);
  if (input.vehicleTypeVariantId) {
    const [variant] = await db
      .select()
      .from(vehicleTypeVariants)
      .where(eq(vehicleTypeVariants.id, input.vehicleTypeVariantId));
    if (!variant || variant.vehicleTypeId !== input.vehicleTypeId) throw badRequest(MESSAGES.invalidVehicleVariant);
  }
  await checkOffered(db, input, companyId);
  return {
    cityCoords: new Map(found.map((c) => [c.id, c])),
    goodsNames: new Map(goods.map((g) => [g.id, g.name])),
  } satisfies References;
}

interface References {
  cityCoords: Map<number, { latitude: number; longitude: number }>;
  goodsNames: Map<number, string>;
}

/** What a new shipment of this project may be (SPEC §6 and the SHIPMENT_TYPES and PAYMENT_TYPES entries): the wizard's choices. */
export async function createOptions(db: Db, companyId: number | undefined) {
  const [company] =
    companyId === undefined
      ? []
      : await db
          .select({ isContractualAllowed: companies.isContractualAllowed })
          .from(companies)
          .where(eq(companies.id, companyId));
  if (companyId !== undefined && !company) throw badRequest(MESSAGES.invalidCompany);
  const contractualAllowed = company?.isContractualAllowed ?? false;
  const entries = await configEntries(db, [CONFIG_NAME.SHIPMENT_TYPES, CONFIG_NAME.PAYMENT_TYPES]);
  const limits = await db
    .select({
      shipmentCategoryTypeId: bidLimits.shipmentCategoryTypeId,
      bidCategoryTypeId: bidLimits.bidCategoryTypeId,
      vehicleTypeId: bidLimits.vehicleTypeId,
      minAmount: bidLimits.minAmount,
      maxAmount: bidLimits.maxAmount,
    })
    .from(bidLimits);
  return {
    contractualAllowed,
    shipmentTypes: offeredShipmentTypes(entries.get(CONFIG_NAME.SHIPMENT_TYPES), contractualAllowed),
    paymentTypes: offeredPaymentTypes(entries.get(CONFIG_NAME.PAYMENT_TYPES)),
    bidLimits: limits as BidLimit[],
  };
}

/** Only what the wizard offers may be created. */
async function checkOffered(db: Db, input: ShipmentInput, companyId: number) {
  const options = await createOptions(db, companyId);
  const category = input.shipmentCategoryTypeId;
  if (category === SHIPMENT_TYPE.CONTRACTUAL && !options.contractualAllowed)
    throw badRequest(MESSAGES.contractualNotAllowed);
  if (!options.shipmentTypes.some((type) => type.id === category)) throw badRequest(MESSAGES.shipmentTypeNotOffered);
  if (!options.paymentTypes.some((type) => type.id === input.paymentReceivingTypeId))
    throw badRequest(MESSAGES.paymentTypeNotOffered);
  // VEHICLE_TYPES is enforced here, not only offered by the wizard.
  if (!(await offeredVehicleTypes(db)).some((type) => type.id === input.vehicleTypeId))
    throw badRequest(MESSAGES.vehicleTypeNotOffered);
}

/**
 * SPEC §3 shipperId: the shipper user a shipment is for. Staff may name one of the company's shipper
 * or broker users; a shipper's or broker's own shipment is theirs unless they name a colleague.
 */
export async function shipperOf(
  db: Db,
  creator: { id: number; userType: number },
  named: number | undefined,
  companyId: number,
): Promise<number | null> {
  if (named === undefined) return isCompanyScoped(creator.userType) ? creator.id : null;
  const [shipper] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, named),
        eq(users.companyId, companyId),
        inArray(users.userType, [USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA]),
        isNull(users.deletedAt),
      ),
    );
  if (!shipper) throw badRequest(MESSAGES.invalidShipper);
  return shipper.id;
}

/** Create v3: the shipment, its code and its ordered pick-ups and drop-offs, in one transaction. */
export async function createShipment(
  db: Db,
  input: ShipmentInput,
  { companyId, projectId }: { companyId: number; projectId: number },
  userId: number,
  shipperId: number | null,
) {
  const references = await checkReferences(db, input, companyId);
  const pickups = input.pickupLocations.map((l) => toRow(l, references));
  const dropOffs = input.dropOffLocations.map((l) => toRow(l, references));
  return db.transaction(async (tx) => {
    const {
      pickupLocations: _p,
      dropOffLocations: _d,
      shipmentContainerDto,
      companyId: _c,
      shipperId: _s,
      projectId: _project,
      ...fields
    } = input;
    const [row] = await tx
      .insert(shipments)
      .values({
        ...fields,
        companyId,
        projectId,
        createdBy: userId,
        shipperId,
        container: shipmentContainerDto
          ? { ...shipmentContainerDto, emptyReturnDate: shipmentContainerDto.emptyReturnDate?.toISOString() }
          : null,
        pickupCityId: pickups[0].cityId,
        dropOffCityId: dropOffs[dropOffs.length - 1].cityId,
      })
      .returning({ id: shipments.id });
    await tx
      .update(shipments)
      .set({ code: referenceCode('shipment', row.id) })
      .where(eq(shipments.id, row.id));
    const rows = [
      ...pickups.map((l, i) => ({
        ...l,
        shipmentId: row.id,
        locationActionType: LOCATION_ACTION.PICK_UP,
        sequence: i + 1,
      })),
      ...dropOffs.map((l, i) => ({
        ...l,
        shipmentId: row.id,
        locationActionType: LOCATION_ACTION.DROP_OFF,
        sequence: i + 1,
      })),
    ];
    await tx.insert(shipmentLocations).values(rows);
    await shipmentEventMail(tx, row.id, 'SHIPMENT_CREATED');
    return row.id;
  });
}
