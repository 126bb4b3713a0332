import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Create, useRedirect, useTranslate } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import type { CreatedUser } from '#domain/records/users';
import { UserInputs, userCreateResolver } from './UserInputs';

/** After creating a user without a password, the generated one is shown once, to pass on. */
export function UserCreate() {
  const redirect = useRedirect();
  const translate = useTranslate();
  const [created, setCreated] = useState<{ fullName: string; generatedPassword: string } | null>(null);
  return (
    <>
      <Create
        mutationOptions={{
          onSuccess: (data) => {
            const user = data as unknown as CreatedUser;
            if (user.generatedPassword)
              setCreated({ fullName: user.fullName, generatedPassword: user.generatedPassword });
            else redirect('list', 'users');
          },
        }}
      >
        <SimpleForm resolver={userCreateResolver} defaultValues={{ userType: 4 }}>
          <UserInputs creating />
        </SimpleForm>
      </Create>
      <Dialog open={Boolean(created)} aria-labelledby="created-title">
        <DialogTitle id="created-title">
          {translate('app.people.users.created.title', { name: created?.fullName })}
        </DialogTitle>
        <DialogContent>
          <Typography gutterBottom>{translate('app.people.users.created.password')}</Typography>
          <Alert severity="info" icon={false}>
            <code>{created?.generatedPassword}</code>
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => redirect('list', 'users')}>
            {translate('app.people.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
