import { CONFIG_ENABLED, type ConfigEntry } from './clientConfig';
import type { PaletteName } from './palette';
import { canAccess, type AccessUser } from './permissions';
import { USER_TYPE, isCompanyScoped } from './userTypes';

/**
 * Clocks: what is due or late, counted by the API (GET /clocks) and shown on the dashboard and the
 * lists, each count linking to its list filtered to exactly those rows (`clock=<name>`).
 * - bidWindowClosing: a shipment still being arranged whose open bid window closes within the hour
 *   with no live bid (none, or only rejected and backed-out ones);
 * - verificationLate: a pending partner case submitted longer ago than the limit, or holding a
 *   verification document uploaded longer ago than the limit and still awaiting review;
 * - podUnpaid: a delivered booking with its proof of delivery on file whose remainder payment is still
 *   pending longer than the limit after delivery;
 * - tripStalled: a dispatched or in-transit booking with no position and no change (status move,
 *   driver or vehicle assignment) for longer than the limit.
 */
export const CLOCK = {
  bidWindowClosing: 'bidWindowClosing',
  verificationLate: 'verificationLate',
  podUnpaid: 'podUnpaid',
  tripStalled: 'tripStalled',
} as const;
export type ClockName = (typeof CLOCK)[keyof typeof CLOCK];
export const CLOCK_NAMES: readonly ClockName[] = Object.values(CLOCK);

export const CLOCK_UNIT = { minutes: 'minutes', hours: 'hours', days: 'days' } as const;
export type ClockUnit = (typeof CLOCK_UNIT)[keyof typeof CLOCK_UNIT];
const UNIT_MS: Record<ClockUnit, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** Config entries (our own, beside SPEC §3's) holding a clock's limit as their first value, a whole number. */
export const CLOCK_CONFIG_NAME = {
  verificationHours: 'CLOCK_VERIFICATION_HOURS',
  remainderUnpaidDays: 'CLOCK_REMAINDER_UNPAID_DAYS',
  tripStalledHours: 'CLOCK_TRIP_STALLED_HOURS',
} as const;
export const CLOCK_CONFIG_NAMES: readonly string[] = Object.values(CLOCK_CONFIG_NAME);
/** The largest limit a clock entry may hold (a year in hours). */
export const CLOCK_LIMIT_MAX = 8760;

/** The list a clock's count opens (a permission area and a portal path alike). */
export type ClockList = 'shipments' | 'bookings' | 'verification';

interface ClockRule {
  unit: ClockUnit;
  defaultLimit: number;
  /** The config entry that changes the limit; none: the limit is fixed ("within the hour"). */
  config?: string;
  list: ClockList;
  /** Late: past its limit already; due: about to be. */
  kind: 'late' | 'due';
}

export const CLOCK_RULES: Record<ClockName, ClockRule> = {
  bidWindowClosing: { unit: 'minutes', defaultLimit: 60, list: 'shipments', kind: 'due' },
  verificationLate: {
    unit: 'hours',
    defaultLimit: 48,
    config: CLOCK_CONFIG_NAME.verificationHours,
    list: 'verification',
    kind: 'late',
  },
  podUnpaid: {
    unit: 'days',
    defaultLimit: 7,
    config: CLOCK_CONFIG_NAME.remainderUnpaidDays,
    list: 'bookings',
    kind: 'late',
  },
  tripStalled: {
    unit: 'hours',
    defaultLimit: 12,
    config: CLOCK_CONFIG_NAME.tripStalledHours,
    list: 'bookings',
    kind: 'late',
  },
};

/** The clocks a list shows, in order. */
export const clocksOfList = (list: ClockList) => CLOCK_NAMES.filter((clock) => CLOCK_RULES[clock].list === list);

/** A limit as written in a config value: a whole number from 1 to CLOCK_LIMIT_MAX, else null. */
export function limitValue(value: unknown): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= CLOCK_LIMIT_MAX ? n : null;
}

/** A clock's limit: its enabled config entry's first value when valid, else the default. */
export function clockLimit(clock: ClockName, entry?: Pick<ConfigEntry, 'values' | 'enabled'> | null): number {
  const rule = CLOCK_RULES[clock];
  if (!rule.config || !entry || entry.enabled !== CONFIG_ENABLED) return rule.defaultLimit;
  return limitValue(entry.values?.[0]) ?? rule.defaultLimit;
}

/** The limit as milliseconds. */
export const limitMs = (clock: ClockName, limit: number) => limit * UNIT_MS[CLOCK_RULES[clock].unit];

/** The config entries of the clocks with their defaults, enabled (what the configuration screen starts from). */
export const CLOCK_CONFIG_DEFAULTS: readonly ConfigEntry[] = CLOCK_NAMES.flatMap((clock) => {
  const { config, defaultLimit } = CLOCK_RULES[clock];
  return config ? [{ name: config, values: [String(defaultLimit)], enabled: CONFIG_ENABLED }] : [];
});

/**
 * Who reads a clock: staff whose role may open its list; shippers and brokers only the bid windows of
 * their own company's shipments (the other clocks are about carriers, payments and staff work).
 */
export function mayReadClock(user: AccessUser | null | undefined, clock: ClockName): boolean {
  if (!user) return false;
  if (user.userType === USER_TYPE.INTERNAL) return canAccess(user, 'list', CLOCK_RULES[clock].list);
  return isCompanyScoped(user.userType) && clock === CLOCK.bidWindowClosing;
}

/** Late is red and due amber; nothing waiting is `calm`: green on the dashboard, grey in a list's quieter chips. */
export const clockColour = (
  clock: { count: number; kind: 'late' | 'due' },
  calm: PaletteName = 'green',
): PaletteName => (clock.count === 0 ? calm : clock.kind === 'late' ? 'red' : 'amber');
