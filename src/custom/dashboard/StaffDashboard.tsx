import { useQuery } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import { REFRESH_INTERVAL_MS } from '#domain/limits';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { CardSection, CountCard } from './CountCard';
import { BidsPerDayChart, ShipmentStatusChart } from './DashboardCharts';
import { DashboardError, DashboardLoading } from './DashboardStates';
import { STAFF_DASHBOARD_AREAS, countAndAmount, isForbidden, type MayList } from './dashboardData';
import { ListDashboard } from './ListDashboard';
import { WAITING_COUNTS } from './listCounts';
import { BookingStatusCards, OpenBidsCard, ShipmentStatusCards } from './StatusCards';
import { ClocksPanel } from './ClocksPanel';

/**
 * Staff: what is due and late (the clocks), then what their role may see. A role with the reports area gets the marketplace's
 * report (every figure, the charts), keeping the figures whose lists the role may open; one without it
 * (Operations) gets figures counted from the lists it may read. A report the API refuses anyway
 * falls back to those lists, never to a page-wide refusal.
 */
export function StaffDashboard() {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: [...STAFF_DASHBOARD_AREAS] });
  if (isPending) return <DashboardLoading />;
  const may: MayList = (area) => canAccess?.[area] === true;
  return (
    <>
      <ClocksPanel />
      {may('reports') ? <ReportDashboard may={may} /> : <ListDashboard may={may} />}
    </>
  );
}

/** A waiting figure as the report gives it: its count, and for money the amount as well. */
interface ReportedFigure {
  value: number;
  detail?: string;
}

/** The whole marketplace's counts, what waits on staff, and the bids of the last days (the reports area). */
function ReportDashboard({ may }: { may: MayList }) {
  const translate = useTranslate();
  const dataProvider = useFreightDataProvider();
  const { currency } = useClientConfig();
  const counts = useQuery({
    queryKey: ['reports', 'csr', 'counts'],
    queryFn: () => dataProvider.getCsrCounts(),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
  const bids = useQuery({
    queryKey: ['reports', 'csr', 'bids'],
    queryFn: () => dataProvider.getCsrBids(),
    refetchInterval: REFRESH_INTERVAL_MS,
  });

  if (counts.isPending) return <DashboardLoading />;
  if (counts.isError) {
    if (isForbidden(counts.error)) return <ListDashboard may={may} />;
    return <DashboardError error={counts.error} onRetry={() => void counts.refetch()} />;
  }
  const data = counts.data;
  const money = (raw: unknown): ReportedFigure => {
    const { count, amount } = countAndAmount(raw);
    return { value: count, detail: formatMoney(amount, currency) };
  };
  // The report's figure for each of the waiting figures the lists would count (same label, link and colour).
  const reported: Partial<Record<string, ReportedFigure>> = {
    pendingDrivers: { value: Number(data.pendingDriverVerifications) || 0 },
    pendingVehicles: { value: Number(data.pendingVehicleVerifications) || 0 },
    pendingPartners: { value: Number(data.pendingPartnerVerifications) || 0 },
    pendingPayments: money(data.pendingPayments),
    unpaidInvoices: money(data.unpaidInvoices),
  };
  const waiting = [
    may('shipments') && <OpenBidsCard key="bids" counts={data} />,
    ...WAITING_COUNTS.filter((figure) => may(figure.area)).map((figure) => {
      const report = reported[figure.key];
      return (
        report && (
          <CountCard
            key={figure.key}
            label={translate(figure.label)}
            {...report}
            to={figure.to}
            colour={figure.colour}
          />
        )
      );
    }),
  ].filter(Boolean);
  return (
    <>
      {waiting.length > 0 && (
        <CardSection id="dashboard-attention" title={translate('app.dashboard.sections.waiting')}>
          {waiting}
        </CardSection>
      )}
      {may('shipments') && <ShipmentStatusCards counts={data.shipmentsByStatus} />}
      {may('bookings') && <BookingStatusCards counts={data.bookingsByStatus} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ShipmentStatusChart counts={data.shipmentsByStatus} />
        {bids.isPending ? (
          <DashboardLoading label="app.dashboard.charts.loadingBids" />
        ) : bids.isError ? (
          // A bids report the role may not read is left out; any other failure says so with a Retry.
          isForbidden(bids.error) ? null : (
            <DashboardError error={bids.error} onRetry={() => void bids.refetch()} />
          )
        ) : (
          <BidsPerDayChart report={bids.data} />
        )}
      </Box>
    </>
  );
}
