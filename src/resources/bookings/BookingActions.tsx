import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { MESSAGES } from '#domain/messages';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CancelIcon from '@mui/icons-material/Cancel';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  BOOKING_STATUS,
  BOOKING_STATUS_LABELS,
  REASON_KIND,
  canMoveBooking,
  type BookingStatus,
} from '#domain/bookings';
import type { BookingRecord } from '#domain/records/bookings';
import { useIsStaff } from '../../providers/useIsStaff';
import { useConfirm } from '../../components/confirm';
import { ReasonDialog } from '../../components/ReasonDialog';
import { AssignDriverDialog } from './AssignDriverDialog';

/** Only the moves the booking's status allows: assign, the next status (confirmed), cancel (code 13, with a reason). */
export function BookingActions() {
  const record = useRecordContext<BookingRecord>();
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const isStaff = useIsStaff();
  const [dialog, setDialog] = useState<'assign' | 'cancel' | null>(null);
  if (!record || !isStaff) return <TopToolbar />;
  const status = record.status as BookingStatus;
  const next = record.nextStatus as BookingStatus | null;
  const open = status !== BOOKING_STATUS.DELIVERED && status !== BOOKING_STATUS.CANCELLED;
  // Dispatch needs a driver and a vehicle (the API refuses it otherwise): it is not offered before.
  const needsDriver = next === BOOKING_STATUS.DISPATCH_STARTED && (!record.driverId || !record.vehicleId);
  const moveOn = () =>
    confirm({ title: `Move ${record.code} to “${BOOKING_STATUS_LABELS[next!]}”?`, confirmationText: 'Move' }).then(
      () =>
        dataProvider.moveBooking(record.id, next!).then(
          () => {
            notify('Booking status updated', { type: 'success' });
            refresh();
          },
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {open && (
        <Button startIcon={<PersonAddIcon />} onClick={() => setDialog('assign')}>
          {record.driverId ? 'Reassign driver' : 'Assign driver'}
        </Button>
      )}
      {next &&
        canMoveBooking(status, next) &&
        (needsDriver ? (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {`${MESSAGES.driverRequiredFirst} to move it to “${BOOKING_STATUS_LABELS[next]}”`}
          </Typography>
        ) : (
          <Button startIcon={<ArrowForwardIcon />} onClick={() => void moveOn()}>
            Move to {BOOKING_STATUS_LABELS[next]}
          </Button>
        ))}
      {canMoveBooking(status, BOOKING_STATUS.CANCELLED) && (
        <Button color="error" startIcon={<CancelIcon />} onClick={() => setDialog('cancel')}>
          Cancel booking
        </Button>
      )}
      {dialog === 'assign' && <AssignDriverDialog booking={record} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && (
        <ReasonDialog
          kind={REASON_KIND.CANCEL_BOOKING}
          title={`Cancel ${record.code}? The vehicle is released for another bid.`}
          confirmText="Cancel booking"
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            dataProvider.moveBooking(record.id, BOOKING_STATUS.CANCELLED, reason).then(() => {
              notify('Booking cancelled', { type: 'success' });
              refresh();
            })
          }
        />
      )}
    </TopToolbar>
  );
}
