import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { MESSAGES } from '#domain/messages';
import { OTP_LENGTH } from '#domain/limits';
import { useTranslate } from 'react-admin';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { LanguageMenu } from '../../i18n/LanguageMenu';
import { useTranslateText } from '../../i18n/useTranslateText';

/** The centred card every page outside the app layout uses: logo, one h1, then a notice and an error. */
export function AuthCard({
  title,
  error,
  notice,
  children,
  footer,
  maxWidth = 420,
}: {
  title: string;
  /** The API's (SPEC) text, shown as an alert until the next attempt. */
  error?: string | null;
  /** A success or progress note (polite: role="status"). */
  notice?: string | null;
  children: ReactNode;
  /** Links to the other auth pages. */
  footer?: ReactNode;
  maxWidth?: number;
}) {
  const { logoUrl, clientName } = useClientConfig();
  const translate = useTranslate();
  const translateText = useTranslateText();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <img src={logoUrl} alt={clientName} width={40} height={40} />
            <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
              {title}
            </Typography>
            <LanguageMenu color="primary" />
          </Box>
          {notice && (
            <Alert severity="success" role="status">
              {notice}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {translateText(error)}
            </Alert>
          )}
          {children}
          {footer && (
            <Box
              component="nav"
              aria-label={translate('app.auth.accountHelp')}
              sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}
            >
              {footer}
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

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

/** The text of a failed call: the API's SPEC message (httpClient already picked it). */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGES.generic;

/** Runs one step's call; a failure becomes the card's alert, and the form keeps what was typed. */
export type Run = (action: () => Promise<unknown>) => Promise<void>;
export function useRunWithAlert(): { error: string | null; run: Run } {
  const [error, setError] = useState<string | null>(null);
  const run: Run = async (action) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return { error, run };
}

export { AUTH_PATHS, loginPathWithNotice } from './authPaths';

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
