import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { PIN_LENGTH } from '../limits';
import { forgotPasswordSchema, otpCodeField } from './auth';
import { trimmedString } from './rules';

/** SPEC §5: a PIN is digits of the configured length (PIN_LENGTH). */
export const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

export const pinField = () => yup.string().required(MESSAGES.pinRule).matches(PIN_PATTERN, MESSAGES.pinRule);

/** SPEC §5: PINs must match. */
export const confirmPinField = (ref = 'pin') =>
  yup
    .string()
    .required(MESSAGES.pinsMustMatch)
    .oneOf([yup.ref(ref)], MESSAGES.pinsMustMatch);

/**
 * POST /auth/user/reset-pin: SPEC §5 "PIN reset needs numeric digits of the configured length that
 * match", with the code from /auth/user/forgot-password.
 */
export const resetPinSchema = forgotPasswordSchema.shape({
  otp: otpCodeField(),
  pin: pinField(),
  confirmPin: confirmPinField(),
});
export type ResetPinBody = yup.InferType<typeof resetPinSchema>;

/** POST /user/{id}/changePin: the current PIN is needed only when one is set (the API decides). */
export const changePinSchema = yup.object({
  oldPin: trimmedString().optional(),
  pin: pinField(),
  confirmPin: confirmPinField(),
});
export type ChangePinBody = yup.InferType<typeof changePinSchema>;

/** The portal's PIN reset form, after the username step: code, new PIN and its confirmation. */
export const resetPinFormSchema = resetPinSchema.pick(['otp', 'pin', 'confirmPin']);
export type ResetPinFormValues = yup.InferType<typeof resetPinFormSchema>;
