import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { ACCOUNT_HOLDER_TYPE, TRANSACTION_TYPE, toMajor, type TransactionType } from '#domain/money';
import { companies, drivers, users, walletAccounts, walletTransactions } from '../../../server/db/schema';
import { postMovement, type Holder } from '../../../server/money/ledger';
import type { WalletHistory, WalletHolder } from '#domain/records/money';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';

/** SPEC §3 transaction history and §7 wallet: the window, the filter, who may read which wallet, staff credits and debits. */
const t = testAppPerFile();

const DAY = 86_400_000;
const token = {} as Record<DemoKey, string>;
const ids = { partner: 0, companyA: 0, companyB: 0, broker: 0, driver: 0, otherDriver: 0 };

beforeAll(async () => {
  for (const who of ['csr', 'partner', 'driver', 'shipperA', 'shipperB', 'broker'] as const) {
    const login = await t.login(who);
    token[who] = login.token;
    if (who === 'partner') ids.partner = login.user.id;
    if (who === 'shipperA') ids.companyA = login.user.companyId!;
    if (who === 'shipperB') ids.companyB = login.user.companyId!;
    if (who === 'broker') ids.broker = login.user.companyId!;
    if (who === 'driver') {
      const [row] = await t.database.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.userId, login.user.id));
      ids.driver = row.id;
    }
  }
  const [other] = await t.database.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.fullName, 'Ghulam Abbas'));
  ids.otherDriver = other.id;
});

const walletUrl = (type: number | string, id: number | string, days: number | string, query = '') =>
  `/api/wallet/accountHolder/${id}/type/${type}/days/${days}${query}`;
const getWallet = (who: DemoKey, type: number | string, id: number | string, days: number | string = 30, query = '') =>
  t.as(token[who], 'GET', walletUrl(type, id, days, query));
async function wallet(who: DemoKey, type: number, id: number, days = 30, query = '') {
  const res = await getWallet(who, type, id, days, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as WalletHistory;
}
async function newCompany(name: string): Promise<Holder> {
  const [row] = await t.database.db.insert(companies).values({ name }).returning({ id: companies.id });
  return { accountHolderTypeId: ACCOUNT_HOLDER_TYPE.SHIPPER, accountHolderId: row.id };
}
const post = (holder: Holder, type: TransactionType, amountMinor: number, message: string, daysAgo: number) =>
  t.database.db.transaction((tx) =>
    postMovement(tx, { ...holder, type, amountMinor, message, at: new Date(Date.now() - daysAgo * DAY) }),
  );
const postTx = (body: Record<string, unknown>, who: DemoKey = 'csr') =>
  t.as(token[who], 'POST', '/api/wallet/transaction', body);
const ledgerCount = async (holder: Holder) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.accountHolderTypeId, holder.accountHolderTypeId),
          eq(walletTransactions.accountHolderId, holder.accountHolderId),
        ),
      )
  )[0].n;
const account = async (holder: Holder) =>
  (
    await t.database.db
      .select()
      .from(walletAccounts)
      .where(
        and(
          eq(walletAccounts.accountHolderTypeId, holder.accountHolderTypeId),
          eq(walletAccounts.accountHolderId, holder.accountHolderId),
        ),
      )
  )[0];

