import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PIN_LENGTH } from '#domain/limits';
import { isEmailUsername, usernameFormSchema, type UsernameFormValues } from '#domain/schemas/auth';
import { resetPinFormSchema, type ResetPinFormValues } from '#domain/schemas/pin';
import { authApi, type Username } from '../../providers/authApi';
import { LOGIN_ROUTE } from '../../providers/apiConnection';
import { AuthCard } from './AuthCard';
import { AuthForm, AuthLink, CodeForm, FormTextField, SubmitButton, useCodeInputProps } from './authForm';
import { useRunWithAlert, type Run } from './useRunWithAlert';
import { loginPathWithNotice } from './authPaths';

const pinInputProps = {
  type: 'password',
  autoComplete: 'off',
  slotProps: { htmlInput: { inputMode: 'numeric', maxLength: PIN_LENGTH } },
} as const;

function UsernameStep({ username, run, onSent }: { username: string; run: Run; onSent: (who: Username) => void }) {
  const translate = useTranslate();
  const { control, handleSubmit, formState } = useForm<UsernameFormValues>({
    resolver: yupResolver(usernameFormSchema),
    defaultValues: { username },
  });
  const send = (values: UsernameFormValues) =>
    run(async () => {
      const who = { username: values.username, isEmail: isEmailUsername(values.username) };
      await authApi.sendResetCode(who);
      onSent(who);
    });
  return (
    <AuthForm onSubmit={handleSubmit(send)}>
      <FormTextField
        control={control}
        name="username"
        label={translate('app.auth.username')}
        autoComplete="username"
        autoFocus
        placeholder="03001234567"
      />
      <SubmitButton loading={formState.isSubmitting} busyLabel={translate('app.auth.code.sending')}>
        {translate('app.auth.code.send')}
      </SubmitButton>
    </AuthForm>
  );
}

function NewPinStep({
  who,
  run,
  onReset,
  onResent,
  onBack,
}: {
  who: Username;
  run: Run;
  onReset: () => void;
  onResent: () => void;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const codeInputProps = useCodeInputProps();
  const { control, handleSubmit, formState } = useForm<ResetPinFormValues>({
    resolver: yupResolver(resetPinFormSchema),
    defaultValues: { otp: '', pin: '', confirmPin: '' },
  });
  const reset = (values: ResetPinFormValues) =>
    run(async () => {
      await authApi.resetPin({ ...who, ...values });
      onReset();
    });
  return (
    <CodeForm
      onSubmit={handleSubmit(reset)}
      onResend={() => run(() => authApi.sendResetCode(who).then(onResent))}
      onBack={onBack}
      backLabel={translate('app.auth.changeUsername')}
      loading={formState.isSubmitting}
      submitLabel={translate('app.auth.resetPin')}
    >
      <FormTextField control={control} name="otp" {...codeInputProps} />
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
    </CodeForm>
  );
}

/**
 * SPEC §2/§5 PIN reset: the forgot-password code, then a new PIN of PIN_LENGTH digits entered
 * twice (POST /auth/user/reset-pin).
 */
export function ResetPinPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [who, setWho] = useState<Username | null>(null);
  const [username, setUsername] = useState('');
  const { error, run } = useRunWithAlert();
  const [notice, setNotice] = useState<string | null>(null);
  const sentNote = (to: Username) => translate('app.auth.codeSentIfAccount', { username: to.username });

  return (
    <AuthCard
      title={translate('app.auth.resetPin')}
      error={error}
      notice={notice}
      footer={<AuthLink to={LOGIN_ROUTE}>{translate('app.auth.backToSignIn')}</AuthLink>}
    >
      {who ? (
        <NewPinStep
          who={who}
          run={run}
          onReset={() => navigate(loginPathWithNotice('pin-reset'), { replace: true })}
          onResent={() => setNotice(sentNote(who))}
          onBack={() => {
            setWho(null);
            setNotice(null);
          }}
        />
      ) : (
        <UsernameStep
          username={username}
          run={run}
          onSent={(sentTo) => {
            setUsername(sentTo.username);
            setWho(sentTo);
            setNotice(sentNote(sentTo));
          }}
        />
      )}
    </AuthCard>
  );
}
