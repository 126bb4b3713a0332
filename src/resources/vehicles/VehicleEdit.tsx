import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { VehicleInputs, sendVehicle, useVehicleResolver } from './VehicleInputs';

export const VehicleEdit = () => {
  const resolver = useVehicleResolver();
  return (
    <ResourceEdit redirect="show" transform={sendVehicle}>
      <SimpleForm noValidate resolver={resolver}>
        <VehicleInputs />
      </SimpleForm>
    </ResourceEdit>
  );
};