describe('GET /api/wallet/accountHolder/:id/type/:type/days/:days', () => {
  let holder: Holder;
  beforeAll(async () => {
    holder = await newCompany('Window Test Traders');
    await post(holder, TRANSACTION_TYPE.CREDIT, 100_000, 'Old deposit', 100);
    await post(holder, TRANSACTION_TYPE.CREDIT, 20_050, 'Recent deposit', 10);
    await post(holder, TRANSACTION_TYPE.DEBIT, 5_025, 'Recent charge', 2);
  });

  it('lists the window newest first; an older transaction is out of the list and the totals but in the balance', async () => {
    const data = await wallet('csr', 1, holder.accountHolderId, 30);
    expect(data).toMatchObject({ accountBalance: 1150.25, creditAmount: 200.5, debitAmount: 50.25 });
    expect(data.transactions.map((x) => [x.message, x.type, x.amount, x.balanceAfter])).toEqual([
      ['Recent charge', 'DEBIT', 50.25, 1150.25],
      ['Recent deposit', 'CREDIT', 200.5, 1200.5],
    ]);
    expect(Object.keys(data.transactions[0]).sort()).toEqual([
      'amount',
      'balanceAfter',
      'bookingId',
      'date',
      'id',
      'message',
      'type',
    ]);
    expect(new Date(data.transactions[0].date).getTime()).toBeGreaterThan(Date.now() - 3 * DAY);
    const year = await wallet('csr', 1, holder.accountHolderId, 366);
    expect(year).toMatchObject({ accountBalance: 1150.25, creditAmount: 1200.5, debitAmount: 50.25 });
    expect(year.transactions.map((x) => x.message)).toEqual(['Recent charge', 'Recent deposit', 'Old deposit']);
    expect(await wallet('csr', 1, holder.accountHolderId, 1)).toEqual({
      accountBalance: 1150.25,
      creditAmount: 0,
      debitAmount: 0,
      transactions: [],
    });
  });

  it('?type filters the list but not the totals; another type is 400', async () => {
    const credits = await wallet('csr', 1, holder.accountHolderId, 366, '?type=CREDIT');
    expect(credits.transactions.map((x) => x.message)).toEqual(['Recent deposit', 'Old deposit']);
    expect(credits).toMatchObject({ creditAmount: 1200.5, debitAmount: 50.25 });
    const debits = await wallet('csr', 1, holder.accountHolderId, 366, '?type=DEBIT');
    expect(debits.transactions.map((x) => x.message)).toEqual(['Recent charge']);
    expectError(
      await getWallet('csr', 1, holder.accountHolderId, 30, '?type=REFUND'),
      400,
      MESSAGES.invalidTransactionType,
    );
  });

  it('a holder with no account yet reads zeros; an unknown holder is 404', async () => {
    const empty = await newCompany('Empty Wallet Traders');
    expect(await wallet('csr', 1, empty.accountHolderId, 90)).toEqual({
      accountBalance: 0,
      creditAmount: 0,
      debitAmount: 0,
      transactions: [],
    });
    for (const type of [1, 2, 3]) expectError(await getWallet('csr', type, 999_999), 404, MESSAGES.notFound);
    // A user who is not a partner is no partner wallet.
    const [csrUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'csr@example.com'));
    expectError(await getWallet('csr', 2, csrUser.id), 404, MESSAGES.notFound);
  });

  it('refuses bad path values with 400', async () => {
    for (const days of [0, 367, 'abc', 1.5, -3])
      expectError(await getWallet('csr', 1, ids.companyA, days), 400, MESSAGES.walletDaysRange);
    for (const type of [4, 0, 'x'])
      expectError(await getWallet('csr', type, ids.companyA), 400, MESSAGES.invalidAccountHolderType);
    expect((await getWallet('csr', 1, 'abc')).statusCode).toBe(400);
  });
});

