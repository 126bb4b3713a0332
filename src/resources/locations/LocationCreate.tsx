import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { LocationInputs, locationResolver, sendLocation } from './LocationInputs';

export const LocationCreate = () => (
  <Create title="app.fleet.locations.newLocation" redirect="show" transform={sendLocation}>
    <SimpleForm noValidate resolver={locationResolver} sx={{ maxWidth: 640 }}>
      <LocationInputs />
    </SimpleForm>
  </Create>
);
