import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

export function Dashboard() {
  const { identity, isPending } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {isPending ? 'Loading…' : `Welcome, ${identity?.fullName ?? ''}`}
        </Typography>
      </CardContent>
    </Card>
  );
}
