import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
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
