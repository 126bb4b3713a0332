import { Box, FormHelperText } from '@mui/material';
import { MESSAGES } from '../../../domain/messages';
import { useVehicleTypeVariants, useVehicleTypes } from '../../lookups/useLookups';
import { WizardSelect, WizardTextField, useWizardForm } from '../fields';

const VEHICLE_WEIGHT_MESSAGES: readonly string[] = [MESSAGES.weightAboveVehicleMax, MESSAGES.weightBelowVehicleMin];

/** Step 3: vehicle type, variant, count and the weight each vehicle may carry. */
export function VehicleStep() {
  const { watch, setValue, formState } = useWizardForm();
  const vehicleTypeId = watch('vehicleTypeId');
  const vehicleTypes = useVehicleTypes();
  const variants = useVehicleTypeVariants(vehicleTypeId);
  const weightMessage = formState.errors.weight?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <WizardSelect
        name="vehicleTypeId"
        label="Vehicle type"
        required
        choices={vehicleTypes.data ?? []}
        onPicked={() => setValue('vehicleTypeVariantId', '')}
      />
      <WizardSelect
        name="vehicleTypeVariantId"
        label="Vehicle variant (optional)"
        choices={variants.data ?? []}
        disabled={vehicleTypeId === ''}
      />
      <WizardTextField name="vehicleCount" label="Number of vehicles" required type="number" />
      <WizardTextField name="minWeightPerVehicle" label="Min weight per vehicle (tonnes)" type="number" />
      <WizardTextField name="maxWeightPerVehicle" label="Max weight per vehicle (tonnes)" type="number" />
      {weightMessage && VEHICLE_WEIGHT_MESSAGES.includes(weightMessage) && (
        <FormHelperText error role="alert">
          {weightMessage}
        </FormHelperText>
      )}
    </Box>
  );
}
