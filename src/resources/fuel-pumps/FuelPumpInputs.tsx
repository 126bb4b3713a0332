import { BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { fuelPumpSchema } from '#domain/schemas/fleet';
import { ADDRESS_MAX_LENGTH } from '#domain/limits';
import { CityInput, CoordinateInputs } from '../../components/lookups/CityInput';
import { keepSchemaFields, schemaResolver } from '../../components/inputs/formTools';

export const fuelPumpResolver = schemaResolver(fuelPumpSchema);
export const sendFuelPump = keepSchemaFields(fuelPumpSchema);

/** A pump's name, brand, place (city fills the coordinates), its fuel discount and whether it is live. */
export function FuelPumpInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label="resources.fuel-pumps.fields.name" isRequired fullWidth />
      <TextInput source="brand" label="resources.fuel-pumps.fields.brand" isRequired fullWidth />
      <CityInput label="resources.fuel-pumps.fields.cityId" required helperText="app.fleet.cityHelp" />
      <TextInput
        source="address"
        label="resources.fuel-pumps.fields.address"
        isRequired
        fullWidth
        multiline
        helperText={translate('app.fleet.addressHelp', { max: ADDRESS_MAX_LENGTH })}
      />
      <CoordinateInputs />
      <NumberInput
        source="discountPercent"
        label="resources.fuel-pumps.fields.discountPercent"
        isRequired
        min={0}
        max={100}
        helperText="app.fleet.percentHelp"
      />
      <BooleanInput source="active" label="resources.fuel-pumps.fields.active" />
    </>
  );
}
