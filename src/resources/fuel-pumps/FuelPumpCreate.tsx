import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { FuelPumpInputs, fuelPumpResolver, sendFuelPump } from './FuelPumpInputs';

export const FuelPumpCreate = () => (
  <Create title="app.fleet.fuelPumps.newPump" redirect="show" transform={sendFuelPump}>
    <SimpleForm noValidate resolver={fuelPumpResolver} defaultValues={{ active: true }} sx={{ maxWidth: 640 }}>
      <FuelPumpInputs />
    </SimpleForm>
  </Create>
);