describe('who may read which wallet', () => {
  it('the seeded wallets add up: company A runs on its credit line, the others hold their balance', async () => {
    const a = await account({ accountHolderTypeId: 1, accountHolderId: ids.companyA });
    expect(a.floorMinor).toBe(-50_000_000);
    expect(a.balanceMinor).toBeLessThan(0);
    const seen = await wallet('shipperA', 1, ids.companyA, 366);
    expect(seen.accountBalance).toBe(toMajor(a.balanceMinor));
    expect(seen.transactions.length).toBeGreaterThan(3);
    const driverWallet = await wallet('driver', 3, ids.driver, 90);
    expect(driverWallet.transactions.some((x) => x.type === 'DEBIT' && x.message.startsWith('Fuel advance'))).toBe(
      true,
    );
    expect(
      (await wallet('partner', 2, ids.partner, 90)).transactions.some((x) =>
        /^Advance for BK-\d{6} \(batch [0-9a-f]{8}\)$/.test(x.message),
      ),
    ).toBe(true);
  });

  it('each caller reads its own wallet only; any other is 404; staff read any', async () => {
    const own: [DemoKey, number, number][] = [
      ['partner', 2, ids.partner],
      ['driver', 3, ids.driver],
      ['shipperA', 1, ids.companyA],
      ['shipperB', 1, ids.companyB],
      ['broker', 1, ids.broker],
    ];
    for (const [who, type, id] of own) {
      expect((await getWallet(who, type, id)).statusCode, `${who} own`).toBe(200);
      for (const [other, otherType, otherId] of own) {
        if (other !== who) expectError(await getWallet(who, otherType, otherId), 404, MESSAGES.notFound);
      }
      expect((await getWallet('csr', type, id)).statusCode, `csr reads ${who}`).toBe(200);
    }
    expectError(await getWallet('driver', 3, ids.otherDriver), 404, MESSAGES.notFound);
    expectError(await getWallet('partner', 3, ids.driver), 404, MESSAGES.notFound);
    expectError(await getWallet('shipperA', 2, ids.companyA), 404, MESSAGES.notFound);
  });

  it('the holder picker is for staff: companies by name, partners and drivers by name or phone', async () => {
    const pick = async (query: string) => {
      const res = await t.as(token.csr, 'GET', `/api/wallet/holders${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as WalletHolder[];
    };
    expect(await pick('?type=1&q=indus')).toContainEqual({ id: ids.companyA, name: 'Indus Foods (Pvt) Ltd', type: 1 });
    expect(await pick('?type=2&q=03041234567')).toEqual([{ id: ids.partner, name: 'Tariq Transport', type: 2 }]);
    expect(await pick('?type=3&q=aslam')).toEqual([{ id: ids.driver, name: 'Muhammad Aslam', type: 3 }]);
    const all = await pick('');
    expect(all.length).toBeLessThanOrEqual(50);
    expect(new Set(all.map((h) => h.type))).toEqual(new Set([1, 2, 3]));
    expectError(await t.as(token.csr, 'GET', '/api/wallet/holders?type=7'), 400, MESSAGES.invalidAccountHolderType);
    for (const who of ['shipperA', 'partner', 'driver', 'broker'] as const)
      expectError(await t.as(token[who], 'GET', '/api/wallet/holders?type=1'), 403, MESSAGES.forbidden);
  });
});

describe('POST /api/wallet/transaction', () => {
  it('staff credit and debit a wallet; amounts come back in Rs to the paisa', async () => {
    const holder = await newCompany('Manual Entry Traders');
    const credit = await postTx({
      accountHolderTypeId: 1,
      accountHolderId: holder.accountHolderId,
      type: 'CREDIT',
      amount: 1234.56,
      message: 'Deposit by cheque 1001',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().data).toMatchObject({
      amount: 1234.56,
      type: 'CREDIT',
      balanceAfter: 1234.56,
      message: 'Deposit by cheque 1001',
      bookingId: null,
      accountHolderTypeId: 1,
      accountHolderId: holder.accountHolderId,
    });
    const debit = await postTx({
      accountHolderTypeId: 1,
      accountHolderId: holder.accountHolderId,
      type: 'DEBIT',
      amount: 234.57,
      message: 'Correction of a charge',
    });
    expect(debit.statusCode, debit.body).toBe(201);
    expect(debit.json().data).toMatchObject({ amount: 234.57, type: 'DEBIT', balanceAfter: 999.99 });
    expect(await wallet('csr', 1, holder.accountHolderId, 7)).toMatchObject({
      accountBalance: 999.99,
      creditAmount: 1234.56,
      debitAmount: 234.57,
    });
    const [row] = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, debit.json().data.id));
    expect(row).toMatchObject({ amountMinor: 23_457, balanceAfterMinor: 99_999 });
    expect(await account(holder)).toMatchObject({ balanceMinor: 99_999, creditMinor: 123_456, debitMinor: 23_457 });
  });

  it('a debit below the floor is 409 and writes nothing; the floor itself may be reached', async () => {
    const holder = await newCompany('Floor Test Traders');
    expect(
      (
        await postTx({
          accountHolderTypeId: 1,
          accountHolderId: holder.accountHolderId,
          type: 'CREDIT',
          amount: 100,
          message: 'Deposit',
        })
      ).statusCode,
    ).toBe(201);
    const before = await ledgerCount(holder);
    expectError(
      await postTx({
        accountHolderTypeId: 1,
        accountHolderId: holder.accountHolderId,
        type: 'DEBIT',
        amount: 100.01,
        message: 'Too much',
      }),
      409,
      MESSAGES.belowFloor,
    );
    expect(await ledgerCount(holder)).toBe(before);
    expect(await account(holder)).toMatchObject({ balanceMinor: 10_000, debitMinor: 0 });
    // A holder with no account: the refused debit leaves no account row behind either.
    const fresh = await newCompany('Never Funded Traders');
    expectError(
      await postTx({
        accountHolderTypeId: 1,
        accountHolderId: fresh.accountHolderId,
        type: 'DEBIT',
        amount: 1,
        message: 'Nothing there',
      }),
      409,
      MESSAGES.belowFloor,
    );
    expect(await account(fresh)).toBeUndefined();
    // Company A's credit line: down to −500,000 Rs exactly, not a paisa further.
    const a = { accountHolderTypeId: 1 as const, accountHolderId: ids.companyA };
    const { balanceMinor, floorMinor } = await account(a);
    const toFloor = await postTx({
      accountHolderTypeId: 1,
      accountHolderId: ids.companyA,
      type: 'DEBIT',
      amount: toMajor(balanceMinor - floorMinor),
      message: 'Use the whole credit line',
    });
    expect(toFloor.statusCode, toFloor.body).toBe(201);
    expect(toFloor.json().data.balanceAfter).toBe(-500_000);
    const count = await ledgerCount(a);
    expectError(
      await postTx({
        accountHolderTypeId: 1,
        accountHolderId: ids.companyA,
        type: 'DEBIT',
        amount: 0.01,
        message: 'One paisa more',
      }),
      409,
      MESSAGES.belowFloor,
    );
    expect(await ledgerCount(a)).toBe(count);
    expect((await account(a)).balanceMinor).toBe(-50_000_000);
  });

  it('refuses bad amounts, types, messages and holders', async () => {
    const base = {
      accountHolderTypeId: 1,
      accountHolderId: ids.companyB,
      type: 'CREDIT',
      amount: 10,
      message: 'Adjustment',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1.005 }, MESSAGES.amountDecimals],
      [{ amount: 10.123 }, MESSAGES.amountDecimals],
      [{ amount: 0 }, MESSAGES.mustBePositive],
      [{ amount: -5 }, MESSAGES.mustBePositive],
      [{ amount: 10_000_000.01 }, MESSAGES.amountTooLarge],
      [{ amount: 1e15 }, MESSAGES.amountTooLarge],
      [{ amount: undefined }, MESSAGES.fillRequired],
      [{ type: 'REFUND' }, MESSAGES.invalidTransactionType],
      [{ type: undefined }, MESSAGES.invalidTransactionType],
      [{ message: '' }, MESSAGES.transactionMessageRequired],
      [{ message: 'x'.repeat(201) }, MESSAGES.transactionMessageMax],
      [{ accountHolderTypeId: 4 }, MESSAGES.invalidAccountHolderType],
    ];
    const before = await ledgerCount({ accountHolderTypeId: 1, accountHolderId: ids.companyB });
    for (const [change, message] of cases) expectError(await postTx({ ...base, ...change }), 400, message);
    expect(await ledgerCount({ accountHolderTypeId: 1, accountHolderId: ids.companyB })).toBe(before);
    expect((await postTx({ ...base, amount: 10_000_000, message: 'x'.repeat(200) })).statusCode).toBe(201);
    expect((await postTx({ ...base, amount: '19.99' })).json().data.amount).toBe(19.99);
    expectError(await postTx({ ...base, accountHolderId: 999_999 }), 404, MESSAGES.notFound);
  });

  it('is for staff only', async () => {
    for (const who of ['shipperA', 'broker', 'partner', 'driver'] as const) {
      expectError(
        await postTx(
          { accountHolderTypeId: 2, accountHolderId: ids.partner, type: 'CREDIT', amount: 10, message: 'Gift' },
          who,
        ),
        403,
        MESSAGES.forbidden,
      );
    }
  });

  it('has no route that changes or deletes a transaction: corrections are new transactions', async () => {
    const [row] = await t.database.db.select({ id: walletTransactions.id }).from(walletTransactions).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const url of [`/api/wallet/transaction/${row.id}`, '/api/wallet/transaction']) {
        const res = await t.as(token.csr, method, url, method === 'DELETE' ? undefined : { amount: 1 });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(
      t.app.routeTable
        .filter((r) => r.url.startsWith('/api/wallet') && r.method !== 'GET' && r.method !== 'HEAD')
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual(['POST /api/wallet/transaction']);
  });
});
