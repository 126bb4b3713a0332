import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAuthProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { loginFormSchema, type LoginFormValues } from '#domain/schemas/auth';
import { storage } from '../../providers/storage';
import { safeRedirect } from './safeRedirect';
import { AUTH_PATHS, AuthCard, AuthForm, AuthLink, SubmitButton, loginNoticeOf } from './AuthCard';

export function LoginPage() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const notice = loginNoticeOf(params.get('notice'));
  const [error, setError] = useState<string | null>(() => storage.takeFlash());
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: yupResolver(loginFormSchema),
    // Who just signed up is a shipper or broker: both sign in on the shipper login.
    defaultValues: {
      userType: params.get('notice') === 'registered' ? 'shipper' : 'internal',
      username: '',
      password: '',
    },
  });

  const onSubmit = async (values: LoginFormValues) => {
    setError(null);
    try {
      await authProvider!.login({ ...values, isEmail: values.username.includes('@') });
      // react-admin caches the signed-out checkAuth answer; forget it before entering the app.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(redirectTo, { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const fieldError = errors.username?.message ?? errors.password?.message;
  return (
    <AuthCard
      title="Sign in"
      error={error ?? fieldError}
      notice={notice}
      footer={
        <>
          <AuthLink to={AUTH_PATHS.signup}>Create an account</AuthLink>
          <AuthLink to={AUTH_PATHS.forgotPassword}>Forgot password?</AuthLink>
          <AuthLink to={AUTH_PATHS.resetPin}>Reset PIN</AuthLink>
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
              aria-label="Sign in as"
              value={field.value}
              onChange={(_, value) => value && field.onChange(value)}
            >
              <ToggleButton value="internal">Internal staff</ToggleButton>
              <ToggleButton value="shipper">Shipper</ToggleButton>
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
              label="Phone number or email"
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
              label="Password"
              type="password"
              autoComplete="current-password"
              error={Boolean(errors.password)}
            />
          )}
        />
        <SubmitButton loading={isSubmitting} busyLabel="Signing in">
          Sign in
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
