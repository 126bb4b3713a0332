import { useTranslate } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { useTripStatusText } from '../../../providers/useConfigEntry';
import type { ShipmentTrackingStatus } from '#domain/records/shipments';
import { DataTable } from '../../../components/DataTable';
import { useShipmentData } from './useShipmentData';

/** Tracking status of every booking: the trip status and where its vehicle was last seen. */
export function ShipmentTracking({ shipmentId }: { shipmentId: number }) {
  const query = useShipmentData('tracking', shipmentId, (dp, id) => dp.getShipmentTrackingStatus(id));
  const tripStatus = useTripStatusText();
  const translate = useTranslate();
  const position = (t: ShipmentTrackingStatus) =>
    t.lastPosition
      ? translate('app.shipments.tracking.positionAt', {
          position: `${t.lastPosition.latitude.toFixed(4)}, ${t.lastPosition.longitude.toFixed(4)}`,
          time: formatDateTime(t.lastPosition.recordedAt),
        })
      : translate('app.shipments.tracking.noPosition');
  return (
    <DataTable<ShipmentTrackingStatus>
      caption={translate('app.shipments.tracking.caption')}
      {...query}
      rows={query.data}
      rowKey={(t) => t.bookingId}
      empty={translate('app.shipments.tracking.empty')}
      columns={[
        { label: translate('resources.bookings.fields.code'), render: (t) => t.bookingCode },
        { label: translate('resources.bookings.fields.partnerName'), render: (t) => t.partnerName },
        {
          label: translate('resources.bookings.fields.tripStatus'),
          render: (t) => tripStatus({ tripStatus: t.tripStatus, lastSeenAt: t.lastPosition?.recordedAt }),
        },
        { label: translate('app.shipments.tracking.lastPosition'), render: position },
      ]}
    />
  );
}
