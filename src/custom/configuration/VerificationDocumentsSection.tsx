import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { documentTypeName } from '#domain/documentTypes';
import { DEFAULT_REQUIRED_DOCUMENT_TYPE_IDS, VERIFICATION_DOCUMENT_TYPE_IDS } from '#domain/verification';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useTranslateText } from '../../i18n/useTranslateText';

type Required = Record<number, boolean>;

/** verification-config: which partner document types a verification case needs. */
export function VerificationDocumentsSection() {
  const dataProvider = useFreightDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const text = (key: string, options?: object) => translate(`app.configuration.documents.${key}`, options);
  const config = useQuery({ queryKey: ['verification-config'], queryFn: () => dataProvider.getVerificationConfig() });
  const [edited, setRequired] = useState<Required>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const types = (
    config.data?.length ? config.data.map((i) => i.documentTypeId) : VERIFICATION_DOCUMENT_TYPE_IDS
  ).filter((id, i, all) => all.indexOf(id) === i);
  const nameOf = (id: number) =>
    config.data?.find((i) => i.documentTypeId === id)?.documentTypeName ??
    documentTypeName(id) ??
    translate('app.verification.documentNumber', { id });

  // What the API holds (else the defaults), overlaid with the switches flipped here.
  const stored = useMemo(() => {
    const next: Required = {};
    VERIFICATION_DOCUMENT_TYPE_IDS.forEach((id) => (next[id] = DEFAULT_REQUIRED_DOCUMENT_TYPE_IDS.includes(id)));
    config.data?.forEach((item) => (next[item.documentTypeId] = item.required));
    return next;
  }, [config.data]);
  const required: Required = { ...stored, ...edited };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.saveVerificationConfig(
        types.map((documentTypeId) => ({ documentTypeId, required: Boolean(required[documentTypeId]) })),
      );
      notify('app.configuration.documents.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['verification-config'] });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="verification-documents-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="verification-documents-title">
          {text('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {text('intro')}
        </Typography>
        {config.isPending && <CircularProgress aria-label={text('loading')} />}
        {config.error && <LoadError error={config.error} onRetry={() => void config.refetch()} />}
        {config.isSuccess && (
          <FormGroup>
            {types.map((id) => (
              <FormControlLabel
                key={id}
                control={
                  <Switch
                    checked={Boolean(required[id])}
                    onChange={(e) => setRequired((r) => ({ ...r, [id]: e.target.checked }))}
                  />
                }
                label={text('required', { name: nameOf(id) })}
              />
            ))}
          </FormGroup>
        )}
        {error && <Alert severity="error">{translateText(error)}</Alert>}
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !config.isSuccess}>
          {text('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
