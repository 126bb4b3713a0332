import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { FleetInputs, sendFleet, useFleetResolver } from './FleetInputs';

export const FleetEdit = () => {
  const resolver = useFleetResolver();
  return (
    <ResourceEdit redirect="show" transform={sendFleet}>
      <SimpleForm noValidate resolver={resolver} defaultValues={{ vehicleIds: [] }}>
        <FleetInputs />
      </SimpleForm>
    </ResourceEdit>
  );
};
