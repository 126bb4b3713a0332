import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { TyreInputs, sendTyre, tyreResolver } from './TyreInputs';

export const TyreEdit = () => (
  <ResourceEdit redirect="show" transform={sendTyre}>
    <SimpleForm
      noValidate
      resolver={tyreResolver}
      defaultValues={{ active: true, fuelPumpIds: [], shops: [] }}
      sx={{ maxWidth: 640 }}
    >
      <TyreInputs />
    </SimpleForm>
  </ResourceEdit>
);
