import { Type, type Static } from '@sinclair/typebox';
import { VERIFICATION_STATUSES } from '../fleet';
import { DateTime, Day, Id, IdList, Nullable, NullableId, NullableText, OneOf, Text, Version } from './common';

const VerificationStatus = OneOf(VERIFICATION_STATUSES);

/** GET /drivers/:id and each row of GET /drivers: with its partner's name, the vehicle types it drives and the document types on file. */
export const DriverRecord = Type.Object({
  id: Id,
  partnerId: Id,
  partnerName: NullableText,
  userId: NullableId,
  fullName: Text,
  phoneNumber: Text,
  cnic: NullableText,
  licenseNumber: NullableText,
  licenseExpiry: Nullable(Day),
  status: VerificationStatus,
  statusReason: NullableText,
  vehicleTypeIds: IdList,
  documentTypeIds: IdList,
  /** The booking the driver is on the road with (dispatched or in transit), if any: a new assignment warns of it. */
  activeTripCode: NullableText,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type DriverRecord = Static<typeof DriverRecord>;

/** GET /vehicles/:id and each row of GET /vehicles: with its partner, type, variant and fleet names and the document types on file. */
export const VehicleRecord = Type.Object({
  id: Id,
  partnerId: Id,
  partnerName: NullableText,
  registrationNumber: Text,
  vehicleTypeId: Id,
  vehicleTypeName: NullableText,
  vehicleTypeVariantId: NullableId,
  vehicleTypeVariantName: NullableText,
  capacityTonnes: Nullable(Type.Number()),
  make: NullableText,
  modelYear: Nullable(Type.Integer()),
  fleetId: NullableId,
  fleetName: NullableText,
  status: VerificationStatus,
  statusReason: NullableText,
  documentTypeIds: IdList,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type VehicleRecord = Static<typeof VehicleRecord>;

/** GET /fleets/:id and each row of GET /fleets: with its partner's name and its vehicles. */
export const FleetRecord = Type.Object({
  id: Id,
  partnerId: Id,
  partnerName: NullableText,
  name: Text,
  description: NullableText,
  vehicleCount: Type.Integer({ minimum: 0 }),
  vehicleIds: IdList,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type FleetRecord = Static<typeof FleetRecord>;

/** GET /driver-vehicle-type and PUT /driver-vehicle-type/:id: the vehicle types a driver drives. */
export const DriverVehicleType = Type.Object({ id: Id, name: Text });
export type DriverVehicleType = Static<typeof DriverVehicleType>;
