import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { CONFIG_LIMITS } from '#domain/schemas/config';
import type { ConfigEntry } from '#domain/clientConfig';
import { TEXT_VALUE_LABEL, flagOf, isEnabled } from './configKinds';
import type { EntryFormProps } from './ThemeForm';

/** The Enabled switch and Save button every entry's form shares. */
export function EntryForm({
  entry,
  busy,
  onSave,
  values,
  children,
}: EntryFormProps & { values: string[]; children?: ReactNode }) {
  const translate = useTranslate();
  const [enabled, setEnabled] = useState(isEnabled(entry));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
        label={translate('app.configuration.form.enabled')}
      />
      {children}
      <Box>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => onSave({ name: entry.name, values, enabled: flagOf(enabled) } satisfies ConfigEntry)}
        >
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** A fixed list of named values (GOOGLE_MAP_API, a single-text entry); labels are message keys. */
function FieldsForm({
  labels,
  ...props
}: EntryFormProps & {
  labels: { label: string; type?: string; required?: boolean; helperText?: string }[];
}) {
  const translate = useTranslate();
  const [values, setValues] = useState(labels.map((_l, i) => props.entry.values[i] ?? ''));
  return (
    <EntryForm {...props} values={values.map((v) => v.trim())}>
      {labels.map(({ label, type, required, helperText }, i) => (
        <TextField
          key={label}
          label={translate(label)}
          helperText={helperText && translate(helperText)}
          type={type}
          required={required}
          value={values[i]}
          onChange={(e) => setValues((all) => all.map((v, j) => (j === i ? e.target.value : v)))}
          slotProps={{ htmlInput: { maxLength: CONFIG_LIMITS.valueMax } }}
        />
      ))}
    </EntryForm>
  );
}

export const MapForm = (props: EntryFormProps) => (
  <FieldsForm
    {...props}
    labels={[{ label: 'app.configuration.form.apiKey', type: 'password' }, { label: 'app.configuration.form.mapId' }]}
  />
);
export const TextForm = (props: EntryFormProps) => (
  <FieldsForm {...props} labels={[{ label: TEXT_VALUE_LABEL[props.entry.name] ?? 'app.configuration.form.value' }]} />
);
/** An on/off entry: the switch is the setting, its values are kept as they are. */
export const FlagForm = (props: EntryFormProps) => <EntryForm {...props} values={props.entry.values} />;

/** A list entry (SHIPMENT_TYPES, VEHICLE_TYPES, …): values added and removed. */
export function ListForm(props: EntryFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState(props.entry.values);
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim();
    if (!value || values.includes(value) || values.length >= CONFIG_LIMITS.valuesMax) return;
    setValues((all) => [...all, value]);
    setDraft('');
  };
  return (
    <EntryForm {...props} values={values}>
      {values.length === 0 && (
        <Typography color="text.secondary">{translate('app.configuration.form.noValues')}</Typography>
      )}
      <List dense aria-label={translate('app.configuration.form.values')}>
        {values.map((value) => (
          <ListItem
            key={value}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={translate('app.configuration.form.removeValue', { value })}
                onClick={() => setValues((all) => all.filter((v) => v !== value))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            {value}
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={translate('app.configuration.form.newValue')}
          size="small"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: CONFIG_LIMITS.valueMax } }}
        />
        <Button
          startIcon={<AddIcon />}
          onClick={add}
          disabled={!draft.trim() || values.length >= CONFIG_LIMITS.valuesMax}
        >
          {translate('app.configuration.form.addValue')}
        </Button>
      </Stack>
    </EntryForm>
  );
}
