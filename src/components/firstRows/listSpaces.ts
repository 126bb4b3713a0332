/**
 * The space a list's deferred parts take (measured in the three languages at 360–1280 px, and held
 * by the first-rows journey, tests/e2e/firstRows.spec.ts): they mount after the rows into exactly this.
 */

/** MUI's tabs: one line of 48 px at every width. */
export const TABS_HEIGHT = 48;

/**
 * A toolbar with a search box and one select always shown (shipments, bookings): on a phone the
 * actions (56) over the two fields (58 each); wider, the fields' row (64) over the actions'.
 */
export const SEARCH_AND_SELECT_TOOLBAR = { xs: 172, sm: 124 } as const;
