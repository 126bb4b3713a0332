import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAuthProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { loginFormSchema, type LoginFormValues } from '../../domain/schemas/auth';
import { storage } from '../../providers/storage';
import { safeRedirect } from './safeRedirect';

export function LoginPage() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const [error, setError] = useState<string | null>(() => storage.takeFlash());
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: yupResolver(loginFormSchema),
    defaultValues: { userType: 'internal', username: '', password: '' },
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
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <img src="/logo.png" alt="" width={40} height={40} />
            <Typography component="h1" variant="h5">
              Sign in
            </Typography>
          </Box>
          {(error || fieldError) && (
            <Alert severity="error" role="alert">
              {error ?? fieldError}
            </Alert>
          )}
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
            render={({ field }) => (
              <TextField
                {...field}
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
            render={({ field }) => (
              <TextField {...field} label="Password" type="password" autoComplete="current-password" error={Boolean(errors.password)} />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? <CircularProgress size={24} color="inherit" aria-label="Signing in" /> : 'Sign in'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
