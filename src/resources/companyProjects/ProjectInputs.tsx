import { BooleanInput, NumberInput, PasswordInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { HOME_COUNTRY_ID, MARGIN_TYPE_LABELS } from '#domain/companies';
import { CountryInput } from '../../components/lookups/CountryInput';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import { companyProjectCreateSchema, companyProjectUpdateSchema } from '#domain/schemas/companies';
import { USER_TYPE } from '#domain/userTypes';
import { storage } from '../../providers/storage';

const verticalChoices = PROJECT_VERTICALS.map((v) => ({ id: v.id, name: v.name }));
const marginChoices = Object.entries(MARGIN_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));

// SPEC §5/§6: a broker's project goes in the broker's own group with the default vertical, no password
// and no commercial terms (the API sets them), so those stay hidden.
const isBroker = () => Number(storage.get('userType')) === USER_TYPE.DEMAND_ADDA;

/** SPEC §5 project create (with its shipper login's password) and update (strn and vertical required). */
export function projectResolver(creating: boolean) {
  const broker = isBroker();
  const schema = (creating ? companyProjectCreateSchema : companyProjectUpdateSchema) as unknown as AnyObjectSchema;
  return yupResolver(broker ? schema.omit(['groupId']) : schema, { context: { broker } }) as never;
}

export function ProjectInputs({ creating }: { creating: boolean }) {
  const broker = isBroker();
  return (
    <>
      <TextInput source="name" label="Project name" isRequired />
      {!broker && (
        <ReferenceInput source="groupId" reference="company-groups">
          <SelectInput label="Company group" optionText="name" isRequired />
        </ReferenceInput>
      )}
      <TextInput
        source="phoneNumber"
        label="Phone number"
        helperText="03… locally, or international (+92…, +251…, +253…)"
        isRequired
      />
      <TextInput source="email" label="Email (optional)" />
      <TextInput source="strn" label="STRN" helperText="Required for numbers starting 92" />
      <CountryInput defaultValue={HOME_COUNTRY_ID} />
      {!broker && (
        <>
          <SelectInput source="projectVerticalTypeId" label="Project vertical" choices={verticalChoices} />
          <BooleanInput source="isContractualAllowed" label="Contractual shipments allowed" />
          <SelectInput source="marginTypeId" label="Margin type" choices={marginChoices} />
          <NumberInput source="marginValue" label="Margin value" />
        </>
      )}
      {creating && !broker && <PasswordInput source="password" label="Password (the project's shipper login)" />}
      {creating && !broker && <PasswordInput source="confirmPassword" label="Confirm password" />}
    </>
  );
}
