/** SPEC §9 business constants and limits. */
export const PAGE_SIZE = {
  bookings: 4,
  shipments: 5,
  favourites: 10,
  companies: 20,
  default: 25,
  history: 20,
} as const;

export const REFRESH_INTERVAL_MS = 120_000;
export const UNUSED_CACHE_MS = 60_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PIN_LENGTH = 4;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a validated phone code may be used to finish signup. */
export const OTP_VERIFIED_WINDOW_MS = 30 * 60_000;

export const LOCAL_PHONE = { length: 11, prefix: '03' } as const;
export const CNIC_DIGITS = 13;
export const NTN_DIGITS = 7;
export const CITY_SEARCH_MIN_CHARS = 3;
/** GET /search: what a term must have, and how many hits each group answers. */
export const SEARCH = { minChars: 2, maxChars: 100, perGroup: 5 } as const;

export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy hh:mm a';
/** SPEC §9 day format, for inputs that ask for a day alone. */
export const DATE_ONLY_FORMAT = 'dd/MM/yyyy';
/** SPEC §9 "placeholder text": what an empty value shows. */
export const NOT_AVAILABLE_TEXT = 'N/A';

/** SPEC §5/§9 shipment limits. */
export const SHIPMENT_QUANTITY = { min: 1, max: 10 } as const;
/** Total shipment weight, and each load's weight, in tonnes. */
export const SHIPMENT_WEIGHT = { min: 1, max: 10_000 } as const;
export const INSTRUCTIONS_MAX_LENGTH = 1000;
/** "Under 300 characters": 299 is the longest address accepted. */
export const ADDRESS_MAX_LENGTH = 299;
/** SPEC §9 loading time: within the last 24 hours or later. */
export const LOADING_TIME_LOOKBACK_MS = 24 * 60 * 60_000;
export const REFERENCE_NUMBER_MAX_LENGTH = 50;
export const CANCEL_REASON_MAX_LENGTH = 500;
/** Free-text names (consignee, point of contact, adda) and other short texts of a shipment. */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** The largest page any list may ask for. */
export const MAX_PAGE_SIZE = 100;
/**
 * Bids an auto-negotiating shipment refuses at once (above its ceiling), per partner and shipment:
 * from the third, each locks the partner out of that shipment's bidding for a wait that doubles, so
 * the ceiling cannot be found by halving (issue 36). Counted in the database, as sign-in guesses are.
 */
export const AUTO_REFUSED_BIDS = { threshold: 3, baseMs: 10 * 60_000, maxMs: 24 * 60 * 60_000 } as const;
/** SPEC §5 city search: at most this many cities per answer, and the portal waits this long after the last keystroke. */
export const CITY_SEARCH_MAX_RESULTS = 20;
export const CITY_SEARCH_DEBOUNCE_MS = 300;
/** The longest city search term accepted. */
export const CITY_SEARCH_TERM_MAX_LENGTH = 100;
/** The most ids one GET /cities?ids= may ask for. */
export const CITY_IDS_MAX = 100;

/** The largest whole number a database id, amount or version may be (PostgreSQL integer). */
export const MAX_WHOLE_NUMBER = 2_147_483_647;
/** Stops on each side of a shipment, and loads at one pick-up (ours: a route a truck can drive in a day or two). */
export const MAX_STOPS_PER_SIDE = 10;
export const MAX_LOADS_PER_STOP = 10;
export const MAX_VEHICLE_COUNT = 500;
/** The deepest zero-based page a list may ask for. */
export const MAX_PAGE = 1_000_000;
/** Dates outside these years cannot be stored (and are never meant). */
export const EARLIEST_DATE = new Date('1970-01-01T00:00:00Z');
export const LATEST_DATE = new Date('9999-12-31T23:59:59Z');

/** Uploaded documents: at most this many bytes each (MESSAGES.fileTooLarge names it). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an uploaded document may be (the server tells by its first bytes, never by its name). */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
/** The contract-amount CSV: at most this many rows and bytes. */
export const CONTRACT_CSV_MAX_ROWS = 1000;
export const CONTRACT_CSV_MAX_BYTES = 1024 * 1024;
/** The shipment spreadsheet import (CSV or .xlsx): at most this many shipment rows and bytes a file. */
export const SHIPMENT_IMPORT_MAX_ROWS = 500;
export const SHIPMENT_IMPORT_MAX_BYTES = 1024 * 1024;
/** A bulk action (tag, cancel, block… on selected rows): at most this many records a call (MESSAGES.bulkItemsRange names it). */
export const BULK_MAX_ITEMS = 100;
export const TEMPLATE_NAME_MAX_LENGTH = 100;
