import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { placeSchema } from '#domain/schemas/fleet';
import { ADDRESS_MAX_LENGTH } from '#domain/limits';
import { CityInput, CoordinateInputs } from '../../components/lookups/CityInput';
import { keepSchemaFields, schemaResolver } from '../../components/inputs/formTools';
import { locationTypeChoices } from './locationRecord';

export const locationResolver = schemaResolver(placeSchema);
export const sendLocation = keepSchemaFields(placeSchema);

/** A saved location: name and type, address and city (which fills the coordinates), whose it is, who to call. */
export function LocationInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label="resources.locations.fields.name" isRequired fullWidth />
      <SelectInput
        source="locationType"
        label="resources.locations.fields.locationType"
        choices={locationTypeChoices}
        isRequired
      />
      <TextInput
        source="address"
        label="resources.locations.fields.address"
        isRequired
        fullWidth
        multiline
        helperText={translate('app.fleet.addressHelp', { max: ADDRESS_MAX_LENGTH })}
      />
      <CityInput label="resources.locations.fields.cityId" required helperText="app.fleet.cityHelp" />
      <CoordinateInputs />
      <ReferenceInput source="companyId" reference="companies">
        <AutocompleteInput
          label="resources.locations.fields.companyId"
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          helperText="app.fleet.locations.companyHelp"
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="contactName" label="resources.locations.fields.contactName" />
      <TextInput
        source="contactNumber"
        label="resources.locations.fields.contactNumber"
        helperText="app.fleet.locations.contactNumberHelp"
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
      />
    </>
  );
}
