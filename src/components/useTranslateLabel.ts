import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A text a shared piece is given, in the user's language: a string is a message key (or a text, shown
 * as it is when no language has it as a key); an element stays as it is.
 */
export function useTranslateLabel() {
  const translate = useTranslate();
  return <T extends ReactNode>(label: T): T | string =>
    typeof label === 'string' && label ? translate(label, { _: label }) : label;
}
