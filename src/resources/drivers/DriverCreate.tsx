import { Create, SimpleForm } from 'react-admin';
import { DriverInputs, sendDriver, useDriverResolver } from './DriverInputs';

export const DriverCreate = () => {
  const resolver = useDriverResolver();
  return (
    <Create title="app.fleet.drivers.newDriver" redirect="show" transform={sendDriver}>
      <SimpleForm noValidate resolver={resolver} defaultValues={{ vehicleTypeIds: [] }}>
        <DriverInputs />
      </SimpleForm>
    </Create>
  );
};
