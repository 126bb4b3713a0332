/**
 * The 13-colour named palette (SPEC §3) that colours charts, status chips and map markers alike.
 * Each colour has a tint and an ink that read at WCAG AA contrast on each other.
 */
export const PALETTE = {
  blue: { ink: '#0d47a1', tint: '#e3f2fd' },
  indigo: { ink: '#283593', tint: '#e8eaf6' },
  teal: { ink: '#00695c', tint: '#e0f2f1' },
  green: { ink: '#1b5e20', tint: '#e8f5e9' },
  lime: { ink: '#4b5a0e', tint: '#f9fbe7' },
  amber: { ink: '#6d4c00', tint: '#fff8e1' },
  orange: { ink: '#8a3a00', tint: '#fff3e0' },
  red: { ink: '#b71c1c', tint: '#ffebee' },
  pink: { ink: '#880e4f', tint: '#fce4ec' },
  purple: { ink: '#4a148c', tint: '#f3e5f5' },
  brown: { ink: '#4e342e', tint: '#efebe9' },
  grey: { ink: '#37474f', tint: '#eceff1' },
  cyan: { ink: '#006064', tint: '#e0f7fa' },
} as const;
export type PaletteName = keyof typeof PALETTE;

/** Shipment statuses on the palette: the same colour in the list, the detail page and charts. */
export const SHIPMENT_STATUS_COLOURS: Record<string, PaletteName> = {
  CREATED: 'blue',
  DISPATCH_STARTED: 'indigo',
  TRANSIT: 'teal',
  DELIVERED: 'green',
  CANCELLED: 'red',
  PARTIALLY_FULFILLED: 'orange',
};

/** Bid statuses (SPEC §4) on the palette. */
export const BID_STATUS_COLOURS: Record<string, PaletteName> = {
  CREATED: 'blue',
  ACCEPTED: 'teal',
  ACKNOWLEDGED: 'cyan',
  DRIVER_ASSIGNED: 'indigo',
  FULFILLED: 'green',
  REJECTED: 'red',
  BACKOUT: 'orange',
};

/** Booking status codes on the palette, following the trip's colours. */
export const BOOKING_STATUS_COLOURS: Record<number, PaletteName> = {
  1: 'blue',
  2: 'indigo',
  3: 'teal',
  4: 'green',
  13: 'red',
};
