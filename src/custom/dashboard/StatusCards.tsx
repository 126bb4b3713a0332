import { BOOKING_STATUS_LABELS } from '#domain/bookings';
import { BOOKING_STATUS_COLOURS, SHIPMENT_STATUS_COLOURS } from '#domain/palette';
import { SHIPMENT_STATUS_LABELS } from '#domain/shipments';
import { CardSection, CountCard } from './CountCard';
import { DASHBOARD_LINKS, bookingCounts, shipmentCounts } from './dashboardData';

/** Shipments per SPEC §4 status, each card opening the shipment tab that holds that status. */
export function ShipmentStatusCards({ counts }: { counts: unknown }) {
  return (
    <CardSection id="dashboard-shipments" title="Shipments by status">
      {shipmentCounts(counts).map(({ status, count }) => (
        <CountCard
          key={status}
          label={SHIPMENT_STATUS_LABELS[status]}
          name={`${SHIPMENT_STATUS_LABELS[status]} shipments`}
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
  return (
    <CardSection id="dashboard-bookings" title="Bookings by status">
      {bookingCounts(counts).map(({ status, count }) => (
        <CountCard
          key={status}
          label={BOOKING_STATUS_LABELS[status]}
          name={`${BOOKING_STATUS_LABELS[status]} bookings`}
          value={count}
          to={DASHBOARD_LINKS.bookings(status)}
          colour={BOOKING_STATUS_COLOURS[status]}
        />
      ))}
    </CardSection>
  );
}
