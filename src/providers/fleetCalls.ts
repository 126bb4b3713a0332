import type { VerificationDecisionInput } from '#domain/schemas/fleet';
import type { DriverRecord, DriverVehicleType, VehicleRecord } from '#domain/records/fleet';
import type { HttpClient } from './httpClient';

export type { DriverRecord, FleetRecord, VehicleRecord } from '#domain/records/fleet';

/** What staff verify or reject: a driver or a vehicle. */
export type VerifiableKind = 'driver' | 'vehicle';
export type VerificationDecision = Pick<VerificationDecisionInput, 'status' | 'reason'>;

type Id = number | string;

/** SPEC §7 driver and vehicle verification updates and driver-vehicle-type, as named calls (CRUD goes through the drivers, vehicles and fleets resources). */
export const fleetCalls = (http: HttpClient) => ({
  /** PUT /drivers/:id/verification: VERIFIED needs the CNIC and licence on file; REJECTED needs a reason. */
  verifyDriver: (id: Id, body: VerificationDecision) =>
    http.request<DriverRecord>(`/drivers/${id}/verification`, { method: 'PUT', body }),
  /** PUT /vehicles/:id/verification. */
  verifyVehicle: (id: Id, body: VerificationDecision) =>
    http.request<VehicleRecord>(`/vehicles/${id}/verification`, { method: 'PUT', body }),
  /** SPEC §7 driver-vehicle-type: the types a driver drives (the driver record carries their ids too). */
  getDriverVehicleTypes: (driverId: Id) =>
    http.request<DriverVehicleType[]>('/driver-vehicle-type', { query: { driverId } }),
  /** Replace the types a driver drives, without touching the rest of the driver. */
  setDriverVehicleTypes: (driverId: Id, vehicleTypeIds: number[]) =>
    http.request<DriverVehicleType[]>(`/driver-vehicle-type/${driverId}`, { method: 'PUT', body: { vehicleTypeIds } }),
});
export type FleetCalls = ReturnType<typeof fleetCalls>;
