import { Box, FormHelperText } from '@mui/material';
import { MESSAGES } from '#domain/messages';
import { useVehicleTypeVariants, useVehicleTypes } from '../../../components/lookups/useLookups';
import { WizardSelect, WizardTextField, useWizardForm } from '../fields';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';

const VEHICLE_WEIGHT_MESSAGES: readonly string[] = [MESSAGES.weightAboveVehicleMax, MESSAGES.weightBelowVehicleMin];

/** Step 3: vehicle type, variant, count and the weight each vehicle may carry. */
export function VehicleStep() {
  const { watch, setValue, formState } = useWizardForm();
  const vehicleTypeId = watch('vehicleTypeId');
  const vehicleTypes = useVehicleTypes();
  const variants = useVehicleTypeVariants(vehicleTypeId);
  const weightMessage = formState.errors.weight?.message;
  const { vehicleType } = useSpecLabels();
  const { weightUnit } = useClientConfig();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <WizardSelect
        name="vehicleTypeId"
        label={vehicleType}
        required
        choices={vehicleTypes.data ?? []}
        onPicked={() => setValue('vehicleTypeVariantId', '')}
      />
      <WizardSelect
        name="vehicleTypeVariantId"
        label={`${vehicleType} variant (optional)`}
        choices={variants.data ?? []}
        disabled={vehicleTypeId === ''}
      />
      <WizardTextField name="vehicleCount" label="Number of vehicles" required type="number" />
      <WizardTextField name="minWeightPerVehicle" label={`Min weight per vehicle (${weightUnit})`} type="number" />
      <WizardTextField name="maxWeightPerVehicle" label={`Max weight per vehicle (${weightUnit})`} type="number" />
      {weightMessage && VEHICLE_WEIGHT_MESSAGES.includes(weightMessage) && (
        <FormHelperText error role="alert">
          {weightMessage}
        </FormHelperText>
      )}
    </Box>
  );
}
