import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
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
