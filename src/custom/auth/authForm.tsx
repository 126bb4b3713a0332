import type { FormEventHandler, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, CircularProgress, Link, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OTP_LENGTH } from '#domain/limits';
import { useTranslateText } from '../../i18n/useTranslateText';

/** A form laid out like the card; Enter in any field submits it. */
export function AuthForm({
  onSubmit,
  children,
  label,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  label?: string;
}) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {children}
    </Box>
  );
}

type FormTextFieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> } & Omit<
  TextFieldProps,
  'name'
>;

/**
 * A labelled text field bound to react-hook-form; its schema message shows under it (helperText).
 * Outlined, not react-admin's filled default: an error-red label on the filled grey falls below
 * WCAG AA contrast (4.4:1), on the card's own background it passes.
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const translateText = useTranslateText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField
          variant="outlined"
          {...field}
          {...props}
          inputRef={ref}
          error={Boolean(error)}
          helperText={translateText(error?.message) ?? helperText}
        />
      )}
    />
  );
}

/** The submit button: disabled with a spinner (named for screen readers) while the call runs. */
export function SubmitButton({
  loading,
  children,
  busyLabel,
}: {
  loading: boolean;
  children: ReactNode;
  busyLabel: string;
}) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={loading} aria-busy={loading}>
      {loading ? <CircularProgress size={24} color="inherit" aria-label={busyLabel} /> : children}
    </Button>
  );
}

/** A react-router link styled as a MUI link. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} variant="body2">
      {children}
    </Link>
  );
}

/** The second step of the code flows: the code we sent, and a way to ask for another one. */
export function CodeForm({
  onSubmit,
  onResend,
  onBack,
  backLabel,
  loading,
  children,
  submitLabel,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onResend: () => void;
  /** Back to the first step, to use another phone number or username. */
  onBack: () => void;
  backLabel: string;
  loading: boolean;
  children: ReactNode;
  submitLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <AuthForm onSubmit={onSubmit}>
      {children}
      <SubmitButton loading={loading} busyLabel={translate('app.auth.code.checking')}>
        {submitLabel ?? translate('app.auth.code.verify')}
      </SubmitButton>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Button type="button" onClick={onBack} disabled={loading}>
          {backLabel}
        </Button>
        <Button type="button" onClick={onResend} disabled={loading}>
          {translate('app.auth.code.sendNew')}
        </Button>
      </Box>
    </AuthForm>
  );
}

/** The one-time-code box: digits only on phones, filled by the OS from the SMS where it can. */
export function useCodeInputProps() {
  const translate = useTranslate();
  return {
    label: translate('app.auth.code.label'),
    autoComplete: 'one-time-code',
    autoFocus: true,
    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH } },
  } as const;
}

/** A new password typed twice, the rule under the first box: signing up, resetting and changing one share it. */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>({
  control,
  signup,
  autoFocus,
}: {
  control: Control<T>;
  /** On the signup form it is the account's first password, not a new one. */
  signup?: boolean;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  const secret = { type: 'password', autoComplete: 'new-password' } as const;
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as FieldPath<T>}
        label={translate(signup ? 'app.auth.password' : 'app.auth.newPassword')}
        helperText={translate('app.auth.passwordHint')}
        autoFocus={autoFocus}
        {...secret}
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={translate(signup ? 'app.auth.signup.confirmPassword' : 'app.auth.confirmNewPassword')}
        {...secret}
      />
    </>
  );
}
