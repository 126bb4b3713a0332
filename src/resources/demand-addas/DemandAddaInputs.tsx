import { PasswordInput, TextInput } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { demandAddaSchema, demandAddaUpdateSchema } from '#domain/schemas/users';
import { PhoneInput } from '../../components/inputs/PhoneInput';

/** A broker and its adda, checked by the API's schema. */
export const demandAddaCreateResolver = yupResolver(demandAddaSchema) as never;
export const demandAddaEditResolver = yupResolver(demandAddaUpdateSchema) as never;

/** A broker's inputs; creating adds the password. */
export function DemandAddaInputs({ creating }: { creating: boolean }) {
  return (
    <>
      <TextInput source="fullName" isRequired />
      <TextInput source="companyName" isRequired />
      <PhoneInput source="phoneNumber" helperText="app.people.phoneHelp" isRequired />
      <TextInput source="email" isRequired />
      {creating && <PasswordInput source="password" helperText="app.people.brokers.passwordHelp" />}
      {creating && <PasswordInput source="confirmPassword" />}
    </>
  );
}
