import { beforeAll, describe, expect, it } from 'vitest';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { and, eq } from 'drizzle-orm';
import { STALE_VERSION_MESSAGES } from '#domain/versions';
import { MESSAGES } from '#domain/messages';
import { RESOURCE_REGISTRY } from '#domain/resourceRegistry';
import { BOOKING_STATUS } from '#domain/bookings';
import { VEHICLE_TYPE } from '#domain/vehicleTypes';
import { drivers } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { validShipment, verifiedFlatbedOf } from '../shipmentFixtures';
import { multipart } from '../multipart';

/**
 * Optimistic concurrency on every editable record, table-driven over the route table: each route
 * that changes a record (PUT, PATCH, or a POST acting on one) is a case below or an exemption with
 * its reason, so a new editable route fails this file until it is placed. For each case: a write
 * naming the version read lands and moves the version on; a second write naming that same (now
 * older) version answers 409 and changes nothing; a retry from a fresh read lands.
 */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};

type Json = Record<string, unknown>;
interface Ctx {
  get(url: string, who?: DemoKey): Promise<Json>;
  send(method: string, url: string, body: unknown, who?: DemoKey): Promise<LightMyRequestResponse>;
}
interface Case {
  /** The route as the route table has it: 'PUT /api/drivers/:id'. */
  route: string;
  who?: DemoKey;
  /** Makes or finds the record; answers the concrete URL to write and how to read the record back. */
  prepare(
    ctx: Ctx,
  ): Promise<{ url: string; read: () => Promise<Json>; body: (record: Json, round: number) => Json; retry?: boolean }>;
}

