import { Title, useNotify, useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { changePasswordSchema, type ChangePasswordBody } from '#domain/schemas/auth';
import { authApi } from '../../providers/authApi';
import type { StoredUser } from '../../providers/authProvider';
import { storage } from '../../providers/storage';
import { errorMessage } from '../../providers/errorMessage';
import { ErrorAlert } from './AuthCard';
import { FormTextField, NewPasswordFields } from './authForm';
import { StepForm } from './StepForm';
import { useRunWithAlert } from './useRunWithAlert';

const EMPTY: ChangePasswordBody = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * SPEC §7 change password for the signed-in user (/user/{id}/changePassword: the portal's users
 * are never drivers). Other sessions of the user end; this one stays.
 */
export function ChangePasswordPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const { error, run } = useRunWithAlert();

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="app.auth.changePassword" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          {translate('app.auth.changePassword')}
        </Typography>
        <ErrorAlert error={error} />
        <StepForm
          schema={changePasswordSchema}
          defaultValues={EMPTY}
          run={run}
          label={translate('app.auth.changePassword')}
          submitLabel={translate('app.auth.changePassword')}
          busyLabel={translate('app.auth.changingPassword')}
          submit={async (values, form) => {
            const user = storage.getJson<StoredUser>('user');
            if (!user) throw new Error(errorMessage(null));
            await authApi.changePassword(user.id, values);
            form.reset(EMPTY);
            notify('app.auth.passwordChanged', { type: 'success' });
          }}
          fields={(control) => (
            <>
              <FormTextField
                control={control}
                name="oldPassword"
                label={translate('app.auth.currentPassword')}
                type="password"
                autoComplete="current-password"
                autoFocus
              />
              <NewPasswordFields control={control} />
            </>
          )}
        />
      </CardContent>
    </Card>
  );
}
