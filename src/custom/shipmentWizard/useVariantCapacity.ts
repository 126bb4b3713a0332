import { useEffect } from 'react';
import type { VehicleCapacity } from '#domain/schemas/shipment';
import { useVehicleTypeVariants } from '../../components/lookups/useLookups';
import { useWizardForm } from './fields';

/**
 * Reports the chosen variant's capacity (from the lookup the vehicle step shows) to the wizard, which
 * hands it to the schema's weight rule, as the API does from the database: typed weights per vehicle
 * cannot go beyond what the variant carries. A variant restored from a template counts too.
 */
export function useVariantCapacity(onChange: (capacity: VehicleCapacity | undefined) => void) {
  const { watch } = useWizardForm();
  const variants = useVehicleTypeVariants(watch('vehicleTypeId'));
  const variantId = watch('vehicleTypeVariantId');
  const variant = variants.data?.find((choice) => choice.id === Number(variantId));
  const min = variant?.minWeightTonnes;
  const max = variant?.maxWeightTonnes;
  useEffect(() => {
    onChange(min !== undefined && max !== undefined ? { minWeightTonnes: min, maxWeightTonnes: max } : undefined);
  }, [min, max, onChange]);
}

/** Renders nothing; lives inside the wizard's form to follow its variant. */
export function VariantCapacity({ onChange }: { onChange: (capacity: VehicleCapacity | undefined) => void }) {
  useVariantCapacity(onChange);
  return null;
}
