import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { formatDateTime } from '#domain/format';
import { REFRESH_INTERVAL_MS } from '#domain/limits';
import { useTripStatusText } from '../../providers/useConfigEntry';
import type { BookingPosition } from '#domain/records/tracking';
import { DataTable } from '../../components/DataTable';
import { RouteMap } from '../../components/map/RouteMap';

/** The trip: tracked positions on the map when keyed, else listed with times and coordinates; refreshed every 120 s (SPEC §9). */
export function TripPanel({ bookingId }: { bookingId: number }) {
  const dataProvider = useFreightDataProvider();
  const { data, isPending, error, dataUpdatedAt } = useQuery({
    queryKey: ['trip', bookingId],
    queryFn: () => dataProvider.getTrip(bookingId),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
  const positions = data?.positions ?? [];
  const tripStatus = useTripStatusText();
  const list = (
    <DataTable<BookingPosition>
      caption="Tracked positions"
      rows={positions}
      isPending={isPending}
      error={error}
      rowKey={(p) => p.id}
      empty="No position reported yet."
      columns={[
        { label: 'Time', render: (p) => formatDateTime(p.recordedAt) },
        { label: 'Latitude', align: 'right', render: (p) => p.latitude.toFixed(5) },
        { label: 'Longitude', align: 'right', render: (p) => p.longitude.toFixed(5) },
        { label: 'Trip status', render: (p) => tripStatus({ tripStatus: p.tripStatus }) },
      ]}
    />
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {data
          ? `Trip status: ${tripStatus({ tripStatus: data.tripStatus, lastSeenAt: positions.at(-1)?.recordedAt })} · updated ${formatDateTime(dataUpdatedAt)}, refreshes every 2 minutes`
          : ' '}
      </Typography>
      <RouteMap
        what="tracked positions"
        points={positions.map((p) => ({
          latitude: p.latitude,
          longitude: p.longitude,
          label: formatDateTime(p.recordedAt),
        }))}
        fallback={list}
      />
    </>
  );
}
