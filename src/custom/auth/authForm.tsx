import type { FormEventHandler, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
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

/** The username box of the reset pages: a phone number or an email. */
export function UsernameField<T extends { username: string }>({ control }: { control: Control<T> }) {
  const translate = useTranslate();
  return (
    <FormTextField
      control={control}
      name={'username' as FieldPath<T>}
      label={translate('app.auth.username')}
      autoComplete="username"
      autoFocus
      placeholder="03001234567"
    />
  );
}

/** A labelled row of radio buttons bound to react-hook-form; a value keeps its type (string or number). */
export function RadioField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  /** The legend's id, which names the group. */
  id: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={id}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={id}
            name={field.name}
            value={String(field.value)}
            onChange={(event) => field.onChange(options.find((o) => String(o.value) === event.target.value)?.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={String(option.value)}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
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
