import { useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { DEFAULT_CLIENT_CONFIG, isHexColour, type ConfigEntry } from '#domain/clientConfig';
import { MESSAGES } from '#domain/messages';
import { flagOf, isEnabled } from './configKinds';
import { useTranslateText } from '../../i18n/useTranslateText';

export interface EntryFormProps {
  entry: ConfigEntry;
  busy: boolean;
  onSave: (entry: ConfigEntry) => void;
}

/** #abc → #aabbcc: <input type="color"> only takes the six-digit form. */
const sixDigits = (hex: string, fallback: string) => {
  if (!isHexColour(hex)) return fallback;
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : hex.toLowerCase();
};
/** Black or white ink, whichever reads better on the colour. */
const inkOn = (colour: string) =>
  getContrastRatio(colour, '#fff') >= getContrastRatio(colour, '#000') ? '#fff' : '#000';

function ColourField({
  label,
  value,
  fallback,
  onChange,
}: {
  label: string;
  value: string;
  fallback: string;
  onChange: (v: string) => void;
}) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  const invalid = !isHexColour(value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        type="color"
        label={translate('app.configuration.theme.picker', { label })}
        value={sixDigits(value, fallback)}
        onChange={(e) => onChange(e.target.value)}
        sx={{ width: 160 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={translate('app.configuration.theme.hex', { label })}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        error={invalid}
        helperText={invalid ? translateText(MESSAGES.themeColourInvalid) : ' '}
        required
      />
    </Stack>
  );
}

/** THEME [logo url, primary, secondary, client name], with a live preview of the app bar in those colours. */
export function ThemeForm({ entry, busy, onSave }: EntryFormProps) {
  const [
    logoUrl = '',
    primary = DEFAULT_CLIENT_CONFIG.primaryColor,
    secondary = DEFAULT_CLIENT_CONFIG.secondaryColor,
    clientName = '',
  ] = entry.values;
  const translate = useTranslate();
  const translateText = useTranslateText();
  const text = (key: string) => translate(`app.configuration.theme.${key}`);
  const [values, setValues] = useState({ logoUrl, primary, secondary, clientName });
  const [enabled, setEnabled] = useState(isEnabled(entry));
  const [tried, setTried] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const valid = isHexColour(values.primary) && isHexColour(values.secondary);
  const previewPrimary = sixDigits(values.primary, DEFAULT_CLIENT_CONFIG.primaryColor);
  const previewSecondary = sixDigits(values.secondary, DEFAULT_CLIENT_CONFIG.secondaryColor);
  const save = () => {
    setTried(true);
    if (!valid) return;
    onSave({
      name: entry.name,
      values: [values.logoUrl.trim(), values.primary, values.secondary, values.clientName.trim()],
      enabled: flagOf(enabled),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
        label={translate('app.configuration.form.enabled')}
      />
      <TextField
        label={text('logoUrl')}
        value={values.logoUrl}
        onChange={(e) => set('logoUrl')(e.target.value)}
        helperText={text('logoHelp')}
      />
      {values.logoUrl.trim() && (
        <Box
          component="img"
          src={values.logoUrl.trim()}
          alt={text('logoPreview')}
          sx={{ maxHeight: 64, maxWidth: 240, objectFit: 'contain' }}
        />
      )}
      <TextField
        label={text('clientName')}
        value={values.clientName}
        onChange={(e) => set('clientName')(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <ColourField
        label={text('primary')}
        value={values.primary}
        fallback={DEFAULT_CLIENT_CONFIG.primaryColor}
        onChange={set('primary')}
      />
      <ColourField
        label={text('secondary')}
        value={values.secondary}
        fallback={DEFAULT_CLIENT_CONFIG.secondaryColor}
        onChange={set('secondary')}
      />
      <Box component="figure" sx={{ m: 0 }} aria-label={text('previewLabel')}>
        <AppBar
          position="static"
          elevation={0}
          sx={{ bgcolor: previewPrimary, color: inkOn(previewPrimary) }}
          data-testid="theme-preview"
        >
          <Toolbar sx={{ gap: 2 }}>
            {values.logoUrl.trim() && <Box component="img" src={values.logoUrl.trim()} alt="" sx={{ height: 32 }} />}
            <Typography variant="h6" component="span" sx={{ flex: 1 }}>
              {values.clientName.trim() || DEFAULT_CLIENT_CONFIG.clientName}
            </Typography>
            <Chip label={text('secondaryChip')} sx={{ bgcolor: previewSecondary, color: inkOn(previewSecondary) }} />
          </Toolbar>
        </AppBar>
        <Typography component="figcaption" variant="caption" color="text.secondary">
          {text('previewCaption')}
        </Typography>
      </Box>
      {tried && !valid && (
        <Typography color="error" role="alert">
          {translateText(MESSAGES.themeColourInvalid)}
        </Typography>
      )}
      <Box>
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Box>
  );
}
