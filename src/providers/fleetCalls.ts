import type { VerificationStatus } from '../domain/fleet';
import type { VerificationDecisionInput } from '../domain/schemas/fleet';
import type { HttpClient } from './httpClient';

/** GET /drivers/:id (and each row of GET /drivers). */
export interface DriverRecord {
  id: number;
  partnerId: number;
  partnerName: string | null;
  userId: number | null;
  fullName: string;
  phoneNumber: string;
  cnic: string;
  licenseNumber: string;
  /** YYYY-MM-DD */
  licenseExpiry: string;
  status: VerificationStatus;
  statusReason: string | null;
  vehicleTypeIds: number[];
  documentTypeIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** GET /vehicles/:id (and each row of GET /vehicles). */
export interface VehicleRecord {
  id: number;
  partnerId: number;
  partnerName: string | null;
  registrationNumber: string;
  vehicleTypeId: number;
  vehicleTypeName: string | null;
  vehicleTypeVariantId: number | null;
  vehicleTypeVariantName: string | null;
  capacityTonnes: number;
  make: string | null;
  modelYear: number | null;
  fleetId: number | null;
  fleetName: string | null;
  status: VerificationStatus;
  statusReason: string | null;
  documentTypeIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** GET /fleets/:id (and each row of GET /fleets). */
export interface FleetRecord {
  id: number;
  partnerId: number;
  partnerName: string | null;
  name: string;
  description: string | null;
  vehicleCount: number;
  vehicleIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** What staff verify or reject: a driver or a vehicle. */
export type VerifiableKind = 'driver' | 'vehicle';
export type VerificationDecision = Pick<VerificationDecisionInput, 'status' | 'reason'>;

type Id = number | string;

/** SPEC §7 driver and vehicle verification updates and driver-vehicle-type, as named calls (CRUD goes through the drivers, vehicles and fleets resources). */
export const fleetCalls = (http: HttpClient) => ({
  /** PUT /drivers/:id/verification: VERIFIED needs the CNIC and licence on file; REJECTED needs a reason. */
  verifyDriver: (id: Id, body: VerificationDecision) => http.request<DriverRecord>(`/drivers/${id}/verification`, { method: 'PUT', body }),
  /** PUT /vehicles/:id/verification. */
  verifyVehicle: (id: Id, body: VerificationDecision) => http.request<VehicleRecord>(`/vehicles/${id}/verification`, { method: 'PUT', body }),
  /** SPEC §7 driver-vehicle-type: the types a driver drives (the driver record carries their ids too). */
  getDriverVehicleTypes: (driverId: Id) => http.request<{ id: number; name: string }[]>('/driver-vehicle-type', { query: { driverId } }),
  /** Replace the types a driver drives, without touching the rest of the driver. */
  setDriverVehicleTypes: (driverId: Id, vehicleTypeIds: number[]) => http.request<{ id: number; name: string }[]>(`/driver-vehicle-type/${driverId}`, { method: 'PUT', body: { vehicleTypeIds } }),
});
export type FleetCalls = ReturnType<typeof fleetCalls>;
