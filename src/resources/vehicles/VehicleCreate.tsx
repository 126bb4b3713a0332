import { Create, SimpleForm } from 'react-admin';
import { VehicleInputs, sendVehicle, useVehicleResolver } from './VehicleInputs';

export const VehicleCreate = () => {
  const resolver = useVehicleResolver();
  return (
    <Create title="app.fleet.vehicles.newVehicle" redirect="show" transform={sendVehicle}>
      <SimpleForm noValidate resolver={resolver}>
        <VehicleInputs />
      </SimpleForm>
    </Create>
  );
};
