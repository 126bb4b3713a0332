import { useQueries } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REFRESH_INTERVAL_MS } from '#domain/limits';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { CardSection, CountCard, CountCardNote } from './CountCard';
import { isForbidden, type MayList } from './dashboardData';
import { BOOKING_COUNTS, SHIPMENT_COUNTS, WAITING_COUNTS, type ListCount } from './listCounts';

/**
 * A titled group of figures counted from lists. Each figure loads, fails and retries on its own; one
 * the API refuses anyway (403) is left out, and a group left with none is not shown.
 */
function ListCountSection({ id, title, counts }: { id: string; title: string; counts: readonly ListCount[] }) {
  const translate = useTranslate();
  const api = useFreightDataProvider();
  const results = useQueries({
    queries: counts.map((figure) => ({
      queryKey: ['dashboard', 'listCount', figure.key],
      queryFn: ({ signal }: { signal: AbortSignal }) => figure.count(api, signal),
      refetchInterval: REFRESH_INTERVAL_MS,
    })),
  });
  const shown = counts
    .map((figure, index) => ({ figure, result: results[index] }))
    .filter(({ result }) => !isForbidden(result.error));
  if (!shown.length) return null;
  return (
    <CardSection id={id} title={title}>
      {shown.map(({ figure, result }) => {
        const label = translate(figure.label);
        const name = figure.name && translate(figure.name, { status: label });
        return result.isSuccess ? (
          <CountCard
            key={figure.key}
            label={label}
            name={name}
            value={result.data}
            to={figure.to}
            colour={figure.colour}
          />
        ) : (
          <CountCardNote
            key={figure.key}
            label={name ?? label}
            error={result.error}
            onRetry={() => void result.refetch()}
          />
        );
      })}
    </CardSection>
  );
}

/**
 * Staff whose role has no reports (Operations): the figures of the lists their role may read, counted
 * from those lists, so the dashboard shows what the role may see rather than a refusal.
 */
export function ListDashboard({ may }: { may: MayList }) {
  const translate = useTranslate();
  const allowed = (counts: readonly ListCount[]) => counts.filter((figure) => may(figure.area));
  const sections = [
    { id: 'dashboard-attention', title: translate('app.dashboard.sections.waiting'), counts: allowed(WAITING_COUNTS) },
    {
      id: 'dashboard-shipments',
      title: translate('app.dashboard.sections.shipments'),
      counts: allowed(SHIPMENT_COUNTS),
    },
    {
      id: 'dashboard-bookings',
      title: translate('app.dashboard.sections.bookingsByStatus'),
      counts: allowed(BOOKING_COUNTS),
    },
  ].filter((section) => section.counts.length > 0);
  if (!sections.length) {
    return <Typography color="text.secondary">{translate('app.dashboard.noFigures')}</Typography>;
  }
  return (
    <>
      {sections.map((section) => (
        <ListCountSection key={section.id} {...section} />
      ))}
    </>
  );
}
