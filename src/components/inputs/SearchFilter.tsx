import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/**
 * react-admin's SearchInput with its placeholder and, when the placeholder is an example rather than a
 * name, its accessible name (`searchLabel`), both message keys or texts, in the user's language.
 */
export function SearchFilter({
  placeholder,
  searchLabel,
  ...props
}: SearchInputProps & { placeholder: string; searchLabel?: string }) {
  const translate = useTranslate();
  return (
    <SearchInput
      placeholder={translate(placeholder, { _: placeholder })}
      {...(searchLabel
        ? { slotProps: { htmlInput: { 'aria-label': translate(searchLabel, { _: searchLabel }) } } }
        : {})}
      {...props}
    />
  );
}
