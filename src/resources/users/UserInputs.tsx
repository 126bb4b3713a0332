import {
  AutocompleteInput,
  FormDataConsumer,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { isCompanyScoped } from '#domain/userTypes';
import { userCreateSchema, userUpdateSchema } from '#domain/schemas/users';
import { creatableUserTypeChoices } from './userChoices';
import { CountryInput } from '../../components/lookups/CountryInput';
import { HOME_COUNTRY_ID } from '#domain/companies';
import { DEFAULT_LOCALE, LOCALE_LABELS } from '#domain/locales';

const LOCALE_CHOICES = Object.entries(LOCALE_LABELS).map(([id, name]) => ({ id, name }));

/** SPEC §5 user create and edit are checked at the fields by the schema the API uses. */
export const userCreateResolver = yupResolver(userCreateSchema) as never;
export const userEditResolver = yupResolver(userUpdateSchema) as never;

/** A user's inputs; creating adds the user type and the password. */
export function UserInputs({ creating }: { creating: boolean }) {
  return (
    <>
      <TextInput source="fullName" label="Full name" isRequired />
      <TextInput source="phoneNumber" label="Phone number" helperText="11 digits, starting 03" isRequired />
      <TextInput
        source="email"
        label="Email"
        isRequired
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'email' } }}
      />
      {creating && <SelectInput source="userType" label="User type" choices={creatableUserTypeChoices} />}
      <ReferenceInput source="roleId" reference="roles">
        <SelectInput label="Role" optionText="name" isRequired />
      </ReferenceInput>
      <FormDataConsumer>
        {({ formData }) =>
          isCompanyScoped(formData.userType) ? (
            <ReferenceInput source="companyId" reference="companies">
              <AutocompleteInput label="Company" optionText="name" filterToQuery={(q: string) => ({ q })} isRequired />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <CountryInput defaultValue={creating ? HOME_COUNTRY_ID : undefined} />
      <SelectInput
        source="locale"
        label="Language"
        choices={LOCALE_CHOICES}
        defaultValue={creating ? DEFAULT_LOCALE : undefined}
      />
      <TextInput source="ssn" label="SSN / CNIC (optional)" helperText="The user's identity number" />
      {creating && (
        <PasswordInput
          source="password"
          label="Password"
          helperText="Leave empty to generate one; shown once after saving"
        />
      )}
      {creating && <PasswordInput source="confirmPassword" label="Confirm password" />}
    </>
  );
}
