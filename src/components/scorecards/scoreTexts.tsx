import { Fragment, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * A translated text whose placeholders are elements (links): each language keeps its own word order
 * around them ("18 of 20" reads "20 میں سے 18" in Urdu).
 */
export function textWithParts(
  translate: (key: string, options?: Record<string, unknown>) => string,
  key: string,
  parts: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `⟦${name}⟧`]));
  return translate(key, { ...values, ...markers })
    .split(/⟦(\w+)⟧/)
    .map((piece, i) => (i % 2 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece));
}

/** A rate as a percentage in the reader's language ("90%", « 90 % »); a dash when there is nothing to count. */
export function usePercent() {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (rate: number | null | undefined) => (rate === null || rate === undefined ? '—' : format.format(rate));
}
