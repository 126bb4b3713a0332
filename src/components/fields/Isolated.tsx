import type { ReactNode } from 'react';

/**
 * Text as typed by people (names, addresses, references) kept in its own direction inside the page's:
 * on an Urdu page "1. Quetta" stays "1. Quetta", not "Quetta .1". Other content is left as it is.
 */
export function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? <bdi>{content}</bdi> : content;
}
