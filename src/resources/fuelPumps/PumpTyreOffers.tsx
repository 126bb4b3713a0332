import { Typography } from '@mui/material';
import { ReferenceManyField } from 'react-admin';
import { PAGE_SIZE } from '#domain/limits';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { useTyreColumns } from '../tyres/tyreFields';

function OffersGrid() {
  const { columns, card } = useTyreColumns();
  return <ResourceGrid label="Tyre offers at this pump" gridKey="fuel-pump-tyres" columns={columns} card={card} />;
}

/** The tyre discount offers honoured at the pump on show (GET /tyres?fuelPumpId=). */
export const PumpTyreOffers = () => (
  <ReferenceManyField
    reference="tyres"
    target="fuelPumpId"
    perPage={PAGE_SIZE.companies}
    empty={
      <Typography variant="body2" color="text.secondary">
        No tyre offers at this pump yet.
      </Typography>
    }
  >
    <OffersGrid />
  </ReferenceManyField>
);
