import { useController } from 'react-hook-form';
import { Box, TextField, Typography } from '@mui/material';
import { CityAutocomplete, type CityOption } from '../../lookups/CityAutocomplete';
import { INSTRUCTIONS_MAX_LENGTH } from '../../../domain/limits';
import { useIsStaff } from '../../../providers/useIsStaff';
import { WizardTextField, listMessage, useWizardForm } from '../fields';
import { fromLocalInput, toLocalInput } from '../wizardDefaults';

export type Side = 'pickupLocations' | 'dropOffLocations';
export type ChosenCities = Record<Side, CityOption | null>;

interface RouteStepProps {
  cities: ChosenCities;
  onCity: (side: Side, city: CityOption | null) => void;
}

function CityField({ side, label, city, onCity }: { side: Side; label: string; city: CityOption | null; onCity: RouteStepProps['onCity'] }) {
  const { control, setValue, formState, clearErrors } = useWizardForm();
  const { field, fieldState } = useController({ control, name: `${side}.0.cityId` });
  // SPEC §5 sameCities is a rule of the whole drop-off list: it is shown at the drop-off city.
  const message = fieldState.error?.message ?? (side === 'dropOffLocations' ? listMessage(formState.errors.dropOffLocations) : undefined);
  return (
    <CityAutocomplete
      id={`shipment-${side}-city`}
      name={field.name}
      label={label}
      required
      value={city}
      onBlur={field.onBlur}
      onChange={(picked) => {
        onCity(side, picked);
        // A list-wide error (sameCities) is about the old pair of cities: Next checks the new pair.
        if (listMessage(formState.errors.dropOffLocations) && !fieldState.error) clearErrors('dropOffLocations');
        field.onChange(picked?.id ?? '');
        setValue(`${side}.0.cityName`, picked?.name ?? '');
        setValue(`${side}.0.latitude`, picked?.latitude);
        setValue(`${side}.0.longitude`, picked?.longitude);
      }}
      error={Boolean(message)}
      helperText={message ?? 'Type at least 3 characters to search'}
    />
  );
}

function LoadingTimeField() {
  const { control } = useWizardForm();
  const { field, fieldState } = useController({ control, name: 'loadingTime' });
  return (
    <TextField
      id="shipment-loadingTime"
      type="datetime-local"
      label="Loading time"
      required
      name={field.name}
      inputRef={field.ref}
      value={toLocalInput(field.value as Date | null)}
      onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      // A helper line that stays when the error goes: the buttons below must not jump under the pointer.
      helperText={fieldState.error?.message ?? 'Your local time; within the last 24 hours or later'}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}

/** Step 1: one pick-up and one drop-off, the loading time and the instructions (SPEC §3). */
export function RouteStep({ cities, onCity }: RouteStepProps) {
  const isStaff = useIsStaff();
  const { watch } = useWizardForm();
  const instructions = watch('specialInstructions') ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {isStaff && <WizardTextField name="companyId" label="Company id number" required type="number" />}
      <Typography component="h2" variant="h6">
        Pick-up
      </Typography>
      <CityField side="pickupLocations" label="Pick-up city" city={cities.pickupLocations} onCity={onCity} />
      <WizardTextField name="pickupLocations.0.address" label="Pick-up address" required />
      <Typography component="h2" variant="h6">
        Drop-off
      </Typography>
      <CityField side="dropOffLocations" label="Drop-off city" city={cities.dropOffLocations} onCity={onCity} />
      <WizardTextField name="dropOffLocations.0.address" label="Drop-off address" required />
      <LoadingTimeField />
      <WizardTextField
        name="specialInstructions"
        label="Special instructions"
        multiline
        minRows={3}
        helperText={`${instructions.length} / ${INSTRUCTIONS_MAX_LENGTH} characters`}
      />
    </Box>
  );
}
