import { useState } from 'react';
import { Alert, Autocomplete, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#domain/messages';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';
import type { BookingRecord } from '#domain/records/bookings';
import { BulkFormAction } from '../../../components/bulk/BulkFormAction';
import { useSelectedRecords } from '../../../components/bulk/useSelectedRecords';
import { LimitedTextField } from '../../../components/inputs/LimitedTextField';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';
import type { DriverOption, VehicleOption } from '../../../providers/bookingCalls';
import { bookingCode } from './bookingCode';

/**
 * Staff: one verified driver and vehicle on each selected booking, offered from the first booking's
 * partner (of its shipment's vehicle type); a booking of another partner, of another type or whose trip
 * overlaps the driver's is refused on its own, and one that has a driver already needs the reason.
 */
export function BulkAssignDriver() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const selected = useSelectedRecords<BookingRecord>();
  const first = selected[0];
  const otherPartners = selected.some((booking) => booking.partnerId !== first?.partnerId);
  const [driver, setDriver] = useState<DriverOption | null>(null);
  const [vehicle, setVehicle] = useState<VehicleOption | null>(null);
  const [reason, setReason] = useState('');
  const drivers = useQuery({
    queryKey: ['drivers', first?.partnerId],
    queryFn: () => dataProvider.searchDrivers(first!.partnerId),
    enabled: Boolean(first),
  });
  const vehicles = useQuery({
    queryKey: ['vehicles', first?.partnerId, first?.vehicleTypeId],
    queryFn: () => dataProvider.searchVehicles(first!.partnerId, first!.vehicleTypeId),
    enabled: Boolean(first),
  });
  const notVerified = (status: string) =>
    status === 'VERIFIED' ? '' : ` ${translate('app.bookings.assign.notVerified')}`;
  return (
    <BulkFormAction<BookingRecord>
      label="app.bulk.bookings.assign"
      icon={<PersonAddIcon />}
      title="app.bulk.bookings.assignTitle"
      labelOf={bookingCode}
      check={() => (driver && vehicle ? undefined : MESSAGES.fillRequired)}
      send={(items) =>
        dataProvider.bulkBookings('assign-driver', {
          items,
          driverId: driver!.id,
          vehicleId: vehicle!.id,
          reason: reason.trim() || undefined,
        })
      }
      dirty={Boolean(driver || vehicle || reason)}
      onClosed={() => {
        setDriver(null);
        setVehicle(null);
        setReason('');
      }}
    >
      {otherPartners && first && (
        <Alert severity="info">{translate('app.bulk.bookings.otherPartners', { partner: first.partnerName })}</Alert>
      )}
      <Autocomplete
        options={drivers.data ?? []}
        loading={drivers.isPending}
        value={driver}
        onChange={(_, picked) => setDriver(picked)}
        getOptionLabel={(d) => `${d.fullName} · ${d.phoneNumber}${notVerified(d.status)}`}
        getOptionDisabled={(d) => d.status !== 'VERIFIED'}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} required label={translate('resources.bookings.fields.driverName')} />
        )}
      />
      <Autocomplete
        options={vehicles.data ?? []}
        loading={vehicles.isPending}
        value={vehicle}
        onChange={(_, picked) => setVehicle(picked)}
        getOptionLabel={(v) => `${v.registrationNumber} · ${v.vehicleTypeName}${notVerified(v.status)}`}
        getOptionDisabled={(v) => v.status !== 'VERIFIED'}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} required label={translate('resources.bookings.fields.vehicleRegistration')} />
        )}
      />
      <LimitedTextField
        label={translate('app.bulk.bookings.reason')}
        helperText={translate('app.bulk.bookings.reasonHelp')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        max={CANCEL_REASON_MAX_LENGTH}
      />
    </BulkFormAction>
  );
}
