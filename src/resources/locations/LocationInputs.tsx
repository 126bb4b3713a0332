import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { placeSchema } from '#domain/schemas/fleet';
import { ADDRESS_MAX_LENGTH } from '#domain/limits';
import { CityInput, CoordinateInputs } from '../../components/lookups/CityInput';
import { keepSchemaFields, schemaResolver } from '../../components/inputs/formTools';
import { locationTypeChoices } from './locationRecord';

export const locationResolver = schemaResolver(placeSchema);
export const sendLocation = keepSchemaFields(placeSchema);

/** A saved location: name and type, address and city (which fills the coordinates), whose it is, who to call. */
export function LocationInputs() {
  return (
    <>
      <TextInput source="name" label="Location name" isRequired fullWidth />
      <SelectInput source="locationType" label="Location type" choices={locationTypeChoices} isRequired />
      <TextInput
        source="address"
        label="Address"
        isRequired
        fullWidth
        multiline
        helperText={`Up to ${ADDRESS_MAX_LENGTH} characters`}
      />
      <CityInput required helperText="Type at least 3 characters; the city fills empty coordinates" />
      <CoordinateInputs />
      <ReferenceInput source="companyId" reference="companies">
        <AutocompleteInput
          label="Company"
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          helperText="Leave empty for a public place"
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="contactName" label="Contact name" />
      <TextInput
        source="contactNumber"
        label="Contact number"
        helperText="Digits, optionally starting with +"
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
      />
    </>
  );
}
