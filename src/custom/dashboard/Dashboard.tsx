import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { orNotAvailable } from '#domain/format';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useIsStaff } from '../../providers/useIsStaff';
import { useTranslateText } from '../../i18n/useTranslateText';
import { ShipperDashboard } from './ShipperDashboard';
import { StaffDashboard } from './StaffDashboard';

/** Who is signed in, read through the dataProvider (so the page proves the session works). */
function Greeting() {
  const translate = useTranslate();
  const translateText = useTranslateText();
  const dataProvider = useFreightDataProvider();
  const { data, isPending, error } = useQuery({ queryKey: ['me'], queryFn: () => dataProvider.getMe() });
  if (isPending)
    return <Skeleton variant="text" width={320} height={40} aria-label={translate('app.dashboard.loading')} />;
  if (error)
    return (
      <Typography role="alert" color="error">
        {translateText(error.message)}
      </Typography>
    );
  return (
    <>
      <Typography variant="h5" component="h1">
        {translate('app.dashboard.welcome', { name: data.user.fullName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {orNotAvailable(data.user.companyName ?? data.roles.map((role) => role.name).join(', '))}
      </Typography>
    </>
  );
}

/**
 * The home page: a greeting, then staff see the marketplace's counts, what waits on them and
 * the bids of the last days; shippers and brokers their company's counts. Every card links to the list it counts.
 */
export function Dashboard() {
  const isStaff = useIsStaff();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Greeting />
        {isStaff ? <StaffDashboard /> : <ShipperDashboard />}
      </CardContent>
    </Card>
  );
}
