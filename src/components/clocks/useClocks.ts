import { useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVAL_MS } from '#domain/limits';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

/** GET /clocks, shared by the dashboard's panel and the lists' strips (one cache entry), refreshed like the dashboard. */
export function useClocks() {
  const dataProvider = useFreightDataProvider();
  return useQuery({
    queryKey: ['clocks'],
    queryFn: ({ signal }) => dataProvider.getClocks(signal),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}