const ctx: Ctx = {
  async get(url, who = 'csr') {
    const res = await t.as(token[who]!, 'GET', url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  },
  send: (method, url, body, who = 'csr') => t.as(token[who]!, method, url, body),
};
const pick = (record: Json, ...fields: string[]) => Object.fromEntries(fields.map((field) => [field, record[field]]));
const first = async (url: string, who?: DemoKey) => {
  const data = (await ctx.get(url, who)) as Json | Json[];
  const rows = Array.isArray(data) ? data : (data.content as Json[]);
  expect(rows.length, url).toBeGreaterThan(0);
  return rows[0];
};
const created = async (url: string, body: Json, who: DemoKey = 'csr') => {
  const res = await ctx.send('POST', url, body, who);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json().data as Json;
};
/** A record read through its own GET route. */
const byId = (base: string, who?: DemoKey) => async (id: unknown) => ({
  url: `${base}/${id}`,
  read: () => ctx.get(`${base}/${id}`, who),
});
/** A record found in a list by its id. */
const inList = (list: string, id: unknown, who?: DemoKey) => async () => {
  const data = (await ctx.get(list, who)) as Json | Json[];
  const rows = Array.isArray(data) ? data : (data.content as Json[]);
  const row = rows.find((r) => r.id === id);
  expect(row, `${list} has ${String(id)}`).toBeDefined();
  return row!;
};

let partnerId = 0;
let staffId = 0;
const verified = { driverId: 0, vehicleId: 0, otherDriverId: 0 };
async function newShipmentId() {
  return (await created('/api/shipment/v3', validShipment({ companyId: 1 }))).id as number;
}
async function newBookingId() {
  const shipmentId = (
    await created(
      '/api/shipment/v3',
      validShipment({
        companyId: 1,
        vehicleCount: 1,
        weight: 20,
        maxWeightPerVehicle: 20,
        pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 20 }] }],
      }),
    )
  ).id;
  const bid = await created('/api/bid', { shipmentId, amount: 100_000 }, 'partner');
  const accepted = await ctx.send('POST', `/api/bid/${bid.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return (accepted.json().data.bookings as Json[])[0].id as number;
}
const shipmentAction = (route: string, body: (record: Json, round: number) => Json, retry = true): Case => ({
  route,
  async prepare() {
    const id = await newShipmentId();
    const path = route.split(' ')[1].replace(':id', String(id));
    return { url: path, read: () => ctx.get(`/api/shipment/${id}`), body, retry };
  },
});

const CASES: Case[] = [
  {
    route: 'PUT /api/drivers/:id',
    async prepare() {
      const driver = await created('/api/drivers', {
        fullName: 'Versioned Driver',
        phoneNumber: '03001110001',
        cnic: '3520212345001',
        licenseNumber: 'LIC-V-1',
        licenseExpiry: '2030-01-01',
        partnerId,
      });
      return {
        ...(await byId('/api/drivers')(driver.id)),
        body: (r, n) => ({
          ...pick(r, 'fullName', 'phoneNumber', 'cnic', 'licenseExpiry', 'partnerId'),
          licenseNumber: `LIC-V-${n}`,
        }),
      };
    },
  },
  {
    route: 'PUT /api/drivers/:id/verification',
    async prepare() {
      const driver = await created('/api/drivers', {
        fullName: 'Decided Driver',
        phoneNumber: '03001110002',
        cnic: '3520212345002',
        licenseNumber: 'LIC-V-2',
        licenseExpiry: '2030-01-01',
        partnerId,
      });
      return {
        ...(await byId('/api/drivers')(driver.id)),
        url: `/api/drivers/${driver.id}/verification`,
        body: (_, n) => ({ status: 'REJECTED', reason: `Blurred CNIC ${n}` }),
      };
    },
  },
  {
    route: 'PUT /api/driver-vehicle-type/:id',
    async prepare() {
      const driver = await created('/api/drivers', {
        fullName: 'Typed Driver',
        phoneNumber: '03001110003',
        cnic: '3520212345003',
        licenseNumber: 'LIC-V-3',
        licenseExpiry: '2030-01-01',
        partnerId,
      });
      return {
        url: `/api/driver-vehicle-type/${driver.id}`,
        read: () => ctx.get(`/api/drivers/${driver.id}`),
        body: (_, n) => ({ vehicleTypeIds: [n] }),
      };
    },
  },
  {
    route: 'PUT /api/vehicles/:id',
    async prepare() {
      const vehicle = await created('/api/vehicles', {
        registrationNumber: 'VER-101',
        vehicleTypeId: VEHICLE_TYPE.FLATBED,
        capacityTonnes: 20,
        partnerId,
      });
      return {
        ...(await byId('/api/vehicles')(vehicle.id)),
        body: (r, n) => ({ ...pick(r, 'registrationNumber', 'vehicleTypeId', 'partnerId'), capacityTonnes: 20 + n }),
      };
    },
  },
  {
    route: 'PUT /api/vehicles/:id/verification',
    async prepare() {
      const vehicle = await created('/api/vehicles', {
        registrationNumber: 'VER-102',
        vehicleTypeId: VEHICLE_TYPE.FLATBED,
        capacityTonnes: 20,
        partnerId,
      });
      return {
        ...(await byId('/api/vehicles')(vehicle.id)),
        url: `/api/vehicles/${vehicle.id}/verification`,
        body: (_, n) => ({ status: 'REJECTED', reason: `Unreadable papers ${n}` }),
      };
    },
  },
  {
    route: 'PUT /api/fleets/:id',
    async prepare() {
      const fleet = await created('/api/fleets', { name: 'Versioned Fleet', partnerId });
      return {
        ...(await byId('/api/fleets')(fleet.id)),
        body: (r, n) => ({ ...pick(r, 'name', 'partnerId'), description: `Round ${n}` }),
      };
    },
  },
  {
    route: 'PUT /api/tyres/:id',
    async prepare() {
      const offer = await created('/api/tyres', {
        brand: 'Versioned Tyres',
        size: '11R22.5',
        price: 50_000,
        discountPercent: 5,
        shops: ['Tyre Market'],
      });
      return {
        ...(await byId('/api/tyres')(offer.id)),
        body: (r, n) => ({
          ...pick(r, 'brand', 'size', 'discountPercent', 'shops', 'fuelPumpIds', 'active'),
          price: 50_000 + n,
        }),
      };
    },
  },
  {
    route: 'PUT /api/locations/:id',
    async prepare() {
      const place = await created('/api/locations', {
        name: 'Versioned Yard',
        locationType: 'WAREHOUSE',
        address: '2 Port Road',
        cityId: 1,
        latitude: 24.8,
        longitude: 67.0,
        companyId: 1,
      });
      return {
        ...(await byId('/api/locations')(place.id)),
        body: (r, n) => ({
          ...pick(r, 'name', 'locationType', 'cityId', 'latitude', 'longitude', 'companyId'),
          address: `${n} Port Road`,
        }),
      };
    },
  },
  {
    route: 'PUT /api/bank/v1/:id',
    async prepare() {
      const account = await created('/api/bank/v1', {
        partnerId,
        bankName: 'Meezan Bank',
        accountTitle: 'Versioned Carrier',
        accountNumber: '01234567890123',
      });
      return {
        url: `/api/bank/v1/${account.id}`,
        read: inList(`/api/bank/v1?partnerId=${partnerId}`, account.id),
        body: (r, n) => ({
          ...pick(r, 'partnerId', 'bankName', 'accountNumber'),
          accountTitle: `Versioned Carrier ${n}`,
        }),
      };
    },
  },
  {
    route: 'PUT /api/user/:userId',
    async prepare() {
      const roleId = (await first('/api/roles/v2')).id;
      const user = await created('/api/user', {
        fullName: 'Versioned Agent',
        phoneNumber: '03001110010',
        email: 'versioned.agent@example.com',
        roleId,
        password: 'agent12345',
        confirmPassword: 'agent12345',
      });
      return {
        ...(await byId('/api/user')(user.id)),
        body: (r, n) => ({ ...pick(r, 'phoneNumber', 'email', 'roleId'), fullName: `Versioned Agent ${n}` }),
      };
    },
  },
  {
    route: 'PATCH /api/user/:userId/update-status',
    async prepare() {
      const roleId = (await first('/api/roles/v2')).id;
      const user = await created('/api/user', {
        fullName: 'Blockable Agent',
        phoneNumber: '03001110011',
        email: 'blockable.agent@example.com',
        roleId,
        password: 'agent12345',
        confirmPassword: 'agent12345',
      });
      return {
        ...(await byId('/api/user')(user.id)),
        url: `/api/user/${user.id}/update-status`,
        body: (_, n) => (n === 1 ? { blockStatus: 1, reasonId: 1, details: 'Round 1' } : { blockStatus: 2 }),
      };
    },
  },
  {
    route: 'PUT /api/demand-adda/:userId',
    async prepare() {
      const adda = await created('/api/demand-adda', {
        fullName: 'Versioned Broker',
        phoneNumber: '03001110012',
        email: 'versioned.broker@example.com',
        companyName: 'Adda One',
        password: 'broker12345',
        confirmPassword: 'broker12345',
      });
      return {
        ...(await byId('/api/demand-adda')(adda.id)),
        body: (r, n) => ({ ...pick(r, 'fullName', 'phoneNumber', 'email'), companyName: `Adda ${n}` }),
      };
    },
  },
  {
    route: 'PATCH /api/demand-adda/:userId/block-status',
    async prepare() {
      const adda = await created('/api/demand-adda', {
        fullName: 'Blockable Broker',
        phoneNumber: '03001110013',
        email: 'blockable.broker@example.com',
        companyName: 'Adda Two',
        password: 'broker12345',
        confirmPassword: 'broker12345',
      });
      return {
        ...(await byId('/api/demand-adda')(adda.id)),
        url: `/api/demand-adda/${adda.id}/block-status`,
        body: (_, n) => (n === 1 ? { blockStatus: 1, reasonId: 1, details: 'Round 1' } : { blockStatus: 2 }),
      };
    },
  },
  {
    route: 'PUT /api/roles/v2/:id',
    async prepare() {
      const role = await created('/api/roles/v2', { name: 'Versioned Role', permissions: ['shipments:list'] });
      return {
        ...(await byId('/api/roles/v2')(role.id)),
        body: (_, n) => ({ name: `Versioned Role ${n}`, permissions: ['shipments:list'] }),
      };
    },
  },
  {
    route: 'PUT /api/company-group/:id',
    async prepare() {
      const group = await created('/api/company-group', {
        name: 'Versioned Traders',
        address: '9 Mall Road',
        cityId: 2,
        provinceId: 1,
        countryId: 1,
        identificationType: 1,
        identificationValue: '7654301',
      });
      return {
        ...(await byId('/api/company-group')(group.id)),
        body: (r, n) => ({
          ...pick(r, 'name', 'cityId', 'provinceId', 'countryId', 'identificationType', 'identificationValue'),
          address: `${n} Mall Road`,
        }),
      };
    },
  },
  {
    route: 'PUT /api/company/v2/:id',
    async prepare() {
      const groupId = (await first('/api/company-group')).id;
      const project = await created('/api/company/v2', {
        name: 'Versioned Desk',
        groupId,
        phoneNumber: '03451110001',
        password: 'desk12345',
        confirmPassword: 'desk12345',
      });
      return {
        ...(await byId('/api/company/v2')(project.id)),
        body: (r, n) => ({
          ...pick(r, 'name', 'groupId', 'phoneNumber'),
          strn: `123456${n}`,
          projectVerticalTypeId: n,
        }),
      };
    },
  },
  {
    route: 'PUT /api/shipment-template/:id',
    async prepare() {
      const { loadingTime: _loadingTime, ...values } = validShipment();
      const template = await created('/api/shipment-template', { name: 'Versioned Template', companyId: 1, values });
      return {
        ...(await byId('/api/shipment-template')(template.id)),
        body: (r, n) => ({ companyId: 1, values: r.values, name: `Versioned Template ${n}` }),
      };
    },
  },
  {
    route: 'PUT /api/saved-views/:id',
    async prepare() {
      const query = { filter: { status: 'CREATED' } };
      const view = await created('/api/saved-views', { list: 'shipments', name: 'Versioned view', query });
      return {
        url: `/api/saved-views/${view.id}`,
        read: inList('/api/saved-views?list=shipments', view.id),
        body: (_r, n) => ({ list: 'shipments', name: `Versioned view ${n}`, query }),
      };
    },
  },
  {
    route: 'PUT /api/bid-limit/:id',
    async prepare() {
      const limit = await first('/api/bid-limit');
      return {
        url: `/api/bid-limit/${limit.id}`,
        read: inList('/api/bid-limit', limit.id),
        body: (r, n) => ({ minAmount: Number(r.minAmount) + n, maxAmount: Number(r.maxAmount) + n }),
      };
    },
  },
  {
    route: 'PUT /api/config',
    async prepare() {
      const read = async () =>
        ((await ctx.get('/api/config')) as unknown as Json[]).find((entry) => entry.name === 'POD_REQUIRED')!;
      return {
        url: '/api/config',
        read,
        body: (r, n) => ({ name: 'POD_REQUIRED', values: r.values, enabled: n === 1 ? 'disabled' : 'enabled' }),
      };
    },
  },
  {
    route: 'POST /api/config/shipper/email_notifications',
    async prepare() {
      const read = () => ctx.get('/api/config/shipper/email_notifications?companyId=1');
      await ctx.send('POST', '/api/config/shipper/email_notifications?companyId=1', { events: [], emails: [] });
      return {
        url: '/api/config/shipper/email_notifications?companyId=1',
        read,
        body: (_, n) => ({ events: [], emails: [`round${n}@example.com`] }),
      };
    },
  },
  {
    route: 'POST /api/billing/v1/invoice/create-update-configuration',
    async prepare() {
      const save = (dueDays: number) => ({
        companyId: 1,
        billingCycle: 'MONTHLY',
        taxPercent: 0,
        dueDays,
        billableChargeTypeIds: [],
        attachBillT: true,
      });
      expect((await ctx.send('POST', '/api/billing/v1/invoice/create-update-configuration', save(30))).statusCode).toBe(
        200,
      );
      return {
        url: '/api/billing/v1/invoice/create-update-configuration',
        read: () => ctx.get('/api/billing/v1/invoice/configuration?companyId=1'),
        body: (_, n) => save(30 + n),
      };
    },
  },
  {
    route: 'PUT /api/verification/v1/update-user',
    async prepare() {
      const queue = await ctx.get(`/api/verification/v1?partnerId=${partnerId}`);
      return {
        url: '/api/verification/v1/update-user',
        read: () => ctx.get(`/api/verification/${queue.id}`),
        body: (_, n) => ({ caseId: queue.id, status: 'REJECTED', reason: `Missing papers ${n}` }),
      };
    },
  },
  {
    route: 'PUT /api/verification/v1/update-user-data',
    async prepare() {
      const queue = await ctx.get(`/api/verification/v1?partnerId=${partnerId}`);
      const data = {
        companyName: 'Versioned Carriers',
        cnic: '3520212345678',
        address: '5 Truck Stand',
        city: 'Lahore',
      };
      return {
        url: '/api/verification/v1/update-user-data',
        read: () => ctx.get(`/api/verification/${queue.id}`),
        body: (_, n) => ({ ...data, partnerId: queue.partnerId, address: `${n} Truck Stand` }),
      };
    },
  },
  {
    route: 'PATCH /api/shipment/:id',
    async prepare() {
      const id = await newShipmentId();
      return {
        url: `/api/shipment/${id}`,
        read: () => ctx.get(`/api/shipment/${id}`),
        body: (_, n) => ({ referenceNumber: `REF-V-${n}` }),
      };
    },
  },
  shipmentAction(
    'POST /api/shipment/:id/cancel',
    (_, n) => ({ cancellationType: 1, reason: `Plans changed ${n}` }),
    false,
  ),
  shipmentAction('POST /api/shipment/:id/status', () => ({})),
  shipmentAction('POST /api/shipment/:id/tag', (_, n) => ({ taggingOrigin: n === 1 ? 'tagged_by_adda' : 'digitin' })),
  shipmentAction('POST /api/shipment/:id/untag', () => ({})),
  {
    route: 'PATCH /api/shipment/:id/change-pool',
    async prepare() {
      const id = (await created('/api/shipment/v3', validShipment({ companyId: 1, poolType: 2 }))).id;
      return {
        url: `/api/shipment/${id}/change-pool`,
        read: () => ctx.get(`/api/shipment/${id}`),
        body: () => ({ poolType: 1 }),
      };
    },
  },
  shipmentAction('PATCH /api/shipment/:id/margin', (_, n) => ({ contractAmount: 90_000 + n })),
  shipmentAction('PUT /api/shipment/:id/bid-window', (_, n) => ({ open: n !== 1 })),
  shipmentAction('POST /api/shipment/:id/bid-window/open', () => ({})),
  shipmentAction('POST /api/shipment/:id/bid-window/close', () => ({})),
  shipmentAction('POST /api/shipment/:id/assign-point-of-contact', () => ({ userId: staffId })),
  shipmentAction('POST /api/shipment/:id/project-vertical', (_, n) => ({ projectVerticalId: n })),
  {
    route: 'POST /api/shipment/:id/decrement-vehicle-count',
    async prepare() {
      const id = (
        await created(
          '/api/shipment/v3',
          validShipment({
            companyId: 1,
            vehicleCount: 4,
            weight: 20,
            maxWeightPerVehicle: 20,
            pickupLocations: [{ cityId: 1, address: 'Port Qasim, Berth 4', loads: [{ goodsTypeId: 2, weight: 20 }] }],
          }),
        )
      ).id;
      return {
        url: `/api/shipment/${id}/decrement-vehicle-count`,
        read: () => ctx.get(`/api/shipment/${id}`),
        body: () => ({}),
      };
    },
  },
  {
    route: 'POST /api/booking/:id/assign-driver',
    async prepare() {
      const id = await newBookingId();
      return {
        url: `/api/booking/${id}/assign-driver`,
        read: () => ctx.get(`/api/booking/${id}`),
        body: () => ({ driverId: verified.driverId, vehicleId: verified.vehicleId }),
      };
    },
  },
  {
    route: 'POST /api/booking/:id/reassign',
    async prepare() {
      const id = await newBookingId();
      expect(
        (
          await ctx.send('POST', `/api/booking/${id}/assign-driver`, {
            driverId: verified.driverId,
            vehicleId: verified.vehicleId,
          })
        ).statusCode,
      ).toBe(200);
      const drivers = [verified.otherDriverId, verified.driverId];
      return {
        url: `/api/booking/${id}/reassign`,
        read: () => ctx.get(`/api/booking/${id}`),
        body: (_, n) => ({ driverId: drivers[n % 2], vehicleId: verified.vehicleId, reason: `Swap ${n}` }),
      };
    },
  },
  {
    route: 'POST /api/booking/:id/status/:statusCode',
    async prepare() {
      const id = await newBookingId();
      expect(
        (
          await ctx.send('POST', `/api/booking/${id}/assign-driver`, {
            driverId: verified.driverId,
            vehicleId: verified.vehicleId,
          })
        ).statusCode,
      ).toBe(200);
      return {
        url: `/api/booking/${id}/status/${BOOKING_STATUS.DISPATCH_STARTED}`,
        read: () => ctx.get(`/api/booking/${id}`),
        body: () => ({}),
        retry: false,
      };
    },
  },
];

/**
 * The edit of a registry resource (src/domain/resourceRegistry.ts) with no case above: its first listed
 * record, written back as read. A new resource is covered without a case (fuel pumps are, to prove it).
 */
const registryEdits = () =>
  RESOURCE_REGISTRY.flatMap(({ route }) => (route ? [route] : []))
    .map(({ path, listPath, updateMethod = 'PUT' }): Case => ({
      route: `${updateMethod} /api${path}/:id`,
      async prepare() {
        const record = await first(`/api${listPath ?? path}`);
        return { ...(await byId(`/api${path}`)(record.id)), body: (r) => r };
      },
    }))
    .filter(
      ({ route }) =>
        !CASES.some((c) => c.route === route) && t.app.routeTable.some((r) => `${r.method} ${r.url}` === route),
    );

/** Routes that change something but are no record's edit, each with why it needs no version. */
const EXEMPT: Record<string, string> = {
  'POST /api/bid/:id/accept':
    'a bid moves only along its status machine: a second or crossed move is refused by status (bids.concurrency)',
  'POST /api/bid/:id/acknowledge': 'as accept: guarded by the bid status',
  'POST /api/bid/:id/backout': 'as accept: guarded by the bid status',
  'POST /api/bid/:id/reject': 'as accept: guarded by the bid status',
  'POST /api/invoice/:id/paid': 'an invoice moves only forward along its status; a repeat is refused by status',
  'POST /api/invoice/:id/cancel': 'as paid: guarded by the invoice status',
  'POST /api/invoice/:id/send': 'sends the invoice as it stands; sending again sends it again (sentAt keeps the last)',
  'POST /api/outbox/:id/retry':
    'a message moves along its status: a delivered one is refused (409); a retry of a due one only makes it due again',
  'POST /api/shipment/:id/favourite': "the caller's own mark, set or cleared whole",
  'POST /api/config/v2/:userId': "the caller's own preferences, merged key by key (a list's column choice is its own)",
  'PUT /api/preferences': "the same preferences as config v2, the caller's own",
  'PUT /api/saved-views/default': "the caller's own choice of a list's default view, set or cleared whole",
  'PUT /api/notification/updateNotificationStatus': "read marks on the caller's own notifications",
  'POST /api/notification/updateNotificationStatus': "read marks on the caller's own notifications",
  'PUT /api/verification/v1/update-user-document':
    "one document's review, decided whole; the case it belongs to is versioned (update-user)",
  'PUT /api/verification-config': 'replaces the whole set of required document types: there is no record to be stale',
  'POST /api/user/:userId/changePassword': 'a credential, not a field of an edit form',
  'POST /api/driver/:userId/changePassword': 'a credential',
  'POST /api/demand-adda/:userId/change-password': 'a credential',
  'POST /api/user/:userId/reset-password': 'a credential',
  'POST /api/user/:userId/reset-pin': 'a credential',
  'POST /api/user/:userId/changePin': 'a credential',
};

beforeAll(async () => {
  for (const who of ['csr', 'partner', 'shipperB'] as const) token[who] = (await t.login(who)).token;
  const partner = await t.login('partner');
  partnerId = partner.user.id;
  staffId = (await t.login('csr')).user.id;
  const { db } = t.database;
  const own = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.partnerId, partnerId), eq(drivers.status, 'VERIFIED')));
  [verified.driverId, verified.otherDriverId] = [own[0].id, own[1].id];
  verified.vehicleId = (await verifiedFlatbedOf(db, partnerId)).id;
});

describe('every route that changes a record is versioned or exempt with a reason', () => {
  it('the route table holds no unplaced write', () => {
    const writes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.public)
      .filter((r) => r.method === 'PUT' || r.method === 'PATCH' || (r.method === 'POST' && r.url.includes('/:')))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !/(upload|Document|document)/.test(route));
    const placed = new Set([...CASES, ...registryEdits()].map((c) => c.route).concat(Object.keys(EXEMPT)));
    expect(writes.filter((route) => !placed.has(route))).toEqual([]);
    const known = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(CASES.map((c) => c.route).filter((route) => !known.has(route))).toEqual([]);
  });
});

/** A write naming the version read lands; the same version again is 409 and changes nothing; a fresh read writes again. */
async function staleWriteRefused(testCase: Case) {
  const { url, read, body, retry = true } = await testCase.prepare(ctx);
  const who = testCase.who;
  const before = await read();
  expect(before.version, 'the read answers a version').toEqual(expect.any(Number));
  const method = testCase.route.split(' ')[0];
  const landed = await ctx.send(method, url, { ...body(before, 1), version: before.version }, who);
  expect(landed.statusCode, landed.body).toBeLessThan(300);
  const after = await read();
  expect(after.version).toBeGreaterThan(before.version as number);

  const stale = await ctx.send(method, url, { ...body(before, 2), version: before.version }, who);
  expect(stale.statusCode, stale.body).toBe(409);
  expect(STALE_VERSION_MESSAGES).toContain(stale.json().message);
  expect(await read()).toEqual(after);

  if (retry) {
    const again = await ctx.send(method, url, { ...body(after, 2), version: after.version }, who);
    expect(again.statusCode, again.body).toBeLessThan(300);
  }
}

describe.each(CASES)('$route', (testCase) => {
  it('a stale version is refused with 409 and changes nothing; a fresh read can write again', () =>
    staleWriteRefused(testCase));
});

describe('the edits of registry resources without a case of their own', () => {
  it('refuse a stale version with 409 and change nothing; a fresh read can write again', async () => {
    const edits = registryEdits();
    expect(edits.map((c) => c.route)).toContain('PUT /api/fuelPump/:id');
    for (const edit of edits) await staleWriteRefused(edit);
  });
});

describe('the version check does not tell one tenant about another’s records', () => {
  it("a stale write to another company's shipment answers 404, as any request for it does", async () => {
    const id = await newShipmentId();
    const { version } = await ctx.get(`/api/shipment/${id}`);
    expect((await ctx.send('PATCH', `/api/shipment/${id}`, { referenceNumber: 'REF-MOVED' })).statusCode).toBe(200);
    const res = await t.as(token.shipperB!, 'PATCH', `/api/shipment/${id}`, { referenceNumber: 'REF-PEEK', version });
    expect([403, 404]).toContain(res.statusCode);
  });

  it('a multipart edit names its version in If-Match: a stale one is 409 and changes nothing', async () => {
    const group = {
      name: 'Multipart Traders',
      address: '7 Mall Road',
      cityId: 2,
      provinceId: 1,
      countryId: 1,
      identificationType: 1,
      identificationValue: '7654302',
    };
    const { id, version } = await created('/api/company-group', group);
    const send = (address: string, ifMatch: unknown) => {
      const form = multipart(
        Object.entries({ ...group, address }).map(([name, value]) => ({ name, value: String(value) })),
      );
      return t.app.inject({
        method: 'PUT',
        url: `/api/company-group/${id}`,
        payload: form.payload,
        headers: {
          authorization: `Bearer ${token.csr}`,
          'content-type': form.contentType,
          'if-match': String(ifMatch),
        },
      });
    };
    expect((await send('8 Mall Road', version)).statusCode).toBe(200);
    expectError(await send('9 Mall Road', `"${String(version)}"`), 409, MESSAGES.staleRecord);
    expect(await ctx.get(`/api/company-group/${id}`)).toMatchObject({
      address: '8 Mall Road',
      version: Number(version) + 1,
    });
    // The form is read before the write's transaction opens: a refused one changes nothing, the version
    // included, and a stale version still outranks what is wrong with the form.
    expect((await send('', Number(version) + 1)).statusCode).toBe(400);
    expectError(await send('', version), 409, MESSAGES.staleRecord);
    expect(await ctx.get(`/api/company-group/${id}`)).toMatchObject({
      address: '8 Mall Road',
      version: Number(version) + 1,
    });
  });

  it('a version that is not a whole number from 1 is 400; null reads as none (a record not yet saved)', async () => {
    const id = await newShipmentId();
    expect(
      (await ctx.send('PATCH', `/api/shipment/${id}`, { referenceNumber: 'REF-NULL', version: null })).statusCode,
    ).toBe(200);
    for (const version of [0, -1, 1.5, 'x'])
      expectError(
        await ctx.send('PATCH', `/api/shipment/${id}`, { referenceNumber: 'REF-BAD', version }),
        400,
        MESSAGES.versionInvalid,
      );
  });
});
