import { ResourceEdit } from '../../components/ResourcePages';
import { BooleanInput, Create, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { fuelPumpSchema } from '../../domain/schemas/fleet';
import { ADDRESS_MAX_LENGTH } from '../../domain/limits';
import { CityInput, CoordinateInputs } from '../../components/lookups/CityInput';
import { keepSchemaFields, schemaResolver } from '../../components/inputs/formTools';

const resolver = schemaResolver(fuelPumpSchema);
const transform = keepSchemaFields(fuelPumpSchema);

/** A pump's name, brand, place (city fills the coordinates), its fuel discount and whether it is live. */
function FuelPumpForm() {
  return (
    <SimpleForm noValidate resolver={resolver} defaultValues={{ active: true }} sx={{ maxWidth: 640 }}>
      <TextInput source="name" label="Pump name" isRequired fullWidth />
      <TextInput source="brand" label="Brand" isRequired fullWidth />
      <CityInput required helperText="Type at least 3 characters; the city fills empty coordinates" />
      <TextInput source="address" label="Address" isRequired fullWidth multiline helperText={`Up to ${ADDRESS_MAX_LENGTH} characters`} />
      <CoordinateInputs />
      <NumberInput source="discountPercent" label="Fuel discount (%)" isRequired min={0} max={100} helperText="0 to 100" />
      <BooleanInput source="active" label="Active" />
    </SimpleForm>
  );
}

export const FuelPumpCreate = () => (
  <Create title="New fuel pump" redirect="show" transform={transform}>
    <FuelPumpForm />
  </Create>
);

/** Saved (and deleted, after a confirmation) only once the API agrees. */
export const FuelPumpEdit = () => (
  <ResourceEdit redirect="show" transform={transform}>
    <FuelPumpForm />
  </ResourceEdit>
);
