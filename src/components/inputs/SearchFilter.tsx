import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** react-admin's SearchInput with its placeholder (a message key or a text) in the user's language. */
export function SearchFilter({ placeholder, ...props }: SearchInputProps & { placeholder: string }) {
  const translate = useTranslate();
  return <SearchInput placeholder={translate(placeholder, { _: placeholder })} {...props} />;
}
