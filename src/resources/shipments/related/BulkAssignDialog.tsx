import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { MESSAGES } from '#domain/messages';
import type { DriverOption, VehicleOption } from '../../../providers/bookingCalls';
import type { ShipmentBookingFields } from '../../../providers/shipmentRelatedCalls';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';
import { FormDialog } from '../../../components/FormDialog';
import { useSubmit } from '../../../components/useSubmit';

type Picks = Record<number, { driver?: DriverOption | null; vehicle?: VehicleOption | null }>;
const verified = (option: { status: string }) => option.status === 'VERIFIED';

function BookingPicks({
  booking,
  vehicleTypeId,
  picks,
  onPick,
}: {
  booking: ShipmentBookingFields;
  vehicleTypeId: number;
  picks: Picks[number];
  onPick: (change: Picks[number]) => void;
}) {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const notVerified = ` ${translate('app.bookings.assign.notVerified')}`;
  const drivers = useQuery({
    queryKey: ['drivers', booking.partnerId],
    queryFn: () => dataProvider.searchDrivers(booking.partnerId),
  });
  const vehicles = useQuery({
    queryKey: ['vehicles', booking.partnerId, vehicleTypeId],
    queryFn: () => dataProvider.searchVehicles(booking.partnerId, vehicleTypeId),
  });
  const driver = picks.driver ?? null;
  return (
    <Box component="section" aria-label={booking.code ?? undefined} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">{`${booking.code} · ${booking.partnerName}`}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Autocomplete
          options={drivers.data ?? []}
          loading={drivers.isPending}
          value={driver}
          onChange={(_, picked) => onPick({ ...picks, driver: picked })}
          getOptionLabel={(d) =>
            `${d.fullName}${verified(d) ? '' : notVerified}${d.activeTripCode ? ` ${translate('app.bookings.assign.onTrip', { code: d.activeTripCode })}` : ''}`
          }
          getOptionDisabled={(d) => !verified(d)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} label={translate('app.shipments.bulkAssign.driverFor', { code: booking.code })} />
          )}
        />
        <Autocomplete
          options={vehicles.data ?? []}
          loading={vehicles.isPending}
          value={picks.vehicle ?? null}
          onChange={(_, picked) => onPick({ ...picks, vehicle: picked })}
          getOptionLabel={(v) => `${v.registrationNumber}${verified(v) ? '' : notVerified}`}
          getOptionDisabled={(v) => !verified(v)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} label={translate('app.shipments.bulkAssign.vehicleFor', { code: booking.code })} />
          )}
        />
      </Box>
      {driver?.activeTripCode && (
        <Alert severity="warning">
          {translate('app.shipments.bulkAssign.onTheRoad', { name: driver.fullName, code: driver.activeTripCode })}
        </Alert>
      )}
    </Box>
  );
}

/**
 * SPEC §7 bid assign v3: a driver and a vehicle for each booking still waiting, sent at once; the API
 * assigns all or none, so a refusal leaves every booking as it was and says why.
 */
export function BulkAssignDialog({
  bookings,
  vehicleTypeId,
  onClose,
}: {
  bookings: ShipmentBookingFields[];
  vehicleTypeId: number;
  onClose: () => void;
}) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [picks, setPicks] = useState<Picks>({});
  const { busy, error, setError, run } = useSubmit();
  const chosen = bookings.filter((b) => picks[b.id]?.driver || picks[b.id]?.vehicle);
  const save = async () => {
    const halfPicked = chosen.some((b) => !picks[b.id]?.driver || !picks[b.id]?.vehicle);
    if (!chosen.length || halfPicked) return setError(MESSAGES.fillRequired);
    await run(async () => {
      await dataProvider.assignDrivers(
        chosen.map((b) => ({ bookingId: b.id, driverId: picks[b.id].driver!.id, vehicleId: picks[b.id].vehicle!.id })),
      );
      notify('app.shipments.bulkAssign.assigned', { type: 'success', messageArgs: { smart_count: chosen.length } });
      refresh();
      onClose();
    });
  };
  return (
    <FormDialog
      title={translate('app.shipments.bulkAssign.title')}
      maxWidth="md"
      gap={3}
      submitLabel={
        chosen.length
          ? translate('app.shipments.bulkAssign.assignCount', { count: chosen.length })
          : translate('app.shipments.bulkAssign.assign')
      }
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={save}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.shipments.bulkAssign.intro')}
      </Typography>
      {bookings.map((booking) => (
        <BookingPicks
          key={booking.id}
          booking={booking}
          vehicleTypeId={vehicleTypeId}
          picks={picks[booking.id] ?? {}}
          onPick={(change) => setPicks((current) => ({ ...current, [booking.id]: change }))}
        />
      ))}
    </FormDialog>
  );
}
