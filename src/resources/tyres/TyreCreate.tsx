import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { TyreInputs, sendTyre, tyreResolver } from './TyreInputs';

export const TyreCreate = () => (
  <Create title="app.fleet.tyres.newOffer" redirect="show" transform={sendTyre}>
    <SimpleForm
      noValidate
      resolver={tyreResolver}
      defaultValues={{ active: true, fuelPumpIds: [], shops: [] }}
      sx={{ maxWidth: 640 }}
    >
      <TyreInputs />
    </SimpleForm>
  </Create>
);
