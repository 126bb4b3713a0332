import { Type, type Static } from '@sinclair/typebox';
import { LOCATION_TYPES } from '../fleet';
import { DateTime, Day, Id, IdList, Nullable, NullableId, NullableText, Text, Version } from './common';

/** GET /fuelPump/:id and each row of GET /fuelPump: the pump with its city's name. */
export const FuelPumpRecord = Type.Object({
  id: Id,
  name: Text,
  brand: Text,
  cityId: Id,
  cityName: NullableText,
  address: Text,
  latitude: Type.Number(),
  longitude: Type.Number(),
  discountPercent: Type.Number(),
  active: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type FuelPumpRecord = Static<typeof FuelPumpRecord>;

/** GET /tyres/:id and each row of GET /tyres: the offer with its pumps named and its discounted price worked out. */
export const TyreOfferRecord = Type.Object({
  id: Id,
  brand: Text,
  size: Text,
  price: Type.Integer(),
  discountPercent: Type.Number(),
  discountedPrice: Type.Number(),
  fuelPumpIds: IdList,
  fuelPumps: Type.Array(Type.Object({ id: Id, name: Text, cityName: NullableText })),
  shops: Type.Array(Text),
  validUntil: Nullable(Day),
  active: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type TyreOfferRecord = Static<typeof TyreOfferRecord>;

/** GET /locations/:id, each row of GET /locations and of GET /location/search: the place with its city's and company's names. */
export const LocationRecord = Type.Object({
  id: Id,
  name: Text,
  locationType: Type.Union(LOCATION_TYPES.map((type) => Type.Literal(type))),
  address: Text,
  cityId: Id,
  cityName: NullableText,
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** None: a public place anyone may use. */
  companyId: NullableId,
  companyName: NullableText,
  contactName: NullableText,
  contactNumber: NullableText,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type LocationRecord = Static<typeof LocationRecord>;
