import { TextInput, type TextInputProps } from 'react-admin';

/** A phone number: a phone shows its number keypad; "+92 300 1234567" or "0300-1234567" is stored as 03001234567 (the schema's localPhoneForm). */
export function PhoneInput({ slotProps, ...props }: TextInputProps) {
  return (
    <TextInput
      type="tel"
      {...props}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel', autoComplete: 'tel', ...slotProps?.htmlInput } }}
    />
  );
}
