import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Title, useNotify } from 'react-admin';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { changePasswordSchema, type ChangePasswordBody } from '#domain/schemas/auth';
import { authApi } from '../../providers/authApi';
import type { StoredUser } from '../../providers/authProvider';
import { storage } from '../../providers/storage';
import { AuthForm, FormTextField, SubmitButton, errorMessage } from './AuthCard';

const EMPTY: ChangePasswordBody = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * SPEC §7 change password for the signed-in user (/user/{id}/changePassword: the portal's users
 * are never drivers). Other sessions of the user end; this one stays.
 */
export function ChangePasswordPage() {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<ChangePasswordBody>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const change = async (values: ChangePasswordBody) => {
    setError(null);
    const user = storage.getJson<StoredUser>('user');
    try {
      if (!user) throw new Error(errorMessage(null));
      await authApi.changePassword(user.id, values);
      reset(EMPTY);
      notify('Your password was changed. Your other sessions were signed out.', { type: 'success' });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="Change password" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          Change password
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <AuthForm onSubmit={handleSubmit(change)} label="Change password">
          <FormTextField
            control={control}
            name="oldPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          <FormTextField
            control={control}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            helperText="At least 8 characters with a letter and a digit"
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton loading={formState.isSubmitting} busyLabel="Changing the password">
            Change password
          </SubmitButton>
        </AuthForm>
      </CardContent>
    </Card>
  );
}
