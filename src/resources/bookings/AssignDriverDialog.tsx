import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Alert, Autocomplete, TextField } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
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
      notify(reassigning ? 'Driver and vehicle changed' : 'Driver and vehicle assigned', { type: 'success' });
      refresh();
      onClose();
    });
  };

  return (
    <FormDialog
      title={
        <>
          {reassigning ? 'Reassign' : 'Assign'} driver and vehicle · {booking.code}
        </>
      }
      submitLabel="Save"
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
          `${d.fullName} · ${d.phoneNumber}${d.status === 'VERIFIED' ? '' : ' (not verified)'}${d.activeTripCode ? ` (on trip ${d.activeTripCode})` : ''}`
        }
        getOptionDisabled={(d) => d.status !== 'VERIFIED'}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} label="Driver" required helperText={`${booking.partnerName}'s verified drivers`} />
        )}
      />
      <Autocomplete
        options={vehicles.data ?? []}
        loading={vehicles.isPending}
        value={vehicle}
        onChange={(_, picked) => setVehicle(picked)}
        getOptionLabel={(v) =>
          `${v.registrationNumber} · ${v.vehicleTypeName}${v.status === 'VERIFIED' ? '' : ' (not verified)'}`
        }
        getOptionDisabled={(v) => v.status !== 'VERIFIED'}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Vehicle"
            required
            helperText={`${booking.vehicleTypeName} vehicles of ${booking.partnerName}`}
          />
        )}
      />
      {driver?.activeTripCode && driver.activeTripCode !== booking.code && (
        <Alert severity="warning">{`${driver.fullName} is on the road with ${driver.activeTripCode}: this booking waits until that trip is done.`}</Alert>
      )}
      {reassigning && (
        <TextField label="Reason for the change" required value={reason} onChange={(e) => setReason(e.target.value)} />
      )}
    </FormDialog>
  );
}
