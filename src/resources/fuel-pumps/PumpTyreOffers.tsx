import { RelatedList } from '../../components/RelatedList';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import { useTyreColumns } from '../tyres/tyreFields';

function OffersGrid() {
  const { columns, card } = useTyreColumns();
  return (
    <ResourceGrid label="app.fleet.fuelPumps.tyreOffers" gridKey="fuel-pump-tyres" columns={columns} card={card} />
  );
}

/** The tyre discount offers honoured at the pump on show (GET /tyres?fuelPumpId=). */
export const PumpTyreOffers = () => (
  <RelatedList reference="tyres" target="fuelPumpId" empty="app.fleet.fuelPumps.noTyreOffers">
    <OffersGrid />
  </RelatedList>
);
