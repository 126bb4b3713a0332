import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { LocationInputs, locationResolver, sendLocation } from './LocationInputs';

export const LocationEdit = () => (
  <ResourceEdit redirect="show" transform={sendLocation}>
    <SimpleForm noValidate resolver={locationResolver} sx={{ maxWidth: 640 }}>
      <LocationInputs />
    </SimpleForm>
  </ResourceEdit>
);
