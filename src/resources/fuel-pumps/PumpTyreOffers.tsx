import { Typography } from '@mui/material';
import { ReferenceManyField, useTranslate } from 'react-admin';
import { PAGE_SIZE } from '#domain/limits';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { useTyreColumns } from '../tyres/tyreFields';

function OffersGrid() {
  const { columns, card } = useTyreColumns();
  return (
    <ResourceGrid label="app.fleet.fuelPumps.tyreOffers" gridKey="fuel-pump-tyres" columns={columns} card={card} />
  );
}

/** The tyre discount offers honoured at the pump on show (GET /tyres?fuelPumpId=). */
export const PumpTyreOffers = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="tyres"
      target="fuelPumpId"
      perPage={PAGE_SIZE.companies}
      empty={
        <Typography variant="body2" color="text.secondary">
          {translate('app.fleet.fuelPumps.noTyreOffers')}
        </Typography>
      }
    >
      <OffersGrid />
    </ReferenceManyField>
  );
};
