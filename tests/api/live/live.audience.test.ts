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
 * notification of user 3 (theirs alone, staff or not).
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
type Row = Record<keyof typeof CHANGES, boolean>;
const EXPECTED: Record<keyof typeof USERS, Row> = {
  admin: { shipment: true, bid: true, booking: true, user: true, role: true, config: true, notification: false },
  shipmentsClerk: {
    shipment: true,
    bid: false,
    booking: true,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
  shipperOfCompany1: {
    shipment: true,
    bid: true,
    booking: true,
    user: false,
    role: false,
    config: true,
    notification: true,
  },
  shipperOfCompany2: {
    shipment: false,
    bid: false,
    booking: false,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
  brokerOfCompany2: {
    shipment: false,
    bid: false,
    booking: false,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
  shipperWithoutCompany: {
    shipment: false,
    bid: false,
    booking: false,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
  theCarryingPartner: {
    shipment: false,
    bid: true,
    booking: true,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
  anotherPartner: {
    shipment: false,
    bid: false,
    booking: false,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
  theDriver: {
    shipment: false,
    bid: false,
    booking: true,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
  anotherDriver: {
    shipment: false,
    bid: false,
    booking: false,
    user: false,
    role: false,
    config: true,
    notification: false,
  },
};

describe('mayHear', () => {
  for (const [who, row] of Object.entries(EXPECTED)) {
    it(`${who}: ${
      Object.entries(row)
        .filter(([, heard]) => heard)
        .map(([what]) => what)
        .join(', ') || 'nothing'
    }`, () => {
      const heard = Object.fromEntries(
        Object.entries(CHANGES).map(([what, c]) => [what, mayHear(USERS[who as keyof typeof USERS], c)]),
      );
      expect(heard).toEqual(row);
    });
  }
});
