import { STAFF_ONLY_SHIPMENT_READS } from '#domain/records/shipments';
import type { AuthUser } from '../context';
import { forAudience, moneyAudienceOf } from '../money/visibility';

const staffOnly = new Set<string>(STAFF_ONLY_SHIPMENT_READS);

/** A shipment as its viewer may read it: the shipper side without staff's fields nor the money it may not see. */
export function shipmentAsSeen<T extends object>(shipment: T, user: Pick<AuthUser, 'userType'>): T {
  const audience = moneyAudienceOf(user);
  const seen = forAudience(shipment, audience);
  if (audience === 'staff') return seen;
  return Object.fromEntries(Object.entries(seen).filter(([key]) => !staffOnly.has(key))) as T;
}
