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
import { RoleChoiceInput } from './RoleChoiceInput';
import { CountryInput } from '../../components/lookups/CountryInput';
import { HOME_COUNTRY_ID } from '#domain/companies';
import { LOCALE_LABELS } from '#domain/locales';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { PhoneInput } from '../../components/inputs/PhoneInput';

const LOCALE_CHOICES = Object.keys(LOCALE_LABELS).map((id) => ({ id, name: `app.language.names.${id}` }));

/** SPEC §5 user create and edit are checked at the fields by the schema the API uses. */
export const userCreateResolver = yupResolver(userCreateSchema) as never;
export const userEditResolver = yupResolver(userUpdateSchema) as never;

/** A user's inputs; creating adds the user type and the password. */
export function UserInputs({ creating }: { creating: boolean }) {
  // A new user starts in the deployment's language (PREFERENCE), and chooses their own later.
  const { language } = useClientConfig();
  return (
    <>
      <TextInput source="fullName" isRequired />
      <PhoneInput source="phoneNumber" helperText="app.people.phoneHelp" isRequired />
      <TextInput source="email" isRequired slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'email' } }} />
      {creating && <SelectInput source="userType" choices={creatableUserTypeChoices} />}
      <RoleChoiceInput />
      <FormDataConsumer>
        {({ formData }) =>
          isCompanyScoped(formData.userType) ? (
            <ReferenceInput source="companyId" reference="companies">
              <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} isRequired />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <CountryInput defaultValue={creating ? HOME_COUNTRY_ID : undefined} />
      <SelectInput source="locale" choices={LOCALE_CHOICES} defaultValue={creating ? language : undefined} />
      <TextInput source="ssn" helperText="app.people.users.ssnHelp" />
      {creating && <PasswordInput source="password" helperText="app.people.users.passwordHelp" />}
      {creating && <PasswordInput source="confirmPassword" />}
    </>
  );
}
