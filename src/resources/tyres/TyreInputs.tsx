import { MultiSelectInput } from '../../components/inputs/MultiSelectInput';
import { DatePickerInput } from '../../components/inputs/PickerInputs';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { tyreOfferSchema } from '#domain/schemas/fleet';
import { FLEET_LIMITS } from '#domain/fleet';
import { PAGE_SIZE } from '#domain/limits';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { keepSchemaFields, schemaResolver } from '../../components/inputs/formTools';
import { SimpleForm } from '../../components/SimpleForm';

/** The "at least one pump or shop" rule is the whole offer's: its text shows at the fuel pumps. */
const tyreResolver = schemaResolver(tyreOfferSchema, 'fuelPumpIds');
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
function TyreInputs() {
  const { currency } = useClientConfig();
  const translate = useTranslate();
  return (
    <>
      <TextInput source="brand" label="resources.tyres.fields.brand" isRequired fullWidth />
      <TextInput source="size" label="resources.tyres.fields.size" isRequired helperText="app.fleet.tyres.sizeHelp" />
      <NumberInput
        source="price"
        label={translate('app.fleet.tyres.priceIn', { currency })}
        isRequired
        min={1}
        step={1}
        helperText="app.fleet.tyres.priceHelp"
      />
      <NumberInput
        source="discountPercent"
        label="resources.tyres.fields.discountPercent"
        isRequired
        min={0}
        max={100}
        helperText="app.fleet.percentHelp"
      />
      <ReferenceArrayInput source="fuelPumpIds" reference="fuel-pumps" perPage={PAGE_SIZE.companies}>
        <MultiSelectInput
          label="resources.tyres.fields.fuelPumpIds"
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          helperText="app.fleet.tyres.pumpsHelp"
          fullWidth
        />
      </ReferenceArrayInput>
      <ArrayInput
        source="shops"
        label="resources.tyres.fields.shops"
        helperText={translate('app.fleet.tyres.shopsHelp', { max: FLEET_LIMITS.shopsMax })}
      >
        <SimpleFormIterator disableReordering inline>
          <TextInput source="" label="app.fleet.tyres.shopName" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <RecheckPumpsWhenShopsChange />
      <DatePickerInput
        source="validUntil"
        label="resources.tyres.fields.validUntil"
        helperText={translate('app.fleet.tyres.validUntilHelp')}
      />
      <BooleanInput source="active" label="resources.tyres.fields.active" />
    </>
  );
}

/** The new-offer and edit form. */
export function TyreForm() {
  return (
    <SimpleForm
      noValidate
      resolver={tyreResolver}
      defaultValues={{ active: true, fuelPumpIds: [], shops: [] }}
      sx={{ maxWidth: 640 }}
    >
      <TyreInputs />
    </SimpleForm>
  );
}
