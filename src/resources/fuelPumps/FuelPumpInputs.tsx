import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { fuelPumpSchema } from '#domain/schemas/fleet';
import { ADDRESS_MAX_LENGTH } from '#domain/limits';
import { CityInput, CoordinateInputs } from '../../components/lookups/CityInput';
import { keepSchemaFields, schemaResolver } from '../../components/inputs/formTools';

export const fuelPumpResolver = schemaResolver(fuelPumpSchema);
export const sendFuelPump = keepSchemaFields(fuelPumpSchema);

/** A pump's name, brand, place (city fills the coordinates), its fuel discount and whether it is live. */
export function FuelPumpInputs() {
  return (
    <>
      <TextInput source="name" label="Pump name" isRequired fullWidth />
      <TextInput source="brand" label="Brand" isRequired fullWidth />
      <CityInput required helperText="Type at least 3 characters; the city fills empty coordinates" />
      <TextInput
        source="address"
        label="Address"
        isRequired
        fullWidth
        multiline
        helperText={`Up to ${ADDRESS_MAX_LENGTH} characters`}
      />
      <CoordinateInputs />
      <NumberInput
        source="discountPercent"
        label="Fuel discount (%)"
        isRequired
        min={0}
        max={100}
        helperText="0 to 100"
      />
      <BooleanInput source="active" label="Active" />
    </>
  );
}
