import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { BLOCK_STATUS } from '#domain/userTypes';
import type { BulkOutcome } from '#domain/records/bulk';
import type { RoleRecord, UserRecord } from '#domain/records/users';
import { SECRETS, expectError, testAppPerFile } from '../testApp';

/** Bulk block and unblock on the users list: each user done or refused on its own, as the single route would. */
const t = testAppPerFile();
const PASSWORD = 'abcd1234';
let csr: string;
let csrId: number;
let roleId: number;

beforeAll(async () => {
  const staff = await t.login('csr');
  [csr, csrId] = [staff.token, staff.user.id];
  const roles = (await t.as(csr, 'GET', '/api/roles/v2')).json().data as RoleRecord[];
  roleId = roles.find((role) => role.name !== 'Administrator')!.id;
});

let phones = 0;
async function newUser(): Promise<UserRecord> {
  const phoneNumber = `0312${String(7_000_000 + phones++)}`;
  const res = await t.as(csr, 'POST', '/api/user', {
    fullName: `Bulk User ${phones}`,
    phoneNumber,
    email: `bulk${phones}@example.com`,
    roleId,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const read = async (id: number): Promise<UserRecord> => (await t.as(csr, 'GET', `/api/user/${id}`)).json().data;
const itemsOf = (users: { id: number; version: number }[]) => users.map(({ id, version }) => ({ id, version }));
const send = (body: object, token = csr) => t.as(token, 'POST', '/api/user/bulk/update-status', body);
async function outcome(body: object) {
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BulkOutcome;
}
const signIn = (phoneNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { phoneNumber, password: PASSWORD, clientSecret: SECRETS.csr, isEmail: false },
  });

describe('bulk block and unblock', () => {
  it('blocks each user alone: a stale one and oneself are refused, the others blocked and signed out', async () => {
    const users = [await newUser(), await newUser(), await newUser()];
    const session = (await signIn(users[0].phoneNumber)).json().data.auth.token as string;
    const renamed = await t.as(csr, 'PUT', `/api/user/${users[1].id}`, {
      fullName: 'Renamed Meanwhile',
      phoneNumber: users[1].phoneNumber,
      email: users[1].email,
      roleId,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const me = await read(csrId);

    const result = await outcome({
      items: itemsOf([...users, me]),
      blockStatus: BLOCK_STATUS.BLOCKED,
      reasonId: 2,
      details: 'Left the company',
    });
    expect(result).toMatchObject({ done: 2, refused: 2 });
    expect(result.results[1]).toEqual({ id: users[1].id, status: 'refused', code: 409, message: MESSAGES.staleRecord });
    expect(result.results[3]).toEqual({
      id: csrId,
      status: 'refused',
      code: 403,
      message: MESSAGES.cannotChangeYourself,
    });
    for (const i of [0, 2]) {
      const now = await read(users[i].id);
      expect(now.blockStatus).toBe(BLOCK_STATUS.BLOCKED);
      expect(result.results[i]).toEqual({ id: users[i].id, status: 'done', version: now.version });
    }
    expect((await read(users[1].id)).blockStatus).toBe(BLOCK_STATUS.UNBLOCKED);
    expect((await t.as(session, 'GET', '/api/shipment')).statusCode).toBe(401);

    const unblocked = await outcome({
      items: itemsOf([await read(users[0].id), await read(users[2].id)]),
      blockStatus: BLOCK_STATUS.UNBLOCKED,
    });
    expect(unblocked).toMatchObject({ done: 2, refused: 0 });
    expect((await read(users[0].id)).blockStatus).toBe(BLOCK_STATUS.UNBLOCKED);
  });

  it('a block without its reason, or an unknown user, is refused as the single route refuses it', async () => {
    const user = await newUser();
    expectError(
      await send({ items: itemsOf([user]), blockStatus: BLOCK_STATUS.BLOCKED }),
      400,
      MESSAGES.reasonRequired,
    );
    const result = await outcome({ items: [{ id: 99_999_999, version: 1 }], blockStatus: BLOCK_STATUS.UNBLOCKED });
    expect(result.results[0]).toEqual({ id: 99_999_999, status: 'refused', code: 404, message: MESSAGES.notFound });
  });

  it('is for staff only', async () => {
    const user = await newUser();
    for (const who of ['shipperA', 'partner'] as const) {
      const { token } = await t.login(who);
      expectError(
        await send({ items: itemsOf([user]), blockStatus: BLOCK_STATUS.UNBLOCKED }, token),
        403,
        MESSAGES.forbidden,
      );
    }
  });
});
