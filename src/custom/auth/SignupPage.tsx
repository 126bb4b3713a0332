import { isLocale } from '../../i18n/locale';
import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { useTranslate, useLocaleState } from 'react-admin';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Step, StepLabel, Stepper } from '@mui/material';
import { USER_TYPE } from '#domain/userTypes';
import {
  otpFormSchema,
  signupDetailsFormSchema,
  signupPhoneFormSchema,
  type OtpFormValues,
  type SignupDetailsFormValues,
  type SignupPhoneFormValues,
} from '#domain/schemas/auth';
import { authApi } from '../../providers/authApi';
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

const STEPS = ['app.auth.signup.steps.phone', 'app.auth.signup.steps.code', 'app.auth.signup.steps.details'] as const;

function PhoneStep({ phone, run, onSent }: { phone: string; run: Run; onSent: (phone: string) => void }) {
  const translate = useTranslate();
  const { control, handleSubmit, formState } = useForm<SignupPhoneFormValues>({
    resolver: yupResolver(signupPhoneFormSchema),
    defaultValues: { phoneNumber: phone },
  });
  const send = ({ phoneNumber }: SignupPhoneFormValues) =>
    run(async () => {
      await authApi.sendSignupCode(phoneNumber);
      onSent(phoneNumber);
    });
  return (
    <AuthForm onSubmit={handleSubmit(send)}>
      <FormTextField
        control={control}
        name="phoneNumber"
        label={translate('app.auth.signup.mobilePhone')}
        autoComplete="tel-national"
        autoFocus
        placeholder="03001234567"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <SubmitButton loading={formState.isSubmitting} busyLabel={translate('app.auth.code.sending')}>
        {translate('app.auth.code.send')}
      </SubmitButton>
    </AuthForm>
  );
}

function CodeStep({
  phone,
  run,
  onVerified,
  onResent,
  onBack,
}: {
  phone: string;
  run: Run;
  onVerified: () => void;
  onResent: () => void;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const codeInputProps = useCodeInputProps();
  const { control, handleSubmit, formState } = useForm<OtpFormValues>({
    resolver: yupResolver(otpFormSchema),
    defaultValues: { otp: '' },
  });
  const verify = ({ otp }: OtpFormValues) =>
    run(async () => {
      await authApi.checkSignupCode(phone, otp);
      onVerified();
    });
  return (
    <CodeForm
      onSubmit={handleSubmit(verify)}
      onResend={() => run(() => authApi.sendSignupCode(phone).then(onResent))}
      onBack={onBack}
      backLabel={translate('app.auth.signup.changePhone')}
      loading={formState.isSubmitting}
    >
      <FormTextField
        control={control}
        name="otp"
        {...codeInputProps}
        helperText={translate('app.auth.code.sentBySms', { phone })}
      />
    </CodeForm>
  );
}

function DetailsStep({ phone, run, onCreated }: { phone: string; run: Run; onCreated: () => void }) {
  const translate = useTranslate();
  // The new account keeps the language its owner signed up in.
  const [locale] = useLocaleState();
  const { control, handleSubmit, formState } = useForm<SignupDetailsFormValues>({
    resolver: yupResolver(signupDetailsFormSchema),
    defaultValues: {
      fullName: '',
      email: '',
      companyName: '',
      userType: USER_TYPE.SHIPPER,
      password: '',
      confirmPassword: '',
    },
  });
  const create = (details: SignupDetailsFormValues) =>
    run(async () => {
      await authApi.signup({ ...details, phoneNumber: phone, ...(isLocale(locale) ? { locale } : {}) });
      onCreated();
    });
  return (
    <AuthForm onSubmit={handleSubmit(create)}>
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
      <Controller
        name="userType"
        control={control}
        render={({ field }) => (
          <FormControl>
            <FormLabel id="signup-account-type">{translate('app.auth.signup.accountType')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="signup-account-type"
              name={field.name}
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              <FormControlLabel
                value={String(USER_TYPE.SHIPPER)}
                control={<Radio />}
                label={translate('app.auth.shipper')}
              />
              <FormControlLabel
                value={String(USER_TYPE.DEMAND_ADDA)}
                control={<Radio />}
                label={translate('app.auth.signup.broker')}
              />
            </RadioGroup>
          </FormControl>
        )}
      />
      <NewPasswordFields control={control} signup />
      <SubmitButton loading={formState.isSubmitting} busyLabel={translate('app.auth.signup.creating')}>
        {translate('app.auth.signup.create')}
      </SubmitButton>
    </AuthForm>
  );
}

/**
 * SPEC §2 signup for shippers and brokers: verify the phone with a code (SPEC §7 OTP user), then
 * create the account (/auth/user/user-account) and sign in on the login page.
 */
export function SignupPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState('');
  const { error, run } = useRunWithAlert();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <AuthCard
      title={translate('app.auth.createAccount')}
      error={error}
      notice={notice}
      maxWidth={480}
      footer={<AuthLink to={LOGIN_ROUTE}>{translate('app.auth.signup.haveAccount')}</AuthLink>}
    >
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{translate(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <PhoneStep
          phone={phone}
          run={run}
          onSent={(sent) => {
            setPhone(sent);
            setNotice(translate('app.auth.signup.codeSent', { phone: sent }));
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <CodeStep
          phone={phone}
          run={run}
          onVerified={() => {
            setNotice(translate('app.auth.signup.phoneVerified'));
            setStep(2);
          }}
          onResent={() => setNotice(translate('app.auth.signup.newCodeSent', { phone }))}
          onBack={() => {
            setNotice(null);
            setStep(0);
          }}
        />
      )}
      {step === 2 && (
        <DetailsStep
          phone={phone}
          run={run}
          onCreated={() => navigate(loginPathWithNotice('registered'), { replace: true })}
        />
      )}
    </AuthCard>
  );
}
