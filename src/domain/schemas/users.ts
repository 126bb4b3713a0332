import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { PAGE_SIZE } from '../limits';
import { BLOCK_STATUS, USER_TYPE, isCompanyScoped } from '../userTypes';
import { EMAIL_PATTERN, PASSWORD_PATTERN, localPhoneField, localeField, requiredText, trimmedString } from './rules';
import { blankToUndefined, choiceField, idField, numberField, textField } from './shipmentLocation';
import { pageFields } from './listQuery';

/** Why a user is blocked (SPEC §7 "block reasons"; the list is ours). */
export const BLOCK_REASONS = [
  { id: 1, text: 'Left the company' },
  { id: 2, text: 'Suspicious activity' },
  { id: 3, text: 'Unpaid dues' },
  { id: 4, text: 'Repeated no-shows or backouts' },
  { id: 5, text: 'Other' },
] as const;
export const BLOCK_DETAILS_MAX_LENGTH = 500;

/** An optional password (a random one is generated when none is given) and its confirmation, which must match it. */
const optionalPasswordFields = () => ({
  password: yup.string().transform(blankToUndefined).matches(PASSWORD_PATTERN, MESSAGES.passwordRule),
  confirmPassword: yup
    .string()
    .transform(blankToUndefined)
    .when('password', ([given], schema) =>
      given
        ? schema.required(MESSAGES.passwordsMustMatch).oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch)
        : schema,
    ),
});

/**
 * SPEC §5 user create: full name, phone, email and a role above 0 are required, plus the password
 * pattern and match; a random password is generated when none is given. Shippers and brokers belong to
 * a company.
 */
export const userCreateSchema = yup.object({
  fullName: requiredText().max(120, MESSAGES.textTooLong),
  phoneNumber: localPhoneField(),
  email: trimmedString().required(MESSAGES.fillRequired).matches(EMAIL_PATTERN, MESSAGES.invalidEmail),
  roleId: numberField()
    .integer(MESSAGES.wholeNumber)
    .moreThan(0, MESSAGES.roleRequired)
    .required(MESSAGES.roleRequired),
  userType: choiceField(USER_TYPE).default(USER_TYPE.INTERNAL),
  companyId: idField().when('userType', ([userType], schema) =>
    isCompanyScoped(userType) ? schema.required(MESSAGES.invalidCompany) : schema,
  ),
  /** SPEC §3 user: country, locale and ssn (an identity number, e.g. a CNIC); absent on an edit means unchanged. */
  countryId: idField(),
  locale: localeField(),
  ssn: textField(30),
  ...optionalPasswordFields(),
});

export const userUpdateSchema = userCreateSchema.omit(['password', 'confirmPassword', 'userType']);

/** Block (1) with a reason and details; unblock (2) needs neither (SPEC §4). */
export const userStatusSchema = yup.object({
  blockStatus: choiceField(BLOCK_STATUS).required(MESSAGES.fillRequired),
  reasonId: numberField().when('blockStatus', ([status], schema) =>
    status === BLOCK_STATUS.BLOCKED
      ? schema
          .oneOf(
            BLOCK_REASONS.map((r) => r.id),
            MESSAGES.invalidReason,
          )
          .required(MESSAGES.reasonRequired)
      : schema,
  ),
  details: textField(BLOCK_DETAILS_MAX_LENGTH, MESSAGES.cancelReasonMax),
});
export type UserStatusInput = yup.InferType<typeof userStatusSchema>;

export const userListQuerySchema = yup.object({
  userType: choiceField(USER_TYPE),
  blockStatus: choiceField(BLOCK_STATUS),
  companyId: idField(),
  q: textField(100),
  ...pageFields(PAGE_SIZE.companies),
});
export type UserListQuery = yup.InferType<typeof userListQuerySchema>;

/** SPEC §7 demand adda (broker): a broker account with its adda (company); a password is generated when none is given. */
export const demandAddaSchema = yup.object({
  fullName: requiredText().max(120, MESSAGES.textTooLong),
  phoneNumber: localPhoneField(),
  email: trimmedString().required(MESSAGES.fillRequired).matches(EMAIL_PATTERN, MESSAGES.invalidEmail),
  companyName: requiredText().max(200, MESSAGES.textTooLong),
  ...optionalPasswordFields(),
});
export const demandAddaUpdateSchema = demandAddaSchema.omit(['password', 'confirmPassword']);

/** Staff set a new password for an account (change password). */
export const setPasswordSchema = yup.object({
  password: yup.string().required(MESSAGES.fillRequired).matches(PASSWORD_PATTERN, MESSAGES.passwordRule),
  confirmPassword: yup
    .string()
    .required(MESSAGES.fillRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch),
});

/** SPEC §7 private-pool invite: a partner joins a company's private loadboard. */
export const privatePoolInviteSchema = yup.object({
  companyId: idField().required(MESSAGES.invalidCompany),
  partnerId: idField().required(MESSAGES.invalidPartner),
});
