import { useTranslate } from 'react-admin';

/** An API or SPEC text in the user's language when it is one of SPEC's; any other text as it came. */
export function useTranslateText() {
  const translate = useTranslate();
  return (text: string | null | undefined) => (text ? translate(text, { _: text }) : text);
}
