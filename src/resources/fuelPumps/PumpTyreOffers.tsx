import { Typography } from '@mui/material';
import { Datagrid, ReferenceManyField, TextField } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { DiscountField, MoneyField, ValidUntilField } from '../tyres/tyreFields';
import { ActiveField } from './ActiveField';
import { ShowLinkField } from './ShowLinkField';

/** The tyre discount offers honoured at the pump on show (GET /tyres?fuelPumpId=). */
export const PumpTyreOffers = () => (
  <ReferenceManyField
    reference="tyres"
    target="fuelPumpId"
    perPage={PAGE_SIZE.companies}
    empty={<Typography variant="body2" color="text.secondary">No tyre offers at this pump yet.</Typography>}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <ShowLinkField source="brand" label="Brand" sortable={false} />
      <TextField source="size" label="Size" sortable={false} />
      <MoneyField source="price" label="Price" />
      <DiscountField />
      <MoneyField source="discountedPrice" label="Discounted price" />
      <ValidUntilField />
      <ActiveField />
    </Datagrid>
  </ReferenceManyField>
);
