import { LoadError } from '../../components/LoadError';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { PUBLIC_CONFIG_NAMES, type ConfigEntry } from '#domain/clientConfig';
import { configEntrySchema } from '#domain/schemas/config';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useRefreshClientConfig } from '../../theme/ClientConfigProvider';
import { useConfirm } from '../../components/confirm';
import { CONFIG_HELP, configKindOf, entryOrDefault, type ConfigKind } from './configKinds';
import { FlagForm, ListForm, MapForm, TextForm } from './EntryForms';
import { PreferenceForm } from './PreferenceForm';
import { MapPositionForm } from './MapPositionForm';
import { ThemeForm, type EntryFormProps } from './ThemeForm';
import { useTranslateText } from '../../i18n/useTranslateText';
import { ConfigEntryName } from './ConfigEntryName';

const FORMS: Record<ConfigKind, (props: EntryFormProps) => React.ReactElement> = {
  theme: ThemeForm,
  preference: PreferenceForm,
  map: MapForm,
  position: MapPositionForm,
  flag: FlagForm,
  list: ListForm,
  text: TextForm,
};

/** One config entry with the form its values need; saving THEME or PREFERENCE re-reads the running portal's. */
export function ConfigurationEntryPage() {
  const name = decodeURIComponent(useParams().name ?? '').toUpperCase();
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const refreshClientConfig = useRefreshClientConfig();
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const text = (key: string, options?: object) => translate(`app.configuration.entry.${key}`, options);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['configs', name],
    // An entry never stored answers 404: its form starts from the seeded default.
    queryFn: () =>
      dataProvider
        .getConfig(name)
        .then(entryOrDefault.bind(null, name), (e: { status?: number }) =>
          e.status === 404 ? entryOrDefault(name) : Promise.reject(e),
        ),
  });
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ['configs'] });
    if (PUBLIC_CONFIG_NAMES.includes(name)) refreshClientConfig();
  };
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      notify(done, { type: 'success', messageArgs: { name } });
      await changed();
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = (entry: ConfigEntry) =>
    void run(
      async () => dataProvider.saveConfig(await configEntrySchema.validate(entry)),
      'app.configuration.entry.saved',
    );
  const remove = () =>
    confirm({
      title: text('deleteTitle', { name }),
      description: text('deleteText'),
      confirmationText: translate('ra.action.delete'),
    }).then(
      async () =>
        (await run(() => dataProvider.deleteConfig(name), 'app.configuration.entry.deleted')) &&
        navigate('/configuration'),
      () => undefined,
    );

  const Form = FORMS[configKindOf(name)];
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={text('title', { name })} />
      <Link component={RouterLink} to="/configuration">
        {text('back')}
      </Link>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h5" component="h1">
              <ConfigEntryName name={name} />
            </Typography>
            {found.data?.stored && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => void remove()} disabled={busy}>
                {text('deleteEntry')}
              </Button>
            )}
          </Stack>
          {CONFIG_HELP[name] && <Typography color="text.secondary">{translate(CONFIG_HELP[name])}</Typography>}
          {found.data && !found.data.stored && <Alert severity="info">{text('notSet')}</Alert>}
          {found.isPending && <CircularProgress aria-label={text('loading')} />}
          {found.error && <LoadError error={found.error} onRetry={() => void found.refetch()} />}
          {error && <Alert severity="error">{translateText(error)}</Alert>}
          {found.data && <Form key={found.dataUpdatedAt} entry={found.data} busy={busy} onSave={save} />}
        </CardContent>
      </Card>
    </Box>
  );
}
