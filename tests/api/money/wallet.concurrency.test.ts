import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { ACCOUNT_HOLDER_TYPE, TRANSACTION_TYPE, toMinor } from '#domain/money';
import { USER_TYPE } from '#domain/userTypes';
import { users, walletAccounts, walletTransactions } from '../../../server/db/schema';
import { expectError, testAppPerFile } from '../testApp';

/**
 * Ledger conservation: money is never lost or invented. Many credits and debits race against one
 * account with floor 0; the account's row lock (not PGlite's single connection) must serialise them,
 * so this passes on PostgreSQL (DATABASE_URL) with a pool of connections too.
 */
const t = testAppPerFile();

let csr: string;
let holderId: number;

/** A small seeded generator: the same operations on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Op {
  type: 'CREDIT' | 'DEBIT';
  amount: number;
  message: string;
}

beforeAll(async () => {
  csr = (await t.login('csr')).token;
  const [partner] = await t.database.db
    .insert(users)
    .values({
      userType: USER_TYPE.PARTNER,
      fullName: 'Race Test Carrier',
      phoneNumber: '03047770001',
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  holderId = partner.id;
});

const postOp = (op: Op) =>
  t.as(csr, 'POST', '/api/wallet/transaction', {
    accountHolderTypeId: ACCOUNT_HOLDER_TYPE.PARTNER,
    accountHolderId: holderId,
    ...op,
  });
const ofHolder = (table: typeof walletTransactions | typeof walletAccounts) =>
  and(eq(table.accountHolderTypeId, ACCOUNT_HOLDER_TYPE.PARTNER), eq(table.accountHolderId, holderId));

describe('parallel credits and debits on one wallet (floor 0)', () => {
  it('keeps balance = Σcredits − Σdebits, never below the floor, and refused debits write nothing', async () => {
    const random = prng(20240611);
    const ops: Op[] = [];
    for (let i = 0; i < 96; i += 1) {
      const debit = random() < 0.6;
      // Up to 500 Rs a debit, 300 Rs a credit, always to the paisa: the debits outrun the credits, so many are refused.
      const minor = 1 + Math.floor(random() * (debit ? 50_000 : 30_000));
      ops.push({ type: debit ? 'DEBIT' : 'CREDIT', amount: minor / 100, message: `race op ${i}` });
    }
    // Debits far beyond anything ever credited: always refused, whatever the order.
    for (let i = 0; i < 4; i += 1) ops.push({ type: 'DEBIT', amount: 1_000_000, message: `race huge ${i}` });
    // A first credit on its own, then the rest in parallel bursts of 25.
    const answers: [Op, LightMyRequestResponse][] = [];
    const opening: Op = { type: 'CREDIT', amount: 1000, message: 'race opening' };
    answers.push([opening, await postOp(opening)]);
    for (let i = 0; i < ops.length; i += 25) {
      const burst = ops.slice(i, i + 25);
      const results = await Promise.all(burst.map(postOp));
      burst.forEach((op, j) => answers.push([op, results[j]]));
    }
    expect(answers).toHaveLength(101);

    const accepted = answers.filter(([, res]) => res.statusCode === 201);
    const refused = answers.filter(([, res]) => res.statusCode !== 201);
    for (const [op, res] of refused) {
      expect(op.type).toBe('DEBIT');
      expectError(res, 409, MESSAGES.belowFloor);
    }
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(accepted.filter(([op]) => op.type === 'DEBIT').length).toBeGreaterThan(0);

    const rows = await t.database.db
      .select()
      .from(walletTransactions)
      .where(ofHolder(walletTransactions))
      .orderBy(asc(walletTransactions.id));
    const [account] = await t.database.db.select().from(walletAccounts).where(ofHolder(walletAccounts));
    // Exactly the accepted ones were written, as answered; none of the refused ones.
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      accepted.map(([, res]) => res.json().data.id as number).sort((a, b) => a - b),
    );
    const written = new Set(rows.map((r) => r.message));
    for (const [op] of refused) expect(written.has(op.message), op.message).toBe(false);
    for (const [op, res] of accepted) {
      const row = rows.find((r) => r.id === res.json().data.id)!;
      expect([row.type, row.amountMinor, row.message]).toEqual([op.type, toMinor(op.amount), op.message]);
    }

    // Conservation, in whole paisa.
    const credits = rows.filter((r) => r.type === TRANSACTION_TYPE.CREDIT).reduce((sum, r) => sum + r.amountMinor, 0);
    const debits = rows.filter((r) => r.type === TRANSACTION_TYPE.DEBIT).reduce((sum, r) => sum + r.amountMinor, 0);
    const expected = accepted.reduce(
      (sum, [op]) => sum + (op.type === 'CREDIT' ? toMinor(op.amount) : -toMinor(op.amount)),
      0,
    );
    expect(credits - debits).toBe(expected);
    expect(account).toMatchObject({
      balanceMinor: credits - debits,
      creditMinor: credits,
      debitMinor: debits,
      floorMinor: 0,
    });
    // The running balance is a chain in lock order: each row is the previous balance plus its movement, never below the floor.
    let running = 0;
    for (const row of rows) {
      running += row.type === TRANSACTION_TYPE.CREDIT ? row.amountMinor : -row.amountMinor;
      expect(row.balanceAfterMinor, `row ${row.id}`).toBe(running);
      expect(row.balanceAfterMinor).toBeGreaterThanOrEqual(account.floorMinor);
    }
    expect(rows.at(-1)!.balanceAfterMinor).toBe(account.balanceMinor);

    // The API reads the same balance.
    const res = await t.as(csr, 'GET', `/api/wallet/accountHolder/${holderId}/type/2/days/1`);
    expect(res.json().data.accountBalance).toBe(account.balanceMinor / 100);
  });

  it('parallel first movements of a holder with no account yet open exactly one account', async () => {
    const [partner] = await t.database.db
      .insert(users)
      .values({
        userType: USER_TYPE.PARTNER,
        fullName: 'Race Test Newcomer',
        phoneNumber: '03047770002',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.as(csr, 'POST', '/api/wallet/transaction', {
          accountHolderTypeId: 2,
          accountHolderId: partner.id,
          type: 'CREDIT',
          amount: 10.01,
          message: `first ${i}`,
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const accounts = await t.database.db
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.accountHolderTypeId, 2), eq(walletAccounts.accountHolderId, partner.id)));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ balanceMinor: 20_020, creditMinor: 20_020 });
    expect(answers.map((res) => res.json().data.balanceAfter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => Number(((i + 1) * 10.01).toFixed(2))),
    );
  });
});
