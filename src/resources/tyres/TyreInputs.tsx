import { DatePickerInput } from '../../components/inputs/PickerInputs';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { tyreOfferSchema } from '#domain/schemas/fleet';
import { FLEET_LIMITS } from '#domain/fleet';
import { PAGE_SIZE } from '#domain/limits';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { keepSchemaFields, schemaResolver } from '../../components/inputs/formTools';

/** The "at least one pump or shop" rule is the whole offer's: its text shows at the fuel pumps. */
export const tyreResolver = schemaResolver(tyreOfferSchema, 'fuelPumpIds');
export const sendTyre = keepSchemaFields(tyreOfferSchema);

/** Once a save was refused, naming a shop clears the "pump or shop" text at the fuel pumps at once. */
function RecheckPumpsWhenShopsChange() {
  const { trigger, formState } = useFormContext();
  const shops: unknown = useWatch({ name: 'shops' });
  const { isSubmitted } = formState;
  useEffect(() => {
    if (isSubmitted) void trigger('fuelPumpIds');
  }, [shops, isSubmitted, trigger]);
  return null;
}

/** A tyre offer: what, for how much, at which pumps or shops, until when. */
export function TyreInputs() {
  const { currency } = useClientConfig();
  return (
    <>
      <TextInput source="brand" label="Tyre brand" isRequired fullWidth />
      <TextInput source="size" label="Tyre size" isRequired helperText="e.g. 295/80R22.5" />
      <NumberInput
        source="price"
        label={`Price (${currency})`}
        isRequired
        min={1}
        step={1}
        helperText="Whole amount, before the discount"
      />
      <NumberInput source="discountPercent" label="Discount (%)" isRequired min={0} max={100} helperText="0 to 100" />
      <ReferenceArrayInput source="fuelPumpIds" reference="fuel-pumps" perPage={PAGE_SIZE.companies}>
        <AutocompleteArrayInput
          label="Fuel pumps"
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          helperText="Pumps that honour the offer; name pumps, shops or both"
          fullWidth
        />
      </ReferenceArrayInput>
      <ArrayInput
        source="shops"
        label="Shops"
        helperText={`Up to ${FLEET_LIMITS.shopsMax} tyre shops that honour the offer`}
      >
        <SimpleFormIterator disableReordering inline>
          <TextInput source="" label="Shop name" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <RecheckPumpsWhenShopsChange />
      <DatePickerInput
        source="validUntil"
        label="Valid until"
        helperText="Last day of the offer; leave empty for no end date"
      />
      <BooleanInput source="active" label="Active" />
    </>
  );
}
