import { useTranslate } from 'react-admin';
import { PIN_LENGTH } from '#domain/limits';
import { isEmailUsername, usernameFormSchema } from '#domain/schemas/auth';
import { resetPinFormSchema } from '#domain/schemas/pin';
import { authApi } from '../../providers/authApi';
import { FormTextField, UsernameField } from './authForm';
import { CodeFlow } from './CodeFlow';

const pinInputProps = {
  type: 'password',
  autoComplete: 'off',
  slotProps: { htmlInput: { inputMode: 'numeric', maxLength: PIN_LENGTH } },
} as const;

/**
 * SPEC §2/§5 PIN reset: the forgot-password code, then a new PIN of PIN_LENGTH digits entered
 * twice (POST /auth/user/reset-pin).
 */
export function ResetPinPage() {
  const translate = useTranslate();
  return (
    <CodeFlow
      title={translate('app.auth.resetPin')}
      signInLabel={translate('app.auth.backToSignIn')}
      ask={{
        schema: usernameFormSchema,
        defaultValues: { username: '' },
        toWho: ({ username }) => ({ username, isEmail: isEmailUsername(username) }),
        fields: (control) => <UsernameField control={control} />,
      }}
      sendCode={authApi.sendResetCode}
      sentNote={(who) => translate('app.auth.codeSentIfAccount', { username: who.username })}
      // The code and the new PIN go together: the reset call checks the code.
      code={{
        schema: resetPinFormSchema,
        defaultValues: { otp: '', pin: '', confirmPin: '' },
        backLabel: translate('app.auth.changeUsername'),
        submitLabel: translate('app.auth.resetPin'),
        submit: (who, values) => authApi.resetPin({ ...who, ...values }),
        fields: (control) => (
          <>
            <FormTextField
              control={control}
              name="pin"
              label={translate('app.auth.pin.newPin')}
              helperText={translate('app.auth.pin.digits', { count: PIN_LENGTH })}
              {...pinInputProps}
            />
            <FormTextField
              control={control}
              name="confirmPin"
              label={translate('app.auth.pin.confirmNewPin')}
              {...pinInputProps}
            />
          </>
        ),
      }}
      done="pin-reset"
    />
  );
}
