import { PasswordInput, TextInput } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { demandAddaSchema, demandAddaUpdateSchema } from '#domain/schemas/users';

/** A broker and its adda, checked by the API's schema. */
export const demandAddaCreateResolver = yupResolver(demandAddaSchema) as never;
export const demandAddaEditResolver = yupResolver(demandAddaUpdateSchema) as never;

/** A broker's inputs; creating adds the password. */
export function DemandAddaInputs({ creating }: { creating: boolean }) {
  return (
    <>
      <TextInput source="fullName" label="Full name" isRequired />
      <TextInput source="companyName" label="Adda name" isRequired />
      <TextInput source="phoneNumber" label="Phone number" helperText="11 digits, starting 03" isRequired />
      <TextInput source="email" label="Email" isRequired />
      {creating && <PasswordInput source="password" label="Password" helperText="Leave empty to generate one" />}
      {creating && <PasswordInput source="confirmPassword" label="Confirm password" />}
    </>
  );
}
