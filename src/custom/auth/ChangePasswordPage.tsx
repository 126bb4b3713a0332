import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { changePasswordSchema, type ChangePasswordBody } from '#domain/schemas/auth';
import { authApi } from '../../providers/authApi';
import type { StoredUser } from '../../providers/authProvider';
import { storage } from '../../providers/storage';
import { useTranslateText } from '../../i18n/useTranslateText';
import { AuthForm, FormTextField, NewPasswordFields, SubmitButton } from './authForm';
import { errorMessage } from '../../providers/errorMessage';

const EMPTY: ChangePasswordBody = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * SPEC §7 change password for the signed-in user (/user/{id}/changePassword: the portal's users
 * are never drivers). Other sessions of the user end; this one stays.
 */
export function ChangePasswordPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const translateText = useTranslateText();
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
      notify('app.auth.passwordChanged', { type: 'success' });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="app.auth.changePassword" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          {translate('app.auth.changePassword')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {translateText(error)}
          </Alert>
        )}
        <AuthForm onSubmit={handleSubmit(change)} label={translate('app.auth.changePassword')}>
          <FormTextField
            control={control}
            name="oldPassword"
            label={translate('app.auth.currentPassword')}
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          <NewPasswordFields control={control} />
          <SubmitButton loading={formState.isSubmitting} busyLabel={translate('app.auth.changingPassword')}>
            {translate('app.auth.changePassword')}
          </SubmitButton>
        </AuthForm>
      </CardContent>
    </Card>
  );
}
