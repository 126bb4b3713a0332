import { Box } from '@mui/material';
import type { GridColumn } from '../../components/grid/gridColumns';
import type { CardTexts } from '../../components/grid/ResourceCards';
import { VerificationStatusChip } from '../../components/VerificationStatusChip';
import { useSpecLabels } from '../../providers/useConfigEntry';
import { formatWeight } from '#domain/format';
import { VehicleTypeIcon } from '../../components/VehicleTypeIcon';
import type { VehicleRecord } from '../../providers/fleetCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';

/** The vehicle type's icon beside the registration number. */
export const Registration = ({ vehicle }: { vehicle: Pick<VehicleRecord, 'vehicleTypeId' | 'registrationNumber'> }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    <VehicleTypeIcon vehicleTypeId={vehicle.vehicleTypeId} color="action" />
    {vehicle.registrationNumber}
  </Box>
);

/** The columns and phone card of a list of vehicles (all vehicles, with fleet and partner for staff; a fleet's, without). */
export function useVehicleColumns({ fleet, partner }: { fleet: boolean; partner: boolean }) {
  const { weightUnit } = useClientConfig();
  const { vehicleType } = useSpecLabels();
  const columns: GridColumn<VehicleRecord>[] = [
    {
      field: 'registrationNumber',
      headerName: 'app.fleet.vehicles.registration',
      render: (v) => <Registration vehicle={v} />,
    },
    { field: 'vehicleTypeName', headerName: vehicleType },
    { field: 'vehicleTypeVariantName', headerName: 'resources.vehicles.fields.vehicleTypeVariantName' },
    {
      field: 'capacityTonnes',
      headerName: 'app.fleet.vehicles.capacity',
      align: 'right',
      render: (v) => formatWeight(v.capacityTonnes, weightUnit),
    },
    ...(fleet ? [{ field: 'fleetName', headerName: 'resources.vehicles.fields.fleetName' }] : []),
    ...(partner ? [{ field: 'partnerName', headerName: 'resources.vehicles.fields.partnerName' }] : []),
    {
      field: 'status',
      headerName: 'resources.vehicles.fields.status',
      render: (v) => <VerificationStatusChip status={v.status} />,
    },
  ];
  const card: CardTexts<VehicleRecord> = {
    primary: (v) => v.registrationNumber,
    secondary: (v) => `${v.vehicleTypeName ?? ''} · ${formatWeight(v.capacityTonnes, weightUnit)}`,
    tertiary: (v) => <VerificationStatusChip status={v.status} />,
  };
  return { columns, card };
}
