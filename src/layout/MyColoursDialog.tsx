import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { isHexColour } from '#domain/clientConfig';
import { MESSAGES } from '#domain/messages';
import { FormDialog } from '../components/FormDialog';
import { useSubmit } from '../components/useSubmit';
import type { StoredUser } from '../providers/authProvider';
import { storage } from '../providers/storage';
import { useFreightDataProvider } from '../providers/useFreightDataProvider';
import { useClientConfig } from '../theme/ClientConfigProvider';
import { useSavedTheme } from '../theme/useSavedTheme';
import { useTranslateText } from '../i18n/useTranslateText';

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        type="color"
        label={label}
        value={isHexColour(value) ? value : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        sx={{ width: 96 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={translate('app.components.myColours.hex', { colour: label })}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        error={!isHexColour(value)}
        helperText={isHexColour(value) ? ' ' : translateText(MESSAGES.themeColourInvalid)}
      />
    </Box>
  );
}

/**
 * SPEC §1: a user's own theme colours win over the client's. Saved on the server (the `preferences`
 * root), so they follow the user to any browser at the next sign-in; the portal takes them at once.
 */
export function MyColoursDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const client = useClientConfig();
  const saved = useSavedTheme();
  const translate = useTranslate();
  const [primary, setPrimary] = useState(saved?.primary ?? client.primaryColor);
  const [secondary, setSecondary] = useState(saved?.secondary ?? client.secondaryColor);
  const { busy, error, setError, run } = useSubmit();
  const userId = storage.getJson<StoredUser>('user')?.id;
  const store = (theme: object | undefined) =>
    theme && Object.keys(theme).length ? storage.setJson('theme', theme) : storage.remove('theme');
  const save = (theme: { primary: string; secondary: string } | null) => {
    if (!userId) return setError(MESSAGES.generic);
    if (theme && (!isHexColour(theme.primary) || !isHexColour(theme.secondary)))
      return setError(MESSAGES.themeColourInvalid);
    return run(async () => {
      const answer = await dataProvider.saveMyTheme(userId, theme);
      store(answer.preferences.theme);
      notify(theme ? 'app.components.myColours.saved' : 'app.components.myColours.clientsBack', { type: 'success' });
      onClose();
    });
  };
  return (
    <FormDialog
      title="app.userMenu.myColours"
      maxWidth="xs"
      submitLabel="ra.action.save"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => save({ primary, secondary })}
      extraActions={
        <>
          <Button onClick={() => void save(null)} disabled={busy || !saved}>
            {translate('app.components.myColours.useClients')}
          </Button>
          <Box sx={{ flex: 1 }} />
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.components.myColours.intro')}
      </Typography>
      <ColourField label={translate('app.components.myColours.primary')} value={primary} onChange={setPrimary} />
      <ColourField label={translate('app.components.myColours.secondary')} value={secondary} onChange={setSecondary} />
    </FormDialog>
  );
}
