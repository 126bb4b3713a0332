import { useTranslate } from 'react-admin';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';
import { LimitedTextField } from './LimitedTextField';

interface Props {
  value: string;
  onChange: (reason: string) => void;
  error?: boolean;
  /** A message key or a text. */
  helperText?: string;
}

/** The required reason of a rejection or a cancellation, as long as SPEC lets a reason be. */
export function ReasonField({ value, onChange, error, helperText }: Props) {
  const translate = useTranslate();
  return (
    <LimitedTextField
      label={translate('app.components.reason.reason')}
      required
      multiline
      minRows={2}
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helperText={helperText && translate(helperText, { _: helperText })}
      max={CANCEL_REASON_MAX_LENGTH}
    />
  );
}
