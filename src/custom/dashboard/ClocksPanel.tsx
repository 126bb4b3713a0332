import { useTranslate } from 'react-admin';
import { useClocks } from '../../components/clocks/useClocks';
import { CardSection } from './CountCard';
import { ClockCard } from './ClockCard';
import { DashboardError, DashboardLoading } from './DashboardStates';
import { isForbidden } from './dashboardData';

/**
 * What is due and what is late (GET /clocks): a card per clock the user may read, each linking to its
 * list filtered to the rows it counts. A role with no clock (or refused them) shows no panel.
 */
export function ClocksPanel() {
  const translate = useTranslate();
  const clocks = useClocks();
  if (clocks.isPending) return <DashboardLoading label="app.clocks.loading" />;
  if (clocks.isError)
    return isForbidden(clocks.error) ? null : (
      <DashboardError error={clocks.error} onRetry={() => void clocks.refetch()} />
    );
  if (!clocks.data.length) return null;
  return (
    <CardSection id="dashboard-clocks" title={translate('app.clocks.title')}>
      {clocks.data.map((record) => (
        <ClockCard key={record.clock} record={record} />
      ))}
    </CardSection>
  );
}
