import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ObjectSchema } from 'yup';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthForm, SubmitButton } from './authForm';
import type { Run } from './useRunWithAlert';

/** A code step's way out: back to the first step (another phone number or username), or another code. */
export interface CodeActions {
  onResend: () => void;
  onBack: () => void;
  backLabel: string;
}

export interface StepFormProps<T extends FieldValues> {
  schema: ObjectSchema<T>;
  defaultValues: T;
  /** The step's fields (its first one takes the focus). */
  fields: (control: Control<T>) => ReactNode;
  /** The step's call, run with the card's alert: a failure keeps what was typed. */
  submit: (values: T, form: UseFormReturn<T>) => Promise<unknown>;
  run: Run;
  /** The form's accessible name, where the page holds more than one. */
  label?: string;
  /** The submit button's text and its busy name: "Verify code" and "Checking the code" unless given. */
  submitLabel?: string;
  busyLabel?: string;
  /** A code step: under the button, back to the first step and "Send a new code". */
  code?: CodeActions;
}

/**
 * One step of the auth forms: its own form over a yup schema (a step shown again starts from its
 * defaults), its fields, the submit button, and for a code step the way back and another code.
 */
export function StepForm<T extends FieldValues>({
  schema,
  defaultValues,
  fields,
  submit,
  run,
  label,
  submitLabel,
  busyLabel,
  code,
}: StepFormProps<T>) {
  const translate = useTranslate();
  const form = useForm<T>({
    resolver: yupResolver(schema) as never,
    defaultValues: defaultValues as DefaultValues<T>,
  });
  const loading = form.formState.isSubmitting;
  return (
    <AuthForm onSubmit={form.handleSubmit((values) => run(() => submit(values, form)))} label={label}>
      {fields(form.control)}
      <SubmitButton loading={loading} busyLabel={busyLabel ?? translate('app.auth.code.checking')}>
        {submitLabel ?? translate('app.auth.code.verify')}
      </SubmitButton>
      {code && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Button type="button" onClick={code.onBack} disabled={loading}>
            {code.backLabel}
          </Button>
          <Button type="button" onClick={code.onResend} disabled={loading}>
            {translate('app.auth.code.sendNew')}
          </Button>
        </Box>
      )}
    </AuthForm>
  );
}
