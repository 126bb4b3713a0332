import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import { BOOKING_STATUS, REASON_KIND, type BookingStatus } from '#domain/bookings';
import type { BookingRecord } from '#domain/records/bookings';
import { BulkFormAction } from '../../../components/bulk/BulkFormAction';
import { BulkReasonAction } from '../../../components/bulk/BulkReasonAction';
import { ForwardIcon } from '../../../components/ForwardIcon';
import { useEnumLabel } from '../../../i18n/useEnumLabel';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';
import { useIsStaff } from '../../../providers/useIsStaff';
import { BulkAssignDriver } from './BulkAssignDriver';
import { bookingCode } from './bookingCode';

/** The trip's steps a booking may be moved to (one at a time: a booking not one step before is refused). */
const MOVES: BookingStatus[] = [BOOKING_STATUS.DISPATCH_STARTED, BOOKING_STATUS.TRANSIT, BOOKING_STATUS.DELIVERED];

/** Staff: move the selected bookings on along their trip, assign them a driver, or cancel them (code 13) with a reason. */
export function BookingBulkActions() {
  const isStaff = useIsStaff();
  if (!isStaff) return null;
  return (
    <>
      <BulkMoveBookings />
      <BulkAssignDriver />
      <BulkCancelBookings />
    </>
  );
}

function BulkMoveBookings() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const label = useEnumLabel();
  const [statusCode, setStatus] = useState<BookingStatus>(BOOKING_STATUS.DISPATCH_STARTED);
  return (
    <BulkFormAction<BookingRecord>
      label="app.bulk.bookings.status"
      icon={<ForwardIcon />}
      title="app.bulk.bookings.statusTitle"
      labelOf={bookingCode}
      send={(items) => dataProvider.bulkBookings('status', { items, statusCode })}
      dirty={statusCode !== BOOKING_STATUS.DISPATCH_STARTED}
      onClosed={() => setStatus(BOOKING_STATUS.DISPATCH_STARTED)}
    >
      <TextField
        select
        label={translate('app.bulk.bookings.targetStatus')}
        value={statusCode}
        onChange={(event) => setStatus(Number(event.target.value) as BookingStatus)}
      >
        {MOVES.map((status) => (
          <MenuItem key={status} value={status}>
            {label('bookingStatus', status)}
          </MenuItem>
        ))}
      </TextField>
    </BulkFormAction>
  );
}

function BulkCancelBookings() {
  const dataProvider = useFreightDataProvider();
  return (
    <BulkReasonAction<BookingRecord>
      label="app.bulk.bookings.cancel"
      icon={<CancelIcon />}
      color="error"
      title="app.bulk.bookings.cancelTitle"
      kind={REASON_KIND.CANCEL_BOOKING}
      labelOf={bookingCode}
      send={(reason) => (items) =>
        dataProvider.bulkBookings('status', { items, statusCode: BOOKING_STATUS.CANCELLED, ...reason })
      }
    />
  );
}
