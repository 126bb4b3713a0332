/** The element the entry's cards are drawn in (entryCards.ts); no styles here, so the entry may import it. */
export const PAGE_ID = 'entry-cards';

/**
 * The app has painted its own rows, or shows something else (an error, a page it may not show, the
 * login form): the entry's cards go.
 */
export function dismissEntryCards() {
  document.getElementById(PAGE_ID)?.remove();
}

/** The app is at `pathname`: the entry's cards go unless they are that page's. */
export function dismissEntryCardsOff(pathname: string) {
  const page = document.getElementById(PAGE_ID);
  if (page && page.dataset.path !== pathname) page.remove();
}
