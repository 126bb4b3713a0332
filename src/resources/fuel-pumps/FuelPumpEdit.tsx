import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { FuelPumpInputs, fuelPumpResolver, sendFuelPump } from './FuelPumpInputs';

/** Saved (and deleted, after a confirmation) only once the API agrees. */
export const FuelPumpEdit = () => (
  <ResourceEdit redirect="show" transform={sendFuelPump}>
    <SimpleForm noValidate resolver={fuelPumpResolver} defaultValues={{ active: true }} sx={{ maxWidth: 640 }}>
      <FuelPumpInputs />
    </SimpleForm>
  </ResourceEdit>
);
