import { useTranslate } from 'react-admin';
import { BOOKING_STATUS_COLOURS, SHIPMENT_STATUS_COLOURS } from '#domain/palette';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { CardSection, CountCard } from './CountCard';
import { DASHBOARD_LINKS, bookingCounts, shipmentCounts } from './dashboardData';

/** Shipments per SPEC §4 status, each card opening the shipment tab that holds that status. */
export function ShipmentStatusCards({ counts }: { counts: unknown }) {
  const translate = useTranslate();
  const label = useEnumLabel();
  return (
    <CardSection id="dashboard-shipments" title={translate('app.dashboard.sections.shipmentsByStatus')}>
      {shipmentCounts(counts).map(({ status, count }) => (
        <CountCard
          key={status}
          label={label('shipmentStatus', status)}
          name={translate('app.dashboard.figures.statusShipments', { status: label('shipmentStatus', status) })}
          value={count}
          to={DASHBOARD_LINKS.shipments(status)}
          colour={SHIPMENT_STATUS_COLOURS[status]}
        />
      ))}
    </CardSection>
  );
}

/** Bookings per status code, each card opening the booking list filtered to it. */
export function BookingStatusCards({ counts }: { counts: unknown }) {
  const translate = useTranslate();
  const label = useEnumLabel();
  return (
    <CardSection id="dashboard-bookings" title={translate('app.dashboard.sections.bookingsByStatus')}>
      {bookingCounts(counts).map(({ status, count }) => (
        <CountCard
          key={status}
          label={label('bookingStatus', status)}
          name={translate('app.dashboard.figures.statusBookings', { status: label('bookingStatus', status) })}
          value={count}
          to={DASHBOARD_LINKS.bookings(status)}
          colour={BOOKING_STATUS_COLOURS[status]}
        />
      ))}
    </CardSection>
  );
}

/**
 * The shipments with a bid still open, opening exactly that list; how many bids are open is its detail
 * (there is no list of bids of its own to open).
 */
export function OpenBidsCard({ counts }: { counts: { openBids?: unknown; shipmentsWithOpenBids?: unknown } }) {
  const translate = useTranslate();
  return (
    <CountCard
      label={translate('app.dashboard.figures.openBidShipments')}
      value={Number(counts.shipmentsWithOpenBids) || 0}
      detail={translate('app.dashboard.figures.openBidCount', { smart_count: Number(counts.openBids) || 0 })}
      to={DASHBOARD_LINKS.openBids()}
      colour="blue"
    />
  );
}
