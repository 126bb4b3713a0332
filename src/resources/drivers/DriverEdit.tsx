import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { DriverInputs, sendDriver, useDriverResolver } from './DriverInputs';

export const DriverEdit = () => {
  const resolver = useDriverResolver();
  return (
    <ResourceEdit redirect="show" transform={sendDriver}>
      <SimpleForm noValidate resolver={resolver} defaultValues={{ vehicleTypeIds: [] }}>
        <DriverInputs />
      </SimpleForm>
    </ResourceEdit>
  );
};
