import { Box } from '@mui/material';
import { FunctionField } from 'react-admin';
import { formatWeight } from '../../domain/format';
import { VehicleTypeIcon } from '../../components/VehicleTypeIcon';
import type { VehicleRecord } from '../../providers/fleetCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';

/** The vehicle type's icon beside the registration number. */
export const RegistrationField = ({ label = 'Registration' }: { label?: string }) => (
  <FunctionField<VehicleRecord>
    label={label}
    render={(v) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <VehicleTypeIcon vehicleTypeId={v.vehicleTypeId} color="action" />
        {v.registrationNumber}
      </Box>
    )}
  />
);

/** Capacity in the configured weight unit (SPEC §1 PREFERENCE, default Tonne). */
export function CapacityField({ label = 'Capacity' }: { label?: string }) {
  const { weightUnit } = useClientConfig();
  return <FunctionField<VehicleRecord> label={label} render={(v) => formatWeight(v.capacityTonnes, weightUnit)} />;
}
