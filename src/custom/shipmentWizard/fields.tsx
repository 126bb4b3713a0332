import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  MenuItem,
  Switch,
  TextField,
  Tooltip,
  type TextFieldProps,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { WizardValues } from './wizardDefaults';
import { DateTimePickerField } from '../../components/inputs/pickers';
import { enums, type EnumName } from '../../i18n/en/enums';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';

type Name = FieldPath<WizardValues>;

export const useWizardForm = () => useFormContext<WizardValues>();

type WizardTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'variant'> & { name: Name };

/** An outlined TextField bound to the wizard form, showing its SPEC message as helper text. */
export function WizardTextField({ name, helperText, ...rest }: WizardTextFieldProps) {
  const { control } = useWizardForm();
  const { field, fieldState } = useController({ control, name });
  const translateText = useTranslateText();
  return (
    <TextField
      {...rest}
      id={`shipment-${name.replace(/\./g, '-')}`}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={translateText(fieldState.error?.message) ?? helperText}
      variant="outlined"
      fullWidth
    />
  );
}

export interface Choice {
  id: number;
  name: ReactNode;
}

/** A select of numeric choices; the chosen id is stored as a number. */
export function WizardSelect({
  name,
  choices,
  onPicked,
  ...rest
}: WizardTextFieldProps & { choices: readonly Choice[]; onPicked?: (id: number | '') => void }) {
  const { control } = useWizardForm();
  const { field, fieldState } = useController({ control, name });
  const translateText = useTranslateText();
  const id = `shipment-${name.replace(/\./g, '-')}`;
  return (
    <TextField
      {...rest}
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={choices.some((choice) => choice.id === field.value) ? field.value : ''}
      onChange={(event) => {
        const picked = event.target.value === '' ? '' : Number(event.target.value);
        field.onChange(picked);
        onPicked?.(picked);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={translateText(fieldState.error?.message) ?? rest.helperText}
      variant="outlined"
      fullWidth
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function WizardSwitch({
  name,
  label,
  onToggled,
}: {
  name: Name;
  label: string;
  onToggled?: (on: boolean) => void;
}) {
  const { control } = useWizardForm();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggled?.(event.target.checked);
          }}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
      label={label}
    />
  );
}

/** The message of a rule over a whole list: react-hook-form keeps it at `root` once the list has fields. */
export const listMessage = (error: unknown): string | undefined => {
  const list = error as { message?: string; root?: { message?: string } } | undefined;
  return list?.message ?? list?.root?.message;
};

/** Choices from a status or kind of the domain, named in the user's language. */
export function useEnumChoices() {
  const label = useEnumLabel();
  return (name: EnumName): Choice[] =>
    Object.keys(enums[name]).map((id) => ({ id: Number(id), name: label(name, id) }));
}

/** A date and time in the user's own zone, as dd/MM/yyyy hh:mm a (MUI X picker), held as a Date; the helper line stays when the error goes. */
export function WizardDateTimeField({
  name,
  label,
  helperText,
  required,
}: {
  name: 'loadingTime' | 'shipmentContainerDto.emptyReturnDate';
  label: string;
  helperText: string;
  required?: boolean;
}) {
  const { control } = useWizardForm();
  const { field, fieldState } = useController({ control, name });
  const translateText = useTranslateText();
  return (
    <DateTimePickerField
      id={`shipment-${name.replace(/\./g, '-')}`}
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as Date | null) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={translateText(fieldState.error?.message) ?? helperText}
    />
  );
}

/** Removes one row of a list (a stop, a load); the last one stays, so the button is off then. */
export function RemoveRowButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} sx={{ mt: 1 }}>
          <DeleteIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function AddRowButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Box>
      <Button startIcon={<AddIcon />} onClick={onClick} disabled={disabled}>
        {label}
      </Button>
    </Box>
  );
}
