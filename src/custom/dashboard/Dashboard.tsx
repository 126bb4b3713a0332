import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { orNotAvailable } from '../../domain/format';

export function Dashboard() {
  const dataProvider = useFreightDataProvider();
  const { data, isPending, error } = useQuery({ queryKey: ['me'], queryFn: () => dataProvider.getMe() });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        {isPending ? (
          <Skeleton variant="text" width={320} height={40} aria-label="Loading" />
        ) : error ? (
          <Typography role="alert" color="error">
            {error.message}
          </Typography>
        ) : (
          <>
            <Typography variant="h5" component="h1">
              Welcome, {data.user.fullName}
            </Typography>
            <Typography color="text.secondary">
              {orNotAvailable(data.user.companyName ?? data.roles.map((role) => role.name).join(', '))}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
