import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type Props = Omit<TextFieldProps, 'value'> & {
  value: string;
  /** The longest text the rule (src/domain) accepts. */
  max: number;
  /** An error's message, or a hint shown before the count. */
  helperText?: TextFieldProps['helperText'];
};

/**
 * A text field that stops at its limit while typing (a pasted novel is cut, not sent) and says how
 * much is used, "n / max", until an error takes the helper line.
 */
export function LimitedTextField({ value, max, helperText, error, slotProps, ...props }: Props) {
  const translate = useTranslate();
  const count = translate('app.components.text.used', { count: value.length, max });
  // A hint (not an error) stays, the count after it.
  const used = (hint: TextFieldProps['helperText']) =>
    hint ? (
      <>
        {hint} · {count}
      </>
    ) : (
      count
    );
  return (
    <TextField
      {...props}
      value={value}
      error={error}
      helperText={error && helperText ? helperText : used(helperText)}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength: max } }}
    />
  );
}
