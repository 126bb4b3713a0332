import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VEHICLE_TYPES } from '#domain/vehicleTypes';
import { VehicleTypeIcon } from '../../components/VehicleTypeIcon';
import { useVehicleTypes } from '../../components/lookups/useLookups';

/** Vehicle types as chips with their icons; a type the lookup no longer offers keeps its SPEC name. */
export function VehicleTypeChips({ ids }: { ids: readonly number[] | null | undefined }) {
  const lookup = useVehicleTypes();
  const translate = useTranslate();
  if (!ids?.length) return <Typography variant="body2">{translate('app.fleet.drivers.noVehicleTypes')}</Typography>;
  const nameOf = (id: number) =>
    lookup.data?.find((t) => t.id === id)?.name ??
    VEHICLE_TYPES.find((t) => t.id === id)?.name ??
    translate('app.fleet.drivers.vehicleType', { id });
  return (
    <Box
      component="ul"
      aria-label={translate('resources.drivers.fields.vehicleTypeIds')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {ids.map((id) => (
        <li key={id}>
          <Chip size="small" variant="outlined" icon={<VehicleTypeIcon vehicleTypeId={id} />} label={nameOf(id)} />
        </li>
      ))}
    </Box>
  );
}
