import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableId, Text } from './common';

/** Each row of GET /cities and GET /cities/search: the city with its country's name. */
export const CityRecord = Type.Object({
  id: Id,
  name: Text,
  stateId: Id,
  countryId: Id,
  countryName: Text,
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type CityRecord = Static<typeof CityRecord>;

/** Each row of GET /country/all. */
export const CountryRecord = Type.Object({ id: Id, name: Text, isoCode: Text, dialCode: Text });
export type CountryRecord = Static<typeof CountryRecord>;

/** Each row of GET /states. */
export const StateRecord = Type.Object({ id: Id, countryId: Id, name: Text });
export type StateRecord = Static<typeof StateRecord>;

/** Each row of GET /goods-types. */
export const GoodsTypeRecord = Type.Object({ id: Id, name: Text });
export type GoodsTypeRecord = Static<typeof GoodsTypeRecord>;

/** Each row of GET /vehicle-types: the type with its icon (the default icon when it has none). */
export const VehicleTypeRecord = Type.Object({ id: Id, name: Text, icon: Text });
export type VehicleTypeRecord = Static<typeof VehicleTypeRecord>;

/** Each row of GET /vehicle-type-variant/vehicle-type/:vehicleTypeId: a variant with its weight range in tonnes. */
export const VehicleTypeVariantRecord = Type.Object({
  id: Id,
  vehicleTypeId: Id,
  name: Text,
  minWeightTonnes: Type.Number(),
  maxWeightTonnes: Type.Number(),
});
export type VehicleTypeVariantRecord = Static<typeof VehicleTypeVariantRecord>;

/** Each row of GET /user/partner: a partner staff may bid for or assign. */
export const PartnerLookup = Type.Object({ id: Id, fullName: Text, phoneNumber: Text });
export type PartnerLookup = Static<typeof PartnerLookup>;

/** GET /ip-location: the caller's IP and country (countryId null for a country not on file), and where the country came from. */
export const IpLocationRecord = Type.Object({
  ip: Text,
  countryCode: Text,
  country: Text,
  countryId: NullableId,
  source: Type.Union([Type.Literal('proxy-header'), Type.Literal('default')]),
});
export type IpLocationRecord = Static<typeof IpLocationRecord>;
