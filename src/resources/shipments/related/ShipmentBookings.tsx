import { useState } from 'react';
import { Box, Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { useIsStaff } from '../../../providers/useIsStaff';
import type { ShipmentBooking, ShipmentRow } from '#domain/records/shipments';
import { BulkAssignDialog } from './BulkAssignDialog';
import { formatDateTime, formatMoney } from '#domain/format';
import { BOOKING_STATUS } from '#domain/bookings';
import { BOOKING_STATUS_COLOURS } from '#domain/palette';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { DataTable } from '../../../components/DataTable';
import { PaletteChip } from '../../../components/PaletteChip';
import { useEnumLabel } from '../../../i18n/useEnumLabel';
import { useShipmentData } from './useShipmentData';

/** A shipment's bookings; staff assign drivers and vehicles to those still waiting, several at once. */
export function ShipmentBookings({ shipmentId }: { shipmentId: number }) {
  const { currency } = useClientConfig();
  const shipment = useRecordContext<ShipmentRow>();
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const label = useEnumLabel();
  const field = (name: string) => translate(`resources.bookings.fields.${name}`);
  const [assigning, setAssigning] = useState(false);
  const query = useShipmentData('bookings', shipmentId, (dp, id) => dp.getShipmentBookings(id));
  const waiting = (query.data ?? []).filter((b) => b.status === BOOKING_STATUS.CREATED && !b.driverId);
  return (
    <>
      {isStaff && shipment && waiting.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Button startIcon={<PersonAddIcon />} onClick={() => setAssigning(true)}>
            {translate('app.shipments.bookings.assignDrivers', { count: waiting.length })}
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
        caption={translate('app.shipments.related.bookings')}
        {...query}
        rows={query.data}
        rowKey={(b) => b.id}
        empty={translate('app.shipments.bookings.empty')}
        columns={[
          { label: field('code'), render: (b) => <Link to={`/bookings/${b.id}/show`}>{b.code}</Link> },
          { label: field('partnerName'), render: (b) => b.partnerName },
          { label: field('amount'), align: 'right', render: (b) => formatMoney(b.amount, currency) },
          {
            label: field('status'),
            render: (b) => (
              <PaletteChip label={label('bookingStatus', b.status)} colour={BOOKING_STATUS_COLOURS[b.status]} />
            ),
          },
          { label: field('invoiced'), render: (b) => translate(b.invoiced ? 'ra.boolean.true' : 'ra.boolean.false') },
          { label: translate('app.shipments.bookings.created'), render: (b) => formatDateTime(b.createdAt) },
          { label: translate('app.shipments.bookings.note'), render: (b) => b.cancellationReason ?? '' },
        ]}
      />
    </>
  );
}
