import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { REFRESH_INTERVAL_MS } from '#domain/limits';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { CardSection, CountCard } from './CountCard';
import { ShipmentStatusChart } from './DashboardCharts';
import { DashboardError, DashboardLoading } from './DashboardStates';
import { DASHBOARD_LINKS, countAndAmount } from './dashboardData';
import { BookingStatusCards, OpenBidsCard, ShipmentStatusCards } from './StatusCards';

/** Shippers and brokers: their company's shipments, bookings, open bids and invoices due. */
export function ShipperDashboard() {
  const translate = useTranslate();
  const dataProvider = useFreightDataProvider();
  const { currency } = useClientConfig();
  const counts = useQuery({
    queryKey: ['reports', 'shipper', 'counts'],
    queryFn: () => dataProvider.getShipperCounts(),
    refetchInterval: REFRESH_INTERVAL_MS,
  });

  if (counts.isPending) return <DashboardLoading />;
  if (counts.isError) return <DashboardError error={counts.error} onRetry={() => void counts.refetch()} />;
  const data = counts.data;
  const due = countAndAmount(data.invoicesDue);
  return (
    <>
      <CardSection id="dashboard-company" title={translate('app.dashboard.sections.company')}>
        <OpenBidsCard counts={data} />
        <CountCard
          label={translate('app.dashboard.figures.invoicesDue')}
          value={due.count}
          detail={formatMoney(due.amount, currency)}
          to={DASHBOARD_LINKS.unpaidInvoices()}
          colour="purple"
        />
      </CardSection>
      <ShipmentStatusCards counts={data.shipmentsByStatus} />
      <BookingStatusCards counts={data.bookingsByStatus} />
      <ShipmentStatusChart counts={data.shipmentsByStatus} />
    </>
  );
}
