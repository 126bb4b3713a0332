import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import {
  forgotPasswordFormSchema,
  isEmailUsername,
  newPasswordFormSchema,
  otpFormSchema,
  type ForgotPasswordFormValues,
  type NewPasswordFormValues,
  type OtpFormValues,
} from '#domain/schemas/auth';
import { authApi, type Username } from '../../providers/authApi';
import { LOGIN_ROUTE } from '../../providers/apiConnection';
import { AuthCard } from './AuthCard';
import {
  AuthForm,
  AuthLink,
  CodeForm,
  FormTextField,
  NewPasswordFields,
  SubmitButton,
  useCodeInputProps,
} from './authForm';
import { useRunWithAlert, type Run } from './useRunWithAlert';
import { loginPathWithNotice } from './authPaths';

/** Who asked for the code: drivers go through the OTP driver calls, everyone else through forgot-password. */
interface Requester extends Username {
  driver: boolean;
}

const sendCode = (who: Requester) =>
  who.driver ? authApi.sendDriverResetCode(who.username) : authApi.sendResetCode(who);

function WhoStep({
  initial,
  run,
  onSent,
}: {
  initial: ForgotPasswordFormValues;
  run: Run;
  onSent: (who: Requester) => void;
}) {
  const translate = useTranslate();
  const { control, handleSubmit, formState } = useForm<ForgotPasswordFormValues>({
    resolver: yupResolver(forgotPasswordFormSchema),
    defaultValues: initial,
  });
  const send = ({ username, account }: ForgotPasswordFormValues) =>
    run(async () => {
      const who = { username, isEmail: isEmailUsername(username), driver: account === 'driver' };
      await sendCode(who);
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
      <Controller
        name="account"
        control={control}
        render={({ field }) => (
          <FormControl>
            <FormLabel id="forgot-account-kind">{translate('app.auth.forgot.account')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="forgot-account-kind"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="user" control={<Radio />} label={translate('app.auth.forgot.portalUser')} />
              <FormControlLabel value="driver" control={<Radio />} label={translate('app.auth.forgot.driver')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <SubmitButton loading={formState.isSubmitting} busyLabel={translate('app.auth.code.sending')}>
        {translate('app.auth.code.send')}
      </SubmitButton>
    </AuthForm>
  );
}

function CodeStep({
  who,
  run,
  onChecked,
  onResent,
  onBack,
}: {
  who: Requester;
  run: Run;
  onChecked: (otp: string) => void;
  onResent: () => void;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const codeInputProps = useCodeInputProps();
  const { control, handleSubmit, formState } = useForm<OtpFormValues>({
    resolver: yupResolver(otpFormSchema),
    defaultValues: { otp: '' },
  });
  const check = ({ otp }: OtpFormValues) =>
    run(async () => {
      await (who.driver ? authApi.checkDriverResetCode(who.username, otp) : authApi.checkResetCode(who, otp));
      onChecked(otp);
    });
  return (
    <CodeForm
      onSubmit={handleSubmit(check)}
      onResend={() => run(() => sendCode(who).then(onResent))}
      onBack={onBack}
      backLabel={translate('app.auth.changeUsername')}
      loading={formState.isSubmitting}
    >
      <FormTextField control={control} name="otp" {...codeInputProps} />
    </CodeForm>
  );
}

function NewPasswordStep({ who, otp, run, onReset }: { who: Requester; otp: string; run: Run; onReset: () => void }) {
  const translate = useTranslate();
  const { control, handleSubmit, formState } = useForm<NewPasswordFormValues>({
    resolver: yupResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = (values: NewPasswordFormValues) =>
    run(async () => {
      const body = { username: who.username, isEmail: who.isEmail, otp, ...values };
      await (who.driver ? authApi.resetDriverPassword(body) : authApi.resetPassword(body));
      onReset();
    });
  return (
    <AuthForm onSubmit={handleSubmit(reset)}>
      <NewPasswordFields control={control} autoFocus />
      <SubmitButton loading={formState.isSubmitting} busyLabel={translate('app.auth.changingPassword')}>
        {translate('app.auth.changePassword')}
      </SubmitButton>
    </AuthForm>
  );
}

/**
 * SPEC §2 forgot password / reset password: a code to the user (forgot-password, or the driver
 * OTP for drivers), checked before the new password is asked for; then the reset call.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [who, setWho] = useState<Requester | null>(null);
  /** What the first step had, so going back to it loses nothing. */
  const [draft, setDraft] = useState<ForgotPasswordFormValues>({ username: '', account: 'user' });
  const [otp, setOtp] = useState<string | null>(null);
  const { error, run } = useRunWithAlert();
  const [notice, setNotice] = useState<string | null>(null);
  const sentNote = (to: Requester) => translate('app.auth.codeSentIfAccount', { username: to.username });

  return (
    <AuthCard
      title={translate('app.auth.forgot.title')}
      error={error}
      notice={notice}
      footer={<AuthLink to={LOGIN_ROUTE}>{translate('app.auth.backToSignIn')}</AuthLink>}
    >
      {!who && (
        <WhoStep
          initial={draft}
          run={run}
          onSent={(sentTo) => {
            setDraft({ username: sentTo.username, account: sentTo.driver ? 'driver' : 'user' });
            setWho(sentTo);
            setNotice(sentNote(sentTo));
          }}
        />
      )}
      {who && !otp && (
        <CodeStep
          who={who}
          run={run}
          onChecked={(checked) => {
            setOtp(checked);
            setNotice(translate('app.auth.forgot.codeAccepted'));
          }}
          onResent={() => setNotice(sentNote(who))}
          onBack={() => {
            setWho(null);
            setNotice(null);
          }}
        />
      )}
      {who && otp && (
        <NewPasswordStep
          who={who}
          otp={otp}
          run={run}
          onReset={() => navigate(loginPathWithNotice('password-reset'), { replace: true })}
        />
      )}
    </AuthCard>
  );
}
