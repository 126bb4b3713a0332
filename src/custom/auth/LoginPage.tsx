import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAuthProvider, useLocaleState, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { isEmailUsername, loginFormSchema, type LoginFormValues } from '#domain/schemas/auth';
import { MESSAGES } from '#domain/messages';
import { portalSignInOf, type LoginKind } from '#domain/userTypes';
import { authApi } from '../../providers/authApi';
import { storage } from '../../providers/storage';
import { safeRedirect } from './safeRedirect';
import { isLocale } from '../../i18n/locale';
import { takeLoginPageChoice } from '../../i18n/pendingChoice';
import { useSwitchLanguage } from '../../i18n/useLanguage';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { StoredUser } from '../../providers/authProvider';
import { AUTH_PATHS, AuthCard, AuthForm, AuthLink, SubmitButton, loginNoticeOf } from './AuthCard';

const LOGIN_KIND_LABELS: Record<LoginKind, string> = {
  internal: 'app.auth.internalStaff',
  shipper: 'app.auth.shipper',
};
const isLoginKind = (value: unknown): value is LoginKind => value === 'internal' || value === 'shipper';

/**
 * After a refused sign-in: the sign-in the account uses when it is not the one chosen (SPEC §7's
 * username lookup already tells anyone the account's type); null when the password is what is wrong.
 */
async function otherSignInOf(values: LoginFormValues): Promise<LoginKind | null> {
  const found = await authApi
    .lookUpUsername({ username: values.username.trim(), isEmail: isEmailUsername(values.username) })
    .catch(() => null);
  const kind = found?.exists ? portalSignInOf(found.userType) : null;
  return kind && kind !== values.userType ? kind : null;
}

/** The sign-in last chosen on this browser; internal staff the first time. */
const lastLoginKind = (): LoginKind => {
  const stored = storage.get('loginKind');
  return isLoginKind(stored) ? stored : 'internal';
};

export function LoginPage() {
  const authProvider = useAuthProvider();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const switchLanguage = useSwitchLanguage();
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const notice = loginNoticeOf(params.get('notice'));
  const [error, setError] = useState<string | null>(() => storage.takeFlash());
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: yupResolver(loginFormSchema),
    // Who just signed up is a shipper or broker: both sign in on the shipper login; else the last choice here.
    defaultValues: {
      userType: params.get('notice') === 'registered' ? 'shipper' : lastLoginKind(),
      username: '',
      password: '',
    },
  });

  const onSubmit = async (values: LoginFormValues) => {
    setError(null);
    try {
      await authProvider!.login({ ...values, isEmail: values.username.includes('@') });
      storage.set('loginKind', values.userType);
      // The language picked here before signing in is kept in the profile; else the profile's is used.
      const user = storage.getJson<StoredUser>('user');
      const picked = takeLoginPageChoice();
      if (user && picked) void dataProvider.saveMyLocale(user.id, picked).catch(() => undefined);
      else if (user && isLocale(user.locale) && user.locale !== locale) switchLanguage(user.locale);
      // react-admin caches the signed-out checkAuth answer; forget it before entering the app.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(redirectTo, { replace: true });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const other = message === MESSAGES.loginFailed ? await otherSignInOf(values) : null;
      if (!other) return setError(message);
      setValue('userType', other);
      storage.set('loginKind', other);
      setError(translate('app.auth.useOtherSignIn', { kind: translate(LOGIN_KIND_LABELS[other]) }));
    }
  };

  const fieldError = errors.username?.message ?? errors.password?.message;
  return (
    <AuthCard
      title={translate('app.auth.signIn')}
      error={error ?? fieldError}
      notice={notice && translate(notice)}
      footer={
        <>
          <AuthLink to={AUTH_PATHS.signup}>{translate('app.auth.createAccount')}</AuthLink>
          <AuthLink to={AUTH_PATHS.forgotPassword}>{translate('app.auth.forgotPassword')}</AuthLink>
          <AuthLink to={AUTH_PATHS.resetPin}>{translate('app.auth.resetPin')}</AuthLink>
        </>
      }
    >
      <AuthForm onSubmit={handleSubmit(onSubmit)}>
        <Controller
          name="userType"
          control={control}
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-label={translate('app.auth.signInAs')}
              value={field.value}
              onChange={(_, value) => {
                if (!isLoginKind(value)) return;
                field.onChange(value);
                storage.set('loginKind', value);
              }}
            >
              <ToggleButton value="internal">{translate('app.auth.internalStaff')}</ToggleButton>
              <ToggleButton value="shipper">{translate('app.auth.shipper')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        <Controller
          name="username"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              variant="outlined"
              label={translate('app.auth.username')}
              autoComplete="username"
              autoFocus
              error={Boolean(errors.username)}
              placeholder="03001234567"
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              variant="outlined"
              label={translate('app.auth.password')}
              type="password"
              autoComplete="current-password"
              error={Boolean(errors.password)}
            />
          )}
        />
        <SubmitButton loading={isSubmitting} busyLabel={translate('app.auth.signingIn')}>
          {translate('app.auth.signIn')}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
