import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import type { SavedViewRecord } from '#domain/records/savedViews';
import { DEMO_PASSWORD, SECRETS, expectError, testAppPerFile } from '../testApp';

/** Saved list views: personal, or shared by staff with a role whose holders follow the owner's changes. */
const t = testAppPerFile();

let csr: string;
let colleague: string;
let outsider: string;
let shipperA: string;
let shipperB: string;
let adminRoleId: number;

const view = (name: string, extra: Record<string, unknown> = {}) => ({
  list: 'shipments',
  name,
  query: {
    filter: { status: 'CREATED', q: 'Lahore' },
    sort: { field: 'loadingTime', order: 'DESC' },
    perPage: 50,
    grid: {
      columns: [
        { field: 'code', width: 140 },
        { field: 'weight', hidden: true },
      ],
      density: 'compact',
    },
  },
  ...extra,
});
const save = async (token: string, body: unknown) => {
  const res = await t.as(token, 'POST', '/api/saved-views', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as SavedViewRecord;
};
const views = async (token: string, list = 'shipments') => {
  const res = await t.as(token, 'GET', `/api/saved-views?list=${list}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SavedViewRecord[];
};

/** A new staff user holding `roleId`, signed in. */
async function staffWith(roleId: number, phoneNumber: string) {
  const made = await t.as(csr, 'POST', '/api/user', {
    fullName: `Staff ${phoneNumber}`,
    phoneNumber,
    email: `staff${phoneNumber}@example.com`,
    roleId,
  });
  expect(made.statusCode, made.body).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber, password: made.json().data.generatedPassword, clientSecret: SECRETS.csr, isEmail: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.auth.token as string;
}

beforeAll(async () => {
  const signedIn = await t.login('csr');
  csr = signedIn.token;
  const me = (await t.as(csr, 'GET', `/api/user/${signedIn.user.id}`)).json().data;
  adminRoleId = me.roleId;
  const roles = (await t.as(csr, 'GET', '/api/roles/v2')).json().data as { id: number; name: string }[];
  const other = roles.find((r) => r.id !== adminRoleId)!;
  colleague = await staffWith(adminRoleId, '03111230001');
  outsider = await staffWith(other.id, '03111230002');
  shipperA = (await t.login('shipperA')).token;
  shipperB = (await t.login('shipperB')).token;
  expect(DEMO_PASSWORD).toBeTruthy();
});

describe('saved views', () => {
  it('a view keeps the filters, sort, page size and columns, and is its owner’s alone until shared', async () => {
    const saved = await save(csr, view('Lahore, new'));
    expect(saved).toMatchObject({
      list: 'shipments',
      name: 'Lahore, new',
      mine: true,
      isDefault: false,
      sharedWithRoleId: null,
      version: 1,
      query: view('x').query,
    });
    expect((await views(csr)).map((v) => v.id)).toContain(saved.id);
    expect((await views(colleague)).map((v) => v.id)).not.toContain(saved.id);
    expect((await views(csr, 'bookings')).map((v) => v.id)).not.toContain(saved.id);
  });

  it('shared with a role: its holders see it and the owner’s change; others do not; only the owner changes it', async () => {
    const shared = await save(csr, view('Team: Karachi', { sharedWithRoleId: adminRoleId }));
    const seen = (await views(colleague)).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ mine: false, sharedWithRoleName: expect.any(String), ownerName: 'Ayesha Khan' });
    expect((await views(outsider)).map((v) => v.id)).not.toContain(shared.id);

    const changed = await t.as(csr, 'PUT', `/api/saved-views/${shared.id}`, {
      ...view('Team: Karachi today', { sharedWithRoleId: adminRoleId }),
      version: shared.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await views(colleague)).find((v) => v.id === shared.id)?.name).toBe('Team: Karachi today');

    expectError(
      await t.as(colleague, 'PUT', `/api/saved-views/${shared.id}`, { ...view('Mine now'), version: 2 }),
      403,
      MESSAGES.savedViewOwnerOnly,
    );
    expectError(await t.as(colleague, 'DELETE', `/api/saved-views/${shared.id}`), 403, MESSAGES.savedViewOwnerOnly);
    // Someone it is not shared with cannot tell it exists.
    expectError(await t.as(outsider, 'DELETE', `/api/saved-views/${shared.id}`), 404, MESSAGES.notFound);
  });

  it('a change based on an older version is refused and changes nothing', async () => {
    const saved = await save(csr, view('Versioned'));
    const first = await t.as(csr, 'PUT', `/api/saved-views/${saved.id}`, { ...view('Versioned 2'), version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expectError(
      await t.as(csr, 'PUT', `/api/saved-views/${saved.id}`, { ...view('Versioned 3'), version: 1 }),
      409,
      MESSAGES.staleRecord,
    );
    expect((await views(csr)).find((v) => v.id === saved.id)?.name).toBe('Versioned 2');
  });

  it('a default per list, for the caller alone; a shared view may be a holder’s default', async () => {
    const mine = await save(csr, view('Default one'));
    const shared = await save(csr, view('Shared default', { sharedWithRoleId: adminRoleId }));
    const set = await t.as(csr, 'PUT', '/api/saved-views/default', { list: 'shipments', viewId: mine.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (await t.as(colleague, 'PUT', '/api/saved-views/default', { list: 'shipments', viewId: shared.id })).statusCode,
    ).toBe(200);
    expect((await views(csr)).filter((v) => v.isDefault).map((v) => v.id)).toEqual([mine.id]);
    expect((await views(colleague)).filter((v) => v.isDefault).map((v) => v.id)).toEqual([shared.id]);
    // Another list's default is that list's; a view one cannot see cannot be one's default.
    expectError(
      await t.as(csr, 'PUT', '/api/saved-views/default', { list: 'bookings', viewId: mine.id }),
      400,
      MESSAGES.savedViewListInvalid,
    );
    expectError(
      await t.as(outsider, 'PUT', '/api/saved-views/default', { list: 'shipments', viewId: mine.id }),
      404,
      MESSAGES.notFound,
    );
    await t.as(csr, 'PUT', '/api/saved-views/default', { list: 'shipments', viewId: null });
    expect((await views(csr)).some((v) => v.isDefault)).toBe(false);
  });

  it('shippers keep views of their own; they cannot share, nor see another company’s', async () => {
    const theirs = await save(shipperA, view('My Lahore loads'));
    expect((await views(shipperB)).map((v) => v.id)).not.toContain(theirs.id);
    expectError(await t.as(shipperB, 'DELETE', `/api/saved-views/${theirs.id}`), 404, MESSAGES.notFound);
    expectError(
      await t.as(shipperA, 'POST', '/api/saved-views', view('Shared?', { sharedWithRoleId: adminRoleId })),
      403,
      MESSAGES.savedViewShareStaffOnly,
    );
  });

  it('bad input answers 400 with its text; a name taken for the list 409; deleting removes it', async () => {
    expectError(
      await t.as(csr, 'POST', '/api/saved-views', { ...view(''), name: '' }),
      400,
      MESSAGES.savedViewNameRequired,
    );
    expectError(
      await t.as(csr, 'POST', '/api/saved-views', view('Bad list', { list: 'Not a list!' })),
      400,
      MESSAGES.savedViewListInvalid,
    );
    expectError(
      await t.as(csr, 'POST', '/api/saved-views', { ...view('Too big'), query: { filter: { q: 'x'.repeat(9000) } } }),
      400,
      MESSAGES.savedViewTooLarge,
    );
    expectError(
      await t.as(csr, 'POST', '/api/saved-views', view('Role?', { sharedWithRoleId: 99999 })),
      400,
      MESSAGES.invalidRole,
    );
    const saved = await save(csr, view('Unique name'));
    expectError(await t.as(csr, 'POST', '/api/saved-views', view('UNIQUE NAME')), 409, MESSAGES.savedViewNameTaken);
    const gone = await t.as(csr, 'DELETE', `/api/saved-views/${saved.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await views(csr)).map((v) => v.id)).not.toContain(saved.id);
  });
});
