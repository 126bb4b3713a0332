import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const list = (
    <DataTable<BookingPosition>
      caption={translate('app.bookings.trip.caption')}
      rows={positions}
      isPending={isPending}
      error={error}
      rowKey={(p) => p.id}
      empty={translate('app.bookings.trip.empty')}
      columns={[
        { label: translate('app.bookings.trip.time'), render: (p) => formatDateTime(p.recordedAt) },
        { label: translate('app.bookings.trip.latitude'), align: 'right', render: (p) => p.latitude.toFixed(5) },
        { label: translate('app.bookings.trip.longitude'), align: 'right', render: (p) => p.longitude.toFixed(5) },
        {
          label: translate('resources.bookings.fields.tripStatus'),
          render: (p) => tripStatus({ tripStatus: p.tripStatus }),
        },
      ]}
    />
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {data
          ? translate('app.bookings.trip.summary', {
              status: tripStatus({ tripStatus: data.tripStatus, lastSeenAt: positions.at(-1)?.recordedAt }),
              time: formatDateTime(dataUpdatedAt),
            })
          : ' '}
      </Typography>
      <RouteMap
        what={translate('app.bookings.trip.what')}
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
