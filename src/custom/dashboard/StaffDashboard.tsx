import { useQuery } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { formatMoney } from '../../domain/format';
import { REFRESH_INTERVAL_MS } from '../../domain/limits';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { CardSection, CountCard } from './CountCard';
import { BidsPerDayChart, ShipmentStatusChart } from './DashboardCharts';
import { DashboardError, DashboardLoading } from './DashboardStates';
import { DASHBOARD_LINKS, countAndAmount } from './dashboardData';
import { BookingStatusCards, ShipmentStatusCards } from './StatusCards';

/** Staff: the whole marketplace's counts, what waits on them, and the bids of the last days. */
export function StaffDashboard() {
  const dataProvider = useFreightDataProvider();
  const { currency } = useClientConfig();
  const counts = useQuery({ queryKey: ['reports', 'csr', 'counts'], queryFn: () => dataProvider.getCsrCounts(), refetchInterval: REFRESH_INTERVAL_MS });
  const bids = useQuery({ queryKey: ['reports', 'csr', 'bids'], queryFn: () => dataProvider.getCsrBids(), refetchInterval: REFRESH_INTERVAL_MS });

  if (counts.isPending) return <DashboardLoading />;
  if (counts.isError) return <DashboardError error={counts.error} onRetry={() => void counts.refetch()} />;
  const data = counts.data;
  const payments = countAndAmount(data.pendingPayments);
  const invoices = countAndAmount(data.unpaidInvoices);
  return (
    <>
      <CardSection id="dashboard-attention" title="Waiting on staff">
        <CountCard label="Open bids" value={Number(data.openBids) || 0} to={DASHBOARD_LINKS.openBids()} colour="blue" />
        <CountCard label="Pending driver verifications" value={Number(data.pendingDriverVerifications) || 0} to={DASHBOARD_LINKS.pendingDrivers()} colour="amber" />
        <CountCard label="Pending vehicle verifications" value={Number(data.pendingVehicleVerifications) || 0} to={DASHBOARD_LINKS.pendingVehicles()} colour="amber" />
        <CountCard label="Pending partner verifications" value={Number(data.pendingPartnerVerifications) || 0} to={DASHBOARD_LINKS.pendingPartners()} colour="amber" />
        <CountCard label="Pending payments" value={payments.count} detail={formatMoney(payments.amount, currency)} to={DASHBOARD_LINKS.pendingPayments()} colour="orange" />
        <CountCard label="Unpaid invoices" value={invoices.count} detail={formatMoney(invoices.amount, currency)} to={DASHBOARD_LINKS.unpaidInvoices()} colour="purple" />
      </CardSection>
      <ShipmentStatusCards counts={data.shipmentsByStatus} />
      <BookingStatusCards counts={data.bookingsByStatus} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ShipmentStatusChart counts={data.shipmentsByStatus} />
        {bids.isPending ? (
          <DashboardLoading label="Loading bids per day" />
        ) : bids.isError ? (
          <DashboardError error={bids.error} onRetry={() => void bids.refetch()} />
        ) : (
          <BidsPerDayChart report={bids.data} />
        )}
      </Box>
    </>
  );
}
