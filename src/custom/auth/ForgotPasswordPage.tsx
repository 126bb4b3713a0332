import { useTranslate } from 'react-admin';
import {
  forgotPasswordFormSchema,
  isEmailUsername,
  newPasswordFormSchema,
  type ForgotPasswordFormValues,
} from '#domain/schemas/auth';
import { authApi, type Username } from '../../providers/authApi';
import { NewPasswordFields, RadioField, UsernameField } from './authForm';
import { CODE_ONLY, CodeFlow } from './CodeFlow';

/** Who asked for the code: drivers go through the OTP driver calls, everyone else through forgot-password. */
interface Requester extends Username {
  driver: boolean;
}

const sendCode = (who: Requester) =>
  who.driver ? authApi.sendDriverResetCode(who.username) : authApi.sendResetCode(who);

const NOBODY: ForgotPasswordFormValues = { username: '', account: 'user' };

/**
 * SPEC §2 forgot password / reset password: a code to the user (forgot-password, or the driver
 * OTP for drivers), checked before the new password is asked for; then the reset call.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  return (
    <CodeFlow
      title={translate('app.auth.forgot.title')}
      signInLabel={translate('app.auth.backToSignIn')}
      ask={{
        schema: forgotPasswordFormSchema,
        defaultValues: NOBODY,
        toWho: ({ username, account }): Requester => ({
          username,
          isEmail: isEmailUsername(username),
          driver: account === 'driver',
        }),
        fields: (control) => (
          <>
            <UsernameField control={control} />
            <RadioField
              control={control}
              name="account"
              id="forgot-account-kind"
              label={translate('app.auth.forgot.account')}
              options={[
                { value: 'user', label: translate('app.auth.forgot.portalUser') },
                { value: 'driver', label: translate('app.auth.forgot.driver') },
              ]}
            />
          </>
        ),
      }}
      sendCode={sendCode}
      sentNote={(who) => translate('app.auth.codeSentIfAccount', { username: who.username })}
      code={{
        ...CODE_ONLY,
        backLabel: translate('app.auth.changeUsername'),
        submit: (who, { otp }) =>
          who.driver ? authApi.checkDriverResetCode(who.username, otp) : authApi.checkResetCode(who, otp),
      }}
      finish={{
        schema: newPasswordFormSchema,
        defaultValues: { password: '', confirmPassword: '' },
        note: translate('app.auth.forgot.codeAccepted'),
        submitLabel: translate('app.auth.changePassword'),
        busyLabel: translate('app.auth.changingPassword'),
        submit: (who, { otp }, values) => {
          const body = { username: who.username, isEmail: who.isEmail, otp, ...values };
          return who.driver ? authApi.resetDriverPassword(body) : authApi.resetPassword(body);
        },
        fields: (control) => <NewPasswordFields control={control} autoFocus />,
      }}
      done="password-reset"
    />
  );
}
