import { SelectInput, type SelectInputProps } from 'react-admin';
import { MultiSelectInput } from '../inputs/MultiSelectInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { useVehicleTypeVariants, useVehicleTypes } from './useLookups';

/**
 * A vehicle type picker whose choices are the vehicle-types lookup, already limited by the
 * VEHICLE_TYPES config (SPEC §6). Also a list filter: `<VehicleTypeSelectInput source="vehicleTypeId" />`.
 */
export function VehicleTypeSelectInput({
  label = 'app.components.vehicleType.type',
  ...props
}: Omit<SelectInputProps, 'choices'>) {
  const vehicleTypes = useVehicleTypes();
  return (
    <SelectInput
      label={label}
      choices={vehicleTypes.data ?? []}
      isPending={vehicleTypes.isPending && !vehicleTypes.isError}
      {...props}
    />
  );
}

interface VehicleTypeInputsProps {
  typeSource?: string;
  variantSource?: string;
  /** The vehicle type must be given (the variant is always optional). */
  required?: boolean;
}

/**
 * Vehicle type, then a variant of that type: the variants load when a type is chosen, and choosing
 * another type clears the variant (a variant of the old type would be refused).
 */
export function VehicleTypeInputs({
  typeSource = 'vehicleTypeId',
  variantSource = 'vehicleTypeVariantId',
  required = false,
}: VehicleTypeInputsProps) {
  const { setValue } = useFormContext();
  const vehicleTypeId = useWatch({ name: typeSource }) as number | string | null | undefined;
  const chosen = vehicleTypeId !== null && vehicleTypeId !== undefined && vehicleTypeId !== '';
  const variants = useVehicleTypeVariants(chosen ? vehicleTypeId : null);
  const noVariants = chosen && variants.isSuccess && variants.data.length === 0;
  return (
    <>
      <VehicleTypeSelectInput
        source={typeSource}
        isRequired={required}
        onChange={(event: { target?: { value?: unknown } }) => {
          // vehicleTypeId is still the type before this pick: picking the same type again keeps the variant.
          if (String(event?.target?.value) !== String(vehicleTypeId))
            setValue(variantSource, null, { shouldDirty: true });
        }}
      />
      <SelectInput
        source={variantSource}
        label="app.components.vehicleType.variant"
        choices={variants.data ?? []}
        emptyText="app.components.vehicleType.anyVariant"
        disabled={!chosen || noVariants}
        isPending={chosen && variants.isPending}
        helperText={
          !chosen
            ? 'app.components.vehicleType.chooseTypeFirst'
            : noVariants
              ? 'app.components.vehicleType.noVariants'
              : false
        }
      />
    </>
  );
}

/** The several vehicle types a driver can drive, from the same limited lookup. */
export function VehicleTypesInput({
  source = 'vehicleTypeIds',
  label = 'app.components.vehicleType.types',
  helperText,
}: {
  source?: string;
  label?: string;
  helperText?: string;
}) {
  const vehicleTypes = useVehicleTypes();
  return (
    <MultiSelectInput
      source={source}
      label={label}
      choices={vehicleTypes.data ?? []}
      isPending={vehicleTypes.isPending && !vehicleTypes.isError}
      helperText={helperText}
    />
  );
}
