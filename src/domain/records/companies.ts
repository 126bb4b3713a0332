import { Type, type Static } from '@sinclair/typebox';
import { IDENTIFICATION_TYPE, MARGIN_TYPE } from '../companies';
import {
  DateTime,
  Id,
  IdList,
  Nullable,
  NullableId,
  NullableOneOf,
  NullableText,
  OneOf,
  Text,
  Version,
} from './common';

/** The files a company group may carry, by form field (SPEC §3). */
export const COMPANY_GROUP_FILES = ['logo', 'companyRegistrationCertificate', 'importExportLicense'] as const;
export type CompanyGroupFile = (typeof COMPANY_GROUP_FILES)[number];

const IdentificationType = OneOf(Object.values(IDENTIFICATION_TYPE));

/** Each row of GET /company: a shipper company by name. */
export const CompanySummary = Type.Object({ id: Id, name: Text });
export type CompanySummary = Static<typeof CompanySummary>;

/** Each row of GET /company-group: the group with its country's name. */
export const CompanyGroupSummary = Type.Object({
  id: Id,
  name: Text,
  countryId: Id,
  countryName: Text,
  cityId: Id,
  identificationType: IdentificationType,
  identificationValue: Text,
  createdAt: DateTime,
  version: Version,
});
export type CompanyGroupSummary = Static<typeof CompanyGroupSummary>;

/** A file on a company group (its content is GET /company-group/:id/file/:fileId). */
export const CompanyGroupFileRecord = Type.Object({
  id: Id,
  purpose: OneOf(COMPANY_GROUP_FILES),
  fileName: Text,
  contentType: Text,
  sizeBytes: Type.Integer({ minimum: 0 }),
});
export type CompanyGroupFileRecord = Static<typeof CompanyGroupFileRecord>;

/** GET /company-group/:id and what a create, change or delete answers: with its places' names, how many projects it has and its files. */
export const CompanyGroupRecord = Type.Object({
  id: Id,
  name: Text,
  address: Text,
  cityId: Id,
  cityName: NullableText,
  provinceId: Id,
  provinceName: NullableText,
  countryId: Id,
  countryName: NullableText,
  identificationType: IdentificationType,
  identificationValue: Text,
  operationalCityIds: IdList,
  projectCount: Type.Integer({ minimum: 0 }),
  files: Type.Array(CompanyGroupFileRecord),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type CompanyGroupRecord = Static<typeof CompanyGroupRecord>;

/** GET /company/v2/:id, each row of GET /company/v2 and what a create, change or delete answers: a project with its group's name. */
export const CompanyProjectRecord = Type.Object({
  id: Id,
  name: Text,
  groupId: NullableId,
  groupName: NullableText,
  email: NullableText,
  phoneNumber: NullableText,
  strn: NullableText,
  isContractualAllowed: Type.Boolean(),
  projectVerticalTypeId: Nullable(Type.Integer({ minimum: 0 })),
  countryId: NullableId,
  marginTypeId: NullableOneOf(Object.values(MARGIN_TYPE)),
  marginValue: Nullable(Type.Number()),
  createdAt: DateTime,
  version: Version,
});
export type CompanyProjectRecord = Static<typeof CompanyProjectRecord>;
