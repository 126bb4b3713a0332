import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Alert, Autocomplete, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#domain/messages';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/useSubmit';
import type { DriverOption, VehicleOption } from '../../providers/bookingCalls';
import type { BookingRecord } from '#domain/records/bookings';

/** Pick one of the partner's drivers and one of its vehicles of the shipment's type; a reassignment also needs a reason. */
export function AssignDriverDialog({ booking, onClose }: { booking: BookingRecord; onClose: () => void }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const notVerified = ` ${translate('app.bookings.assign.notVerified')}`;
  const reassigning = Boolean(booking.driverId);
  const drivers = useQuery({
    queryKey: ['drivers', booking.partnerId],
    queryFn: () => dataProvider.searchDrivers(booking.partnerId),
  });
  const vehicles = useQuery({
    queryKey: ['vehicles', booking.partnerId, booking.vehicleTypeId],
    queryFn: () => dataProvider.searchVehicles(booking.partnerId, booking.vehicleTypeId),
  });
  const [driver, setDriver] = useState<DriverOption | null>(null);
  const [vehicle, setVehicle] = useState<VehicleOption | null>(null);
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useSubmit();

  const save = async () => {
    if (!driver || !vehicle || (reassigning && !reason.trim()))
      return setError(reassigning && !reason.trim() ? MESSAGES.reasonRequired : MESSAGES.fillRequired);
    await run(async () => {
      await dataProvider.assignDriver(booking.id, {
        driverId: driver.id,
        vehicleId: vehicle.id,
        reason: reassigning ? reason.trim() : undefined,
      });
      notify(reassigning ? 'app.bookings.assign.changed' : 'app.bookings.assign.assigned', { type: 'success' });
      refresh();
      onClose();
    });
  };

  return (
    <FormDialog
      title={translate(`app.bookings.assign.${reassigning ? 'reassignTitle' : 'assignTitle'}`, { code: booking.code })}
      submitLabel={translate('ra.action.save')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={save}
    >
      <Autocomplete
        options={drivers.data ?? []}
        loading={drivers.isPending}
        value={driver}
        onChange={(_, picked) => setDriver(picked)}
        getOptionLabel={(d) =>
          `${d.fullName} · ${d.phoneNumber}${d.status === 'VERIFIED' ? '' : notVerified}${d.activeTripCode ? ` ${translate('app.bookings.assign.onTrip', { code: d.activeTripCode })}` : ''}`
        }
        getOptionDisabled={(d) => d.status !== 'VERIFIED'}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.bookings.fields.driverName')}
            required
            helperText={translate('app.bookings.assign.driversOf', { partner: booking.partnerName })}
          />
        )}
      />
      <Autocomplete
        options={vehicles.data ?? []}
        loading={vehicles.isPending}
        value={vehicle}
        onChange={(_, picked) => setVehicle(picked)}
        getOptionLabel={(v) =>
          `${v.registrationNumber} · ${v.vehicleTypeName}${v.status === 'VERIFIED' ? '' : notVerified}`
        }
        getOptionDisabled={(v) => v.status !== 'VERIFIED'}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.bookings.fields.vehicleRegistration')}
            required
            helperText={translate('app.bookings.assign.vehiclesOf', {
              type: booking.vehicleTypeName,
              partner: booking.partnerName,
            })}
          />
        )}
      />
      {driver?.activeTripCode && driver.activeTripCode !== booking.code && (
        <Alert severity="warning">
          {translate('app.bookings.assign.onTheRoad', { name: driver.fullName, code: driver.activeTripCode })}
        </Alert>
      )}
      {reassigning && (
        <TextField
          label={translate('app.bookings.assign.reason')}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
    </FormDialog>
  );
}
