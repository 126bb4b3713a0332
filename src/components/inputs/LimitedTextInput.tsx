import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

type Props = TextInputProps & {
  /** The longest text the rule (src/domain) accepts. */
  max: number;
};

/** react-admin's TextInput stopping at its limit while typing, with "n / max" as its helper line (an error replaces it). */
export function LimitedTextInput({ max, slotProps, ...props }: Props) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: props.source });
  const used = typeof value === 'string' ? value.length : 0;
  return (
    <TextInput
      {...props}
      helperText={translate('app.components.text.used', { count: used, max })}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength: max } }}
    />
  );
}
