import { BooleanInput, NumberInput, PasswordInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { HOME_COUNTRY_ID, MARGIN_TYPE_LABELS } from '#domain/companies';
import { CountryInput } from '../../components/lookups/CountryInput';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import { companyProjectCreateSchema, companyProjectUpdateSchema } from '#domain/schemas/companies';
import { isBroker } from '../../providers/useIsStaff';

const verticalChoices = PROJECT_VERTICALS.map((v) => ({ id: v.id, name: v.name }));
// Choice names are message keys: react-admin translates them (English from src/domain).
const marginChoices = Object.keys(MARGIN_TYPE_LABELS).map((id) => ({ id: Number(id), name: `enums.marginType.${id}` }));

// SPEC §5/§6: a broker's project goes in the broker's own group with the default vertical, no password
// and no commercial terms (the API sets them), so those stay hidden.

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
      <TextInput source="name" isRequired />
      {!broker && (
        <ReferenceInput source="groupId" reference="company-groups">
          <SelectInput optionText="name" isRequired />
        </ReferenceInput>
      )}
      <PhoneInput source="phoneNumber" helperText="app.people.projects.phoneHelp" isRequired />
      <TextInput source="email" />
      <TextInput source="strn" helperText="app.people.projects.strnHelp" />
      <CountryInput defaultValue={HOME_COUNTRY_ID} />
      {!broker && (
        <>
          <SelectInput source="projectVerticalTypeId" choices={verticalChoices} />
          <BooleanInput source="isContractualAllowed" />
          <SelectInput source="marginTypeId" choices={marginChoices} />
          <NumberInput source="marginValue" />
        </>
      )}
      {creating && !broker && <PasswordInput source="password" />}
      {creating && !broker && <PasswordInput source="confirmPassword" />}
    </>
  );
}
