import { USER_TYPE } from '#domain/userTypes';
import type { AuthUser } from '../context';

/**
 * Who sees which money. Staff see everything. The shipper side (shippers and brokers) sees what it
 * pays — its shipper rate and the shipper amount of each booked vehicle — never what a carrier is paid
 * (booking amounts, bids, advances and remainders, the bid limit), the margin between the two, nor the
 * contract amount (the platform's own price, set by staff only).
 * Carriers (partners and drivers) see their own amounts, never the shipper's side nor the margin.
 */
export type MoneyAudience = 'staff' | 'shipper' | 'carrier';

export function moneyAudienceOf(user: Pick<AuthUser, 'userType'>): MoneyAudience {
  if (user.userType === USER_TYPE.INTERNAL) return 'staff';
  if (user.userType === USER_TYPE.SHIPPER || user.userType === USER_TYPE.DEMAND_ADDA) return 'shipper';
  return 'carrier';
}

/** Fields an audience never receives, wherever they appear in an answer. */
export const HIDDEN_MONEY_FIELDS: Record<MoneyAudience, readonly string[]> = {
  staff: [],
  shipper: [
    'amount',
    'bidAmount',
    'advanceAmount',
    'remainderAmount',
    'margin',
    'bookedAmount',
    'lowestBid',
    'averageBid',
    'highestBid',
    'contractAmount',
    'bidLimit',
  ],
  carrier: [
    'shipperRate',
    'minShipperRate',
    'maxShipperRate',
    'contractAmount',
    'shipperAmount',
    'margin',
    // A booking's charge document: what the shipper is billed for it.
    'chargeAmount',
  ],
};

/** The record without the money fields its viewer may not see. */
export function forAudience<T extends object>(record: T, audience: MoneyAudience): T {
  const hidden = HIDDEN_MONEY_FIELDS[audience];
  if (!hidden.length) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.includes(key))) as T;
}

export const forViewer = <T extends object>(records: readonly T[], user: Pick<AuthUser, 'userType'>) =>
  records.map((record) => forAudience(record, moneyAudienceOf(user)));
