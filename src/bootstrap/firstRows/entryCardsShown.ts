import { DEFAULT_LOCALE } from '#domain/locales';
import { WIDE_SCREEN } from '../../components/grid/loadDesktopGrid';
import { storedLocale } from '../../i18n/locale';
import { listAt } from '../screens';

/** The lists whose first page the entry draws as cards on a phone (entryCardLists.ts says how). */
export const LISTS_WITH_ENTRY_CARDS = ['shipments'] as const;
export type ListWithEntryCards = (typeof LISTS_WITH_ENTRY_CARDS)[number];

/**
 * Whether the entry draws this address's first screen: a phone, in English (another language's words
 * come with its bundle, which needs the framework), on such a list's own address (its first view).
 */
export function entryCardsShownAt(location: Pick<Location, 'pathname' | 'search'>): ListWithEntryCards | undefined {
  if (window.matchMedia?.(WIDE_SCREEN).matches || location.search) return undefined;
  if ((storedLocale() ?? DEFAULT_LOCALE) !== 'en') return undefined;
  const resource = listAt(location.pathname);
  return LISTS_WITH_ENTRY_CARDS.find((list) => list === resource);
}
