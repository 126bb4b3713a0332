import { Create, SimpleForm } from 'react-admin';
import { DriverInputs, sendDriver, useDriverResolver } from './DriverInputs';

export const DriverCreate = () => {
  const resolver = useDriverResolver();
  return (
    <Create title="New driver" redirect="show" transform={sendDriver}>
      <SimpleForm noValidate resolver={resolver} defaultValues={{ vehicleTypeIds: [] }}>
        <DriverInputs />
      </SimpleForm>
    </Create>
  );
};
