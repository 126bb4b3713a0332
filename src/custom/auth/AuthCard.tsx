import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { LanguageMenu } from '../../i18n/LanguageMenu';
import { useTranslateText } from '../../i18n/useTranslateText';

/** A failed call's (SPEC) text, shown until the next attempt; nothing without one. */
export function ErrorAlert({ error }: { error?: string | null }) {
  const translateText = useTranslateText();
  return error ? (
    <Alert severity="error" role="alert">
      {translateText(error)}
    </Alert>
  ) : null;
}

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
          <ErrorAlert error={error} />
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
