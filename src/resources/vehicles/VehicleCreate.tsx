import { Create, SimpleForm } from 'react-admin';
import { VehicleInputs, sendVehicle, useVehicleResolver } from './VehicleInputs';

export const VehicleCreate = () => {
  const resolver = useVehicleResolver();
  return (
    <Create title="New vehicle" redirect="show" transform={sendVehicle}>
      <SimpleForm noValidate resolver={resolver}>
        <VehicleInputs />
      </SimpleForm>
    </Create>
  );
};
