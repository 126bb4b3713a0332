import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_RESOURCES } from '#domain/permissions';
import { USER_TYPE } from '#domain/userTypes';
import { hashPassword } from '../../../server/auth/passwords';
import Fastify from 'fastify';
import { requireDeclaredAccess } from '../../../server/auth/routeAccess';
import type { RouteEntry } from '../../../server/context';
import { bookings, documents, roles, shipmentTemplates, shipments, users } from '../../../server/db/schema';
import { DEMO_PASSWORD, SECRETS, testAppPerFile } from '../testApp';

/**
 * The access matrix: every API route, enumerated from Fastify's route table so that new
 * routes are covered as they come, against every demo user type and a staff member whose role may
 * only list shipments. Which area each user type may enter is written down here, from the product's
 * rules, not read from the guard.
 */
const t = testAppPerFile();

type Who = 'csr' | 'viewer' | 'shipperA' | 'broker' | 'partner' | 'driver';
const WHO: Who[] = ['viewer', 'shipperA', 'broker', 'partner', 'driver', 'csr'];

/** Areas (permission resources) each kind of user may enter at all; inside, the API still checks records and user types. */
const AREAS: Record<Who, readonly string[]> = {
  /** Staff with every permission: every area of the portal's registry, and the dashboard. */
  csr: [...PERMISSION_RESOURCES, 'dashboard'],
  viewer: ['shipments', 'dashboard'],
  shipperA: ['shipments', 'bookings', 'bids', 'wallet', 'invoices', 'notifications', 'dashboard'],
  broker: ['shipments', 'bookings', 'bids', 'company-projects', 'wallet', 'invoices', 'notifications', 'dashboard'],
  partner: ['bookings', 'bids', 'drivers', 'vehicles', 'fleets', 'verification', 'wallet', 'notifications'],
  driver: ['bookings', 'bids', 'drivers', 'vehicles', 'wallet', 'notifications'],
};

/** Company B's records: what shipper A and the broker must never reach. */
const other = {
  shipmentId: 0,
  bookingId: 0,
  bidId: 0,
  templateId: 0,
  shipmentDocumentId: 0,
  bookingDocumentId: 0,
  csrId: 0,
  driverUserId: 0,
};
const OTHER_COMPANY_NAMES = ['Karachi Cement Company'];
const tokens = {} as Record<Who, string>;

/** The area a route declares; routes open to any signed-in user (own account, reference data) belong to none. */
const areaOf = ({ access }: RouteEntry) =>
  access === undefined || access === 'signedIn' ? undefined : typeof access === 'string' ? access : access[0];

const apiRoutes = (): RouteEntry[] =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

