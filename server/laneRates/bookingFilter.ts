import { eq, type SQL } from 'drizzle-orm';
import type { LaneSide } from '#domain/laneRates';
import type { LaneListFilter } from '#domain/schemas/laneRates';
import type { StatementValues } from '../db/keptStatements';
import { shipments } from '../db/schema';
import { cityInState, laneSideWhere } from './conditions';

/** Which lane filters a booking list call gives: part of its kept statement's shape (never a value). */
export const laneListShape = (query: LaneListFilter) => ({
  lanePickupCity: Boolean(query.pickupCityId),
  laneDropOffCity: Boolean(query.dropOffCityId),
  lanePickupState: Boolean(query.pickupStateId),
  laneDropOffState: Boolean(query.dropOffStateId),
  laneVehicleType: Boolean(query.vehicleTypeId),
  laneSide: (query.laneSide ?? '') as LaneSide | '',
});
export type LaneListShape = ReturnType<typeof laneListShape>;

export const hasLaneFilter = (shape: LaneListShape) => Object.values(shape).some(Boolean);

/** The lane filters' values, by their statement parameters' names. */
export const laneListValues = (query: LaneListFilter) => ({
  pickupCityId: query.pickupCityId,
  dropOffCityId: query.dropOffCityId,
  pickupStateId: query.pickupStateId,
  dropOffStateId: query.dropOffStateId,
  vehicleTypeId: query.vehicleTypeId,
});
type LaneListValues = ReturnType<typeof laneListValues>;

/**
 * The booking list's conditions for the lane filters: the same SQL as the figures they explain
 * (./conditions.ts), so the list opened from a figure holds exactly the bookings it counts.
 */
export function laneListWhere(shape: LaneListShape, v: StatementValues<LaneListValues>): SQL[] {
  const conditions: SQL[] = [];
  if (shape.lanePickupCity)
    conditions.push(eq(shipments.pickupCityId, v.value('pickupCityId', shipments.pickupCityId)));
  if (shape.laneDropOffCity)
    conditions.push(eq(shipments.dropOffCityId, v.value('dropOffCityId', shipments.dropOffCityId)));
  if (shape.lanePickupState) conditions.push(cityInState(shipments.pickupCityId, v.value('pickupStateId')));
  if (shape.laneDropOffState) conditions.push(cityInState(shipments.dropOffCityId, v.value('dropOffStateId')));
  if (shape.laneVehicleType)
    conditions.push(eq(shipments.vehicleTypeId, v.value('vehicleTypeId', shipments.vehicleTypeId)));
  if (shape.laneSide) conditions.push(laneSideWhere(shape.laneSide));
  return conditions;
}
