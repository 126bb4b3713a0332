/**
 * The space a list's deferred parts take (measured in the three languages at 360–1280 px, and held
 * by the first-rows journey, tests/e2e/firstRows.spec.ts): they mount after the rows into exactly this.
 */

/** MUI's tabs: one line of 48 px at every width. */
export const TABS_HEIGHT = 48;

/** A list's saved views: one line of chips, always (src/components/savedViews/SavedViewsBar.tsx). */
export const SAVED_VIEWS_BAR_HEIGHT = 40;

/**
 * A clocks strip (src/components/clocks/ClocksStrip.tsx), the same whether it is loading, failed or
 * shows its clocks: one line of chips (44 px tall on a phone, src/theme/phoneTouch.ts) that scrolls
 * sideways rather than wrap, and its margins of 8 px.
 */
export const CLOCKS_STRIP_LINE = { xs: 44, sm: 24 } as const;
export const CLOCKS_STRIP_SPACE = { xs: CLOCKS_STRIP_LINE.xs + 16, sm: CLOCKS_STRIP_LINE.sm + 16 } as const;

/** The space a list's toolbar takes: on a phone, and wider, where it depends on the toolbar's own width. */
export interface ToolbarSpace {
  phone: number;
  /** Below `fieldsRowWidth` the fields no longer fit side by side (the menu open on a 600–740 px window). */
  narrow: number;
  wide: number;
  fieldsRowWidth: number;
}

/**
 * A toolbar with a search box and one select always shown (shipments): on a phone the actions (56)
 * over the two fields (58 each); wider, the fields' row (64) over the actions', when the toolbar is at
 * least 480 px wide for the two fields; narrower, each field on its own row (176 in every language).
 */
export const SEARCH_AND_SELECT_TOOLBAR: ToolbarSpace = { phone: 172, narrow: 176, wide: 124, fieldsRowWidth: 480 };