/** A concrete URL for a route, naming company B's records wherever it takes an id. */
function concreteUrl(route: RouteEntry): string {
  const url = route.url;
  const idFor: [RegExp, number][] = [
    [/^\/api\/shipment-template\//, other.templateId],
    [/^\/api\/shipment-document\//, other.shipmentDocumentId],
    [/^\/api\/bookingDocument\//, other.bookingDocumentId],
    [/^\/api\/bid-limit\//, 1],
    [/^\/api\/company-group\//, 1],
    [/^\/api\/bid\//, other.bidId],
    [/^\/api\/booking\//, other.bookingId],
    [/^\/api\/shipment\//, other.shipmentId],
  ];
  const id = idFor.find(([pattern]) => pattern.test(url))?.[1] ?? 1;
  const path = url
    .replace(':bookingId', String(other.bookingId))
    .replace(':statusCode', '2')
    // Someone else's account (the demo driver's): staff run last, so a reset or delete there disturbs no caller.
    .replace(':userId', String(other.driverUserId))
    .replace(':name', 'THEME')
    .replace(':vehicleTypeId', '1')
    .replace(':id', String(id));
  const query: Record<string, string> = {
    '/api/shipment-document': `shipmentId=${other.shipmentId}`,
    '/api/bookingDocument': `bookingId=${other.bookingId}`,
  };
  return query[url] ? `${path}?${query[url]}` : path;
}

async function call(who: Who, route: RouteEntry): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route),
    payload: route.method === 'GET' ? undefined : {},
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

beforeAll(async () => {
  const { db } = t.database;
  const [companyB] = (await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'shipper2@example.com'))) as { companyId: number }[];
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.companyId, companyB.companyId))
    .limit(1);
  const [booking] = await db
    .select({ id: bookings.id, bidId: bookings.bidId })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(eq(shipments.companyId, companyB.companyId))
    .limit(1);
  const [template] = await db
    .select({ id: shipmentTemplates.id })
    .from(shipmentTemplates)
    .where(eq(shipmentTemplates.companyId, companyB.companyId))
    .limit(1);
  const pdf = Buffer.from('%PDF-1.4\n');
  const [shipmentDoc] = await db
    .insert(documents)
    .values({
      shipmentId: shipment.id,
      documentTypeId: 7,
      fileName: 'b-bl.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      content: pdf,
    })
    .returning({ id: documents.id });
  const [bookingDoc] = await db
    .insert(documents)
    .values({
      bookingId: booking.id,
      documentTypeId: 1,
      fileName: 'b-builty.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      content: pdf,
    })
    .returning({ id: documents.id });
  const [csr] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'csr@example.com'));
  const [driverUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'driver@example.com'));
  Object.assign(other, {
    shipmentId: shipment.id,
    bookingId: booking.id,
    bidId: booking.bidId,
    templateId: template.id,
    shipmentDocumentId: shipmentDoc.id,
    bookingDocumentId: bookingDoc.id,
    csrId: csr.id,
    driverUserId: driverUser.id,
  });
  expect(Object.values(other).every((id) => Number.isInteger(id) && id > 0)).toBe(true);

  // A member of staff whose custom role may only list shipments.
  const [role] = await db
    .insert(roles)
    .values({ name: 'Shipment viewer', permissions: ['shipments:list'] })
    .returning({ id: roles.id });
  await db.insert(users).values({
    userType: USER_TYPE.INTERNAL,
    roleId: role.id,
    fullName: 'Viewer Only',
    email: 'viewer@example.com',
    phoneNumber: '03009999999',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const viewer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber: '03009999999', password: DEMO_PASSWORD, clientSecret: SECRETS.csr, isEmail: false },
  });
  expect(viewer.statusCode).toBe(200);
  tokens.viewer = viewer.json().data.auth.token;
  for (const who of ['csr', 'shipperA', 'broker', 'partner', 'driver'] as const)
    tokens[who] = (await t.login(who)).token;
});

describe('the access matrix: every route × every user type', () => {
  it('places every non-public route in an area or among those open to any signed-in user', () => {
    const unplaced = apiRoutes().filter((r) => !r.public && !r.access);
    expect(unplaced.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(80);
  });

  it('a route that declares neither access nor public refuses to register', async () => {
    const app = Fastify();
    requireDeclaredAccess(app);
    app.get('/declared', { config: { access: 'shipments' } }, async () => ({}));
    app.get('/open', { config: { public: true } }, async () => ({}));
    expect(() => app.get('/forgotten', async () => ({}))).toThrow('GET /forgotten: declare who may call it');
    await app.close();
  });

  it('refuses every route without a token, except the public ones', async () => {
    for (const route of apiRoutes().filter((r) => !r.public && !r.optionalAuth)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets each user type into its areas only, never answers 5xx, and leaks no record of another company', async () => {
    const routes = apiRoutes().filter((r) => !r.public && r.url !== '/api/auth/user/logout');
    let calls = 0;
    for (const who of WHO) {
      for (const route of routes) {
        const res = await call(who, route);
        calls += 1;
        const label = `${who} ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expect(res.statusCode, label).not.toBe(401);
        const area = areaOf(route);
        if (area && !AREAS[who].includes(area)) expect(res.statusCode, label).toBe(403);
        if ((who === 'shipperA' || who === 'broker') && res.statusCode < 300) {
          for (const name of OTHER_COMPANY_NAMES) expect(res.body, label).not.toContain(name);
          expect(res.body, label).not.toContain(`"companyId":${(await companyIdOf('shipper2@example.com')) ?? -1},`);
        }
      }
    }
    expect(calls).toBe(routes.length * WHO.length);
  });

  it('a role that may only list shipments reads shipments and nothing else', async () => {
    for (const route of apiRoutes().filter((r) => !r.public && areaOf(r))) {
      const res = await call('viewer', route);
      const label = `${route.method} ${route.url} → ${res.statusCode}`;
      // Every member of staff has the dashboard (its counts); the rest is the role's.
      if ((areaOf(route) === 'shipments' && route.method === 'GET') || areaOf(route) === 'dashboard')
        expect(res.statusCode, label).not.toBe(403);
      else expect(res.statusCode, label).toBe(403);
    }
  });
});

const companyIds = new Map<string, number | null>();
async function companyIdOf(email: string) {
  if (!companyIds.has(email)) {
    const [row] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(and(eq(users.email, email)));
    companyIds.set(email, row?.companyId ?? null);
  }
  return companyIds.get(email);
}
