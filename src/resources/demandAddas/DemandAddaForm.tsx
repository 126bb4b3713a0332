import { PasswordInput, SimpleForm, TextInput } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import { demandAddaSchema, demandAddaUpdateSchema } from '../../domain/schemas/users';

/** A broker and its adda; the schema is the API's. */
export function DemandAddaForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm resolver={yupResolver(creating ? demandAddaSchema : demandAddaUpdateSchema) as never}>
      <TextInput source="fullName" label="Full name" isRequired />
      <TextInput source="companyName" label="Adda name" isRequired />
      <TextInput source="phoneNumber" label="Phone number" helperText="11 digits, starting 03" isRequired />
      <TextInput source="email" label="Email" isRequired />
      {creating && <PasswordInput source="password" label="Password" helperText="Leave empty to generate one" />}
      {creating && <PasswordInput source="confirmPassword" label="Confirm password" />}
    </SimpleForm>
  );
}
