import { isLocale } from '../../i18n/locale';
import { useTranslate, useLocaleState } from 'react-admin';
import { USER_TYPE } from '#domain/userTypes';
import { signupDetailsFormSchema, signupPhoneFormSchema, type SignupDetailsFormValues } from '#domain/schemas/auth';
import { authApi } from '../../providers/authApi';
import { FormTextField, NewPasswordFields, RadioField } from './authForm';
import { CODE_ONLY, CodeFlow } from './CodeFlow';

const STEPS = ['app.auth.signup.steps.phone', 'app.auth.signup.steps.code', 'app.auth.signup.steps.details'] as const;

const NO_DETAILS: SignupDetailsFormValues = {
  fullName: '',
  email: '',
  companyName: '',
  userType: USER_TYPE.SHIPPER,
  password: '',
  confirmPassword: '',
};

/**
 * SPEC §2 signup for shippers and brokers: verify the phone with a code (SPEC §7 OTP user), then
 * create the account (/auth/user/user-account) and sign in on the login page.
 */
export function SignupPage() {
  const translate = useTranslate();
  // The new account keeps the language its owner signed up in.
  const [locale] = useLocaleState();
  return (
    <CodeFlow
      title={translate('app.auth.createAccount')}
      signInLabel={translate('app.auth.signup.haveAccount')}
      maxWidth={480}
      stepLabels={STEPS}
      ask={{
        schema: signupPhoneFormSchema,
        defaultValues: { phoneNumber: '' },
        toWho: ({ phoneNumber }) => phoneNumber,
        fields: (control) => (
          <FormTextField
            control={control}
            name="phoneNumber"
            label={translate('app.auth.signup.mobilePhone')}
            autoComplete="tel-national"
            autoFocus
            placeholder="03001234567"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        ),
      }}
      sendCode={authApi.sendSignupCode}
      sentNote={(phone, again) =>
        translate(again ? 'app.auth.signup.newCodeSent' : 'app.auth.signup.codeSent', { phone })
      }
      code={{
        ...CODE_ONLY,
        backLabel: translate('app.auth.signup.changePhone'),
        hint: (phone) => translate('app.auth.code.sentBySms', { phone }),
        submit: (phone, { otp }) => authApi.checkSignupCode(phone, otp),
      }}
      finish={{
        schema: signupDetailsFormSchema,
        defaultValues: NO_DETAILS,
        note: translate('app.auth.signup.phoneVerified'),
        submitLabel: translate('app.auth.signup.create'),
        busyLabel: translate('app.auth.signup.creating'),
        submit: (phoneNumber, _code, details) =>
          authApi.signup({ ...details, phoneNumber, ...(isLocale(locale) ? { locale } : {}) }),
        fields: (control) => (
          <>
            <FormTextField
              control={control}
              name="fullName"
              label={translate('app.auth.signup.fullName')}
              autoComplete="name"
              autoFocus
            />
            <FormTextField
              control={control}
              name="email"
              label={translate('app.auth.signup.email')}
              type="email"
              autoComplete="email"
            />
            <FormTextField
              control={control}
              name="companyName"
              label={translate('app.auth.signup.companyName')}
              autoComplete="organization"
            />
            <RadioField
              control={control}
              name="userType"
              id="signup-account-type"
              label={translate('app.auth.signup.accountType')}
              options={[
                { value: USER_TYPE.SHIPPER, label: translate('app.auth.shipper') },
                { value: USER_TYPE.DEMAND_ADDA, label: translate('app.auth.signup.broker') },
              ]}
            />
            <NewPasswordFields control={control} signup />
          </>
        ),
      }}
      done="registered"
    />
  );
}
