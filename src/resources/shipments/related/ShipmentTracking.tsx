import { formatDateTime } from '#domain/format';
import { useTripStatusText } from '../../../providers/useConfigEntry';
import type { ShipmentTrackingStatus } from '#domain/records/shipments';
import { DataTable } from '../../../components/DataTable';
import { useShipmentData } from './useShipmentData';

const position = (t: ShipmentTrackingStatus) =>
  t.lastPosition
    ? `${t.lastPosition.latitude.toFixed(4)}, ${t.lastPosition.longitude.toFixed(4)} at ${formatDateTime(t.lastPosition.recordedAt)}`
    : 'No position reported yet';

/** Tracking status of every booking: the trip status and where its vehicle was last seen. */
export function ShipmentTracking({ shipmentId }: { shipmentId: number }) {
  const query = useShipmentData('tracking', shipmentId, (dp, id) => dp.getShipmentTrackingStatus(id));
  const tripStatus = useTripStatusText();
  return (
    <DataTable<ShipmentTrackingStatus>
      caption="Tracking status"
      {...query}
      rows={query.data}
      rowKey={(t) => t.bookingId}
      empty="Nothing to track until a booking exists."
      columns={[
        { label: 'Booking', render: (t) => t.bookingCode },
        { label: 'Partner', render: (t) => t.partnerName },
        {
          label: 'Trip status',
          render: (t) => tripStatus({ tripStatus: t.tripStatus, lastSeenAt: t.lastPosition?.recordedAt }),
        },
        { label: 'Last position', render: position },
      ]}
    />
  );
}
