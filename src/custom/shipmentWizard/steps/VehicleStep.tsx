import { Box, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESSAGES } from '#domain/messages';
import { useVehicleTypeVariants, useVehicleTypes } from '../../../components/lookups/useLookups';
import { WizardSelect, WizardTextField, useWizardForm } from '../fields';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useTranslateText } from '../../../i18n/useTranslateText';

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
  const translate = useTranslate();
  const translateText = useTranslateText();
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
        label={translate('app.wizard.vehicle.variant', { vehicleType })}
        choices={variants.data ?? []}
        disabled={vehicleTypeId === ''}
        onPicked={(id) => {
          // The variant's capacity fills the weights each vehicle may carry (and binds them: SPEC §5).
          const variant = variants.data?.find((choice) => choice.id === id);
          if (!variant) return;
          setValue('minWeightPerVehicle', String(variant.minWeightTonnes), { shouldValidate: true });
          setValue('maxWeightPerVehicle', String(variant.maxWeightTonnes), { shouldValidate: true });
        }}
      />
      <WizardTextField name="vehicleCount" label={translate('app.wizard.vehicle.count')} required type="number" />
      <WizardTextField
        name="minWeightPerVehicle"
        label={translate('app.wizard.vehicle.minWeight', { unit: weightUnit })}
        type="number"
      />
      <WizardTextField
        name="maxWeightPerVehicle"
        label={translate('app.wizard.vehicle.maxWeight', { unit: weightUnit })}
        type="number"
      />
      {weightMessage && VEHICLE_WEIGHT_MESSAGES.includes(weightMessage) && (
        <FormHelperText error role="alert">
          {translateText(weightMessage)}
        </FormHelperText>
      )}
    </Box>
  );
}
