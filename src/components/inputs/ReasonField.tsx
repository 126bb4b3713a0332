import { TextField } from '@mui/material';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';

interface Props {
  value: string;
  onChange: (reason: string) => void;
  error?: boolean;
  helperText?: string;
}

/** The required reason of a rejection or a cancellation, as long as SPEC lets a reason be. */
export function ReasonField({ value, onChange, error, helperText }: Props) {
  return (
    <TextField
      label="Reason"
      required
      multiline
      minRows={2}
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }}
    />
  );
}
