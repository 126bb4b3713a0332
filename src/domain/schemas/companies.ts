import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { CNIC_DIGITS, NTN_DIGITS, PAGE_SIZE } from '../limits';
import { HOME_COUNTRY_ID, IDENTIFICATION_TYPE, INTERNATIONAL_PHONE_LENGTHS, MARGIN_TYPE } from '../companies';
import { PROJECT_VERTICALS } from '../projectVerticals';
import { EMAIL_PATTERN, PASSWORD_PATTERN, LOCAL_PHONE_PATTERN, trimmedString } from './rules';
import { blankToUndefined, booleanField, choiceField, idField, numberField, textField } from './shipmentLocation';
import { pageFields } from './listQuery';

const required = () => textField().required(MESSAGES.fillRequired);

/** GET /company: the shipper companies by name, paged. */
export const companyListQuerySchema = yup.object({
  q: textField(100),
  ...pageFields(PAGE_SIZE.companies),
});

/** GET /company-group: the company groups by name, paged. */
export const companyGroupListQuerySchema = yup.object({
  q: textField(100),
  ...pageFields(PAGE_SIZE.companies),
});

/** GET /company/v2: the company projects by name, optionally of one group, paged. */
export const projectListQuerySchema = yup.object({
  q: textField(100),
  groupId: idField(),
  /** Only the projects the caller made (a broker's own, for its shipments). */
  createdByMe: booleanField(),
  ...pageFields(PAGE_SIZE.companies),
});

/** SPEC §5: CNIC (type 2) is 13 digits, NTN (type 1) 7 digits, numeric both. */
export function identificationError(type: number | undefined, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (type === IDENTIFICATION_TYPE.CNIC && !new RegExp(`^\\d{${CNIC_DIGITS}}$`).test(value))
    return MESSAGES.invalidCnic;
  if (type === IDENTIFICATION_TYPE.NTN && !new RegExp(`^\\d{${NTN_DIGITS}}$`).test(value)) return MESSAGES.invalidNtn;
  return undefined;
}

/** SPEC §5: the import/export licence is required unless the group's country is the home country. */
export const needsImportExportLicence = (countryId: number | undefined) =>
  countryId !== undefined && countryId !== HOME_COUNTRY_ID;

/** SPEC §5 company group create and update (the licence file itself arrives with the multipart form). */
export const companyGroupSchema = yup
  .object({
    name: required(),
    address: textField(299, MESSAGES.addressMax).required(MESSAGES.fillRequired),
    cityId: idField().required(MESSAGES.fillRequired),
    provinceId: idField().required(MESSAGES.fillRequired),
    countryId: idField().required(MESSAGES.fillRequired),
    identificationType: choiceField(IDENTIFICATION_TYPE).required(MESSAGES.fillRequired),
    identificationValue: textField(20)
      .required(MESSAGES.fillRequired)
      .test('identification', MESSAGES.invalidCnic, function check(value) {
        const message = identificationError((this.parent as { identificationType?: number }).identificationType, value);
        return message ? this.createError({ message }) : true;
      }),
    operationalCityIds: yup.array(idField().required()).default([]),
    /** The form says whether a licence comes (or is on file); the API checks the file itself. */
    hasImportExportLicense: booleanField().default(false),
  })
  .test('licence', MESSAGES.licenceRequired, function check(group) {
    if (!group || !needsImportExportLicence(group.countryId) || group.hasImportExportLicense) return true;
    return this.createError({ path: 'hasImportExportLicense', message: MESSAGES.licenceRequired });
  });
export type CompanyGroupInput = yup.InferType<typeof companyGroupSchema>;

/** SPEC §5 phone: a local 03… number, or an international one (+253 is 12 long, +251 13, others 8 to 16). */
export function phoneError(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  if (LOCAL_PHONE_PATTERN.test(phone)) return undefined;
  // Anything else is international: a country code (no leading 0), 8 to 15 digits in all.
  if (!/^\+?[1-9]\d{7,14}$/.test(phone)) return MESSAGES.invalidPhone;
  const prefix = Object.keys(INTERNATIONAL_PHONE_LENGTHS).find((p) => phone.startsWith(p));
  if (prefix && phone.length !== INTERNATIONAL_PHONE_LENGTHS[prefix]) return MESSAGES.invalidPhone;
  return undefined;
}
const phoneField = () =>
  trimmedString()
    .required(MESSAGES.fillRequired)
    .test('phone', MESSAGES.invalidPhone, (value) => !phoneError(value));
/** A phone "starting with 92" (SPEC §5): Pakistani in international form. */
export const isPakistaniInternational = (phone: string | undefined) => Boolean(phone && /^\+?92/.test(phone));

const verticalField = () =>
  numberField().oneOf(
    PROJECT_VERTICALS.map((v) => v.id),
    MESSAGES.invalidProjectVertical,
  );
const projectCommon = {
  name: required(),
  groupId: idField().required(MESSAGES.fillRequired),
  phoneNumber: phoneField(),
  email: trimmedString().transform(blankToUndefined).matches(EMAIL_PATTERN, MESSAGES.invalidEmail),
  isContractualAllowed: booleanField().default(false),
  countryId: idField().default(HOME_COUNTRY_ID),
  marginTypeId: choiceField(MARGIN_TYPE),
  marginValue: numberField().min(0, MESSAGES.notNegative),
};

/**
 * SPEC §5 project create: name, group, phone, password and confirmation; strn and vertical when the
 * phone starts with 92. Brokers (validate with context { broker: true }) skip the password and set no
 * commercial terms; the API files their project under their own group with the default vertical.
 */
export const companyProjectCreateSchema = yup.object({
  ...projectCommon,
  strn: textField(30).when('phoneNumber', ([phone], schema) =>
    isPakistaniInternational(phone) ? schema.required(MESSAGES.fillRequired) : schema,
  ),
  projectVerticalTypeId: verticalField().when('phoneNumber', ([phone], schema) =>
    isPakistaniInternational(phone) ? schema.required(MESSAGES.fillRequired) : schema,
  ),
  // Commercial terms are staff's to set: a broker's project gets the defaults.
  isContractualAllowed: projectCommon.isContractualAllowed.when('$broker', ([broker], schema) =>
    broker ? schema.strip() : schema,
  ),
  marginTypeId: projectCommon.marginTypeId.when('$broker', ([broker], schema) => (broker ? schema.strip() : schema)),
  marginValue: projectCommon.marginValue.when('$broker', ([broker], schema) => (broker ? schema.strip() : schema)),
  password: yup
    .string()
    .transform(blankToUndefined)
    .when('$broker', ([broker], schema) =>
      broker ? schema.strip() : schema.required(MESSAGES.fillRequired).matches(PASSWORD_PATTERN, MESSAGES.passwordRule),
    ),
  confirmPassword: yup
    .string()
    .transform(blankToUndefined)
    .when('$broker', ([broker], schema) =>
      broker
        ? schema.strip()
        : schema.required(MESSAGES.fillRequired).oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch),
    ),
});

/** SPEC §5 project update: name, phone, group, strn and vertical are required. */
export const companyProjectUpdateSchema = yup.object({
  ...projectCommon,
  strn: textField(30).required(MESSAGES.fillRequired),
  projectVerticalTypeId: verticalField().required(MESSAGES.fillRequired),
});
