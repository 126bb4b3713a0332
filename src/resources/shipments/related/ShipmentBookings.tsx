import { useState } from 'react';
import { Box, Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link, useRecordContext } from 'react-admin';
import { useIsStaff } from '../../../providers/useIsStaff';
import type { ShipmentBooking, ShipmentRow } from '#domain/records/shipments';
import { BulkAssignDialog } from './BulkAssignDialog';
import { formatDateTime, formatMoney } from '#domain/format';
import { BOOKING_STATUS, BOOKING_STATUS_LABELS, type BookingStatus } from '#domain/bookings';
import { BOOKING_STATUS_COLOURS } from '#domain/palette';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { DataTable } from '../../../components/DataTable';
import { PaletteChip } from '../../../components/PaletteChip';
import { useShipmentData } from './useShipmentData';

/** A shipment's bookings; staff assign drivers and vehicles to those still waiting, several at once. */
export function ShipmentBookings({ shipmentId }: { shipmentId: number }) {
  const { currency } = useClientConfig();
  const shipment = useRecordContext<ShipmentRow>();
  const isStaff = useIsStaff();
  const [assigning, setAssigning] = useState(false);
  const query = useShipmentData('bookings', shipmentId, (dp, id) => dp.getShipmentBookings(id));
  const waiting = (query.data ?? []).filter((b) => b.status === BOOKING_STATUS.CREATED && !b.driverId);
  return (
    <>
      {isStaff && shipment && waiting.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Button startIcon={<PersonAddIcon />} onClick={() => setAssigning(true)}>
            {`Assign drivers (${waiting.length} waiting)`}
          </Button>
        </Box>
      )}
      {assigning && shipment && (
        <BulkAssignDialog
          bookings={waiting}
          vehicleTypeId={shipment.vehicleTypeId}
          onClose={() => setAssigning(false)}
        />
      )}
      <DataTable<ShipmentBooking>
        caption="Bookings"
        {...query}
        rows={query.data}
        rowKey={(b) => b.id}
        empty="No booking yet: a booking is made when a bid is accepted."
        columns={[
          { label: 'Booking', render: (b) => <Link to={`/bookings/${b.id}/show`}>{b.code}</Link> },
          { label: 'Partner', render: (b) => b.partnerName },
          { label: 'Amount', align: 'right', render: (b) => formatMoney(b.amount, currency) },
          {
            label: 'Status',
            render: (b) => (
              <PaletteChip
                label={BOOKING_STATUS_LABELS[b.status as BookingStatus] ?? String(b.status)}
                colour={BOOKING_STATUS_COLOURS[b.status]}
              />
            ),
          },
          { label: 'Invoiced', render: (b) => (b.invoiced ? 'Yes' : 'No') },
          { label: 'Created', render: (b) => formatDateTime(b.createdAt) },
          { label: 'Note', render: (b) => b.cancellationReason ?? '' },
        ]}
      />
    </>
  );
}
