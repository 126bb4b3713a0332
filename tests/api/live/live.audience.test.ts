import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '#domain/userTypes';
import { ALL_PERMISSIONS } from '#domain/permissions';
import type { AuthUser } from '../../../server/context';
import { mayHear } from '../../../server/live/audience';
import type { PublishedChange } from '../../../server/live/changes';

/**
 * Who hears of a change, over the resources × the kinds of user: the routes' scoping (SPEC §6).
 * Company 1's shipment 10, its bid 20 by partner 30, its booking 40 carried by partner 30 and
 * driven by driver user 31; user 50 of company 1; a role (staff's alone); a config entry (everyone's: THEME); a
 * notification of user 3 (theirs alone, staff or not); a saved view of user 3 (theirs, and staff's, who may
 * hold the role one is shared with).
 */
const change = (resource: string, id: number, companyIds: number[], userIds: number[]): PublishedChange => ({
  resource,
  id,
  event: 'updated',
  version: 2,
  companyIds,
  userIds,
  by: null,
  at: new Date().toISOString(),
});
const CHANGES = {
  shipment: change('shipments', 10, [1], []),
  bid: change('bids', 20, [1], [30]),
  booking: change('bookings', 40, [1], [30, 31]),
  user: change('users', 50, [1], [50]),
  role: change('roles', 60, [], []),
  config: change('config', 70, [], []),
  notification: change('notifications', 80, [], [3]),
  savedView: change('saved-views', 90, [], [3]),
};
const user = (userType: number, id: number, companyId: number | null, permissions: string[] = []): AuthUser => ({
  id,
  userType,
  companyId,
  roleId: null,
  permissions,
  sessionId: 's',
});
const USERS = {
  admin: user(USER_TYPE.INTERNAL, 1, null, [ALL_PERMISSIONS]),
  shipmentsClerk: user(USER_TYPE.INTERNAL, 2, null, ['shipments:list', 'bookings:list']),
  shipperOfCompany1: user(USER_TYPE.SHIPPER, 3, 1),
  shipperOfCompany2: user(USER_TYPE.SHIPPER, 4, 2),
  brokerOfCompany2: user(USER_TYPE.DEMAND_ADDA, 5, 2),
  shipperWithoutCompany: user(USER_TYPE.SHIPPER, 6, null),
  theCarryingPartner: user(USER_TYPE.PARTNER, 30, null),
  anotherPartner: user(USER_TYPE.PARTNER, 32, null),
  theDriver: user(USER_TYPE.DRIVER, 31, null),
  anotherDriver: user(USER_TYPE.DRIVER, 33, null),
};
type What = keyof typeof CHANGES;
/** What each hears, of the changes above. */
const EXPECTED: Record<keyof typeof USERS, What[]> = {
  admin: ['shipment', 'bid', 'booking', 'user', 'role', 'config', 'savedView'],
  shipmentsClerk: ['shipment', 'booking', 'config', 'savedView'],
  shipperOfCompany1: ['shipment', 'bid', 'booking', 'config', 'notification', 'savedView'],
  shipperOfCompany2: ['config'],
  brokerOfCompany2: ['config'],
  shipperWithoutCompany: ['config'],
  theCarryingPartner: ['bid', 'booking', 'config'],
  anotherPartner: ['config'],
  theDriver: ['booking', 'config'],
  anotherDriver: ['config'],
};

describe('mayHear', () => {
  for (const [who, heard] of Object.entries(EXPECTED)) {
    it(`${who}: ${heard.join(', ')}`, () => {
      const user = USERS[who as keyof typeof USERS];
      const hears = (Object.keys(CHANGES) as What[]).filter((what) => mayHear(user, CHANGES[what]));
      expect(hears).toEqual(heard);
    });
  }
});
