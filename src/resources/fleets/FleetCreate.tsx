import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { FleetInputs, sendFleet, useFleetResolver } from './FleetInputs';

export const FleetCreate = () => {
  const resolver = useFleetResolver();
  return (
    <Create title="app.fleet.fleets.newFleet" redirect="show" transform={sendFleet}>
      <SimpleForm noValidate resolver={resolver} defaultValues={{ vehicleIds: [] }}>
        <FleetInputs />
      </SimpleForm>
    </Create>
  );
};
