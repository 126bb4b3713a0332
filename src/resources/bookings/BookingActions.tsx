import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { MESSAGES } from '#domain/messages';
import { ForwardIcon } from '../../components/ForwardIcon';
import CancelIcon from '@mui/icons-material/Cancel';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { BOOKING_STATUS, REASON_KIND, canMoveBooking, type BookingStatus } from '#domain/bookings';
import type { BookingRecord } from '#domain/records/bookings';
import { useIsStaff } from '../../providers/useIsStaff';
import { useConfirmedCall } from '../../components/confirm';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';
import { AssignDriverDialog } from './AssignDriverDialog';

/** Only the moves the booking's status allows: assign, the next status (confirmed), cancel (code 13, with a reason). */
export function BookingActions() {
  const record = useRecordContext<BookingRecord>();
  const dataProvider = useFreightDataProvider();
  const { run, done } = useConfirmedCall();
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const label = useEnumLabel();
  const [dialog, setDialog] = useState<'assign' | 'cancel' | null>(null);
  if (!record || !isStaff) return <TopToolbar />;
  const status = record.status as BookingStatus;
  const next = record.nextStatus as BookingStatus | null;
  const open = status !== BOOKING_STATUS.DELIVERED && status !== BOOKING_STATUS.CANCELLED;
  // Dispatch needs a driver and a vehicle (the API refuses it otherwise): it is not offered before.
  const needsDriver = next === BOOKING_STATUS.DISPATCH_STARTED && (!record.driverId || !record.vehicleId);
  const nextLabel = label('bookingStatus', next);
  const moveOn = () =>
    run({
      dialog: {
        title: translate('app.bookings.actions.moveTitle', { code: record.code, status: nextLabel }),
        confirmationText: translate('app.bookings.actions.move'),
      },
      call: () => dataProvider.moveBooking(record.id, next!),
      success: 'app.bookings.actions.statusUpdated',
    });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {open && (
        <Button startIcon={<PersonAddIcon />} onClick={() => setDialog('assign')}>
          {translate(`app.bookings.actions.${record.driverId ? 'reassignDriver' : 'assignDriver'}`)}
        </Button>
      )}
      {next &&
        canMoveBooking(status, next) &&
        (needsDriver ? (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {translate('app.bookings.actions.driverFirst', {
              first: translateText(MESSAGES.driverRequiredFirst),
              status: nextLabel,
            })}
          </Typography>
        ) : (
          <Button startIcon={<ForwardIcon />} onClick={() => void moveOn()}>
            {translate('app.bookings.actions.moveTo', { status: nextLabel })}
          </Button>
        ))}
      {canMoveBooking(status, BOOKING_STATUS.CANCELLED) && (
        <Button color="error" startIcon={<CancelIcon />} onClick={() => setDialog('cancel')}>
          {translate('app.bookings.actions.cancel')}
        </Button>
      )}
      {dialog === 'assign' && <AssignDriverDialog booking={record} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && (
        <ReasonDialog
          kind={REASON_KIND.CANCEL_BOOKING}
          title={translate('app.bookings.actions.cancelTitle', { code: record.code })}
          confirmText={translate('app.bookings.actions.cancel')}
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            dataProvider
              .moveBooking(record.id, BOOKING_STATUS.CANCELLED, reason)
              .then(() => done('app.bookings.actions.cancelled'))
          }
        />
      )}
    </TopToolbar>
  );
}
