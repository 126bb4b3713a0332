import { LoadError } from '../../components/LoadError';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ValidationError } from 'yup';
import { emailNotificationsSchema } from '#domain/schemas/config';
import { EMAIL_NOTIFICATION_EVENTS, MAX_NOTIFICATION_EMAILS } from '#domain/verification';
import type { EmailNotifications } from '../../providers/configCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';

/** A shipper's company chooses which events it is e-mailed about, and to which addresses (at most 10). */
export function EmailNotificationsPage() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const saved = useQuery({ queryKey: ['email-notifications'], queryFn: () => dataProvider.getEmailNotifications() });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.emailNotifications.title" />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.emailNotifications.title')}
          </Typography>
          {saved.isPending && <CircularProgress aria-label={translate('app.emailNotifications.loading')} />}
          {saved.error && <LoadError error={saved.error} onRetry={() => void saved.refetch()} />}
          {saved.isSuccess && <EmailNotificationsForm key={saved.dataUpdatedAt} saved={saved.data} />}
        </CardContent>
      </Card>
    </Box>
  );
}

function EmailNotificationsForm({ saved }: { saved: EmailNotifications | null }) {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const label = useEnumLabel();
  const [events, setEvents] = useState<string[]>(saved?.events ?? []);
  const [emails, setEmails] = useState<string[]>(saved?.emails?.length ? saved.emails : ['']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const toggle = (event: string, on: boolean) =>
    setEvents((all) => (on ? [...all, event] : all.filter((e) => e !== event)));
  const save = async () => {
    setErrors({});
    let body;
    try {
      body = await emailNotificationsSchema.validate(
        { events, emails: emails.map((e) => e.trim()).filter(Boolean) },
        { abortEarly: false },
      );
    } catch (failure) {
      const found: Record<string, string> = {};
      (failure as ValidationError).inner.forEach((e) => (found[e.path ?? 'form'] ??= e.message));
      return setErrors(Object.keys(found).length ? found : { form: (failure as Error).message });
    }
    setBusy(true);
    try {
      await dataProvider.saveEmailNotifications(body);
      notify('app.emailNotifications.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['email-notifications'] });
    } catch (failure) {
      setErrors({ form: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };
  // Errors name the filtered list's places: map them back onto the non-empty fields.
  const filled = emails.map((e, i) => [e.trim(), i] as const).filter(([e]) => e);
  const errorAt = (i: number) => {
    const place = filled.findIndex(([, j]) => j === i);
    return place >= 0 ? translateText(errors[`emails[${place}]`]) : undefined;
  };

  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate('app.emailNotifications.sendWhen')}</FormLabel>
        <FormGroup>
          {EMAIL_NOTIFICATION_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={<Checkbox checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />}
              label={label('emailNotificationEvent', event)}
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset" sx={{ display: 'grid', gap: 1 }}>
        <FormLabel component="legend">
          {translate('app.emailNotifications.addresses', { max: MAX_NOTIFICATION_EMAILS })}
        </FormLabel>
        {emails.map((email, i) => (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={translate('app.emailNotifications.address', { n: i + 1 })}
              type="email"
              size="small"
              value={email}
              onChange={(e) => setEmails((all) => all.map((v, j) => (j === i ? e.target.value : v)))}
              error={Boolean(errorAt(i))}
              helperText={errorAt(i)}
              sx={{ minWidth: 320 }}
            />
            <IconButton
              aria-label={translate('app.emailNotifications.removeAddress', { n: i + 1 })}
              onClick={() => setEmails((all) => (all.length > 1 ? all.filter((_v, j) => j !== i) : ['']))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setEmails((all) => [...all, ''])}
            disabled={emails.length >= MAX_NOTIFICATION_EMAILS}
          >
            {translate('app.emailNotifications.addAddress')}
          </Button>
        </Box>
      </FormControl>
      {(errors.form || errors.emails || errors.events) && (
        <Alert severity="error">{translateText(errors.form ?? errors.emails ?? errors.events)}</Alert>
      )}
      <Box>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </>
  );
}
