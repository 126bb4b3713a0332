import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, PRODUCTION_COST, verifyPassword } from '../../../server/auth/passwords';
import { users } from '../../../server/db/schema';
import { testAppPerFile } from '../testApp';

const t = testAppPerFile();

const costOf = (stored: string) => stored.split('$').slice(1, 4).map(Number);

describe('password hash cost', () => {
  it('production (no vitest) hashes at N=16384, r=8, p=1 whatever TEST_PASSWORD_SCRYPT_N says', async () => {
    expect(PRODUCTION_COST).toEqual({ N: 16384, r: 8, p: 1 });
    expect(hashCost({})).toEqual(PRODUCTION_COST);
    expect(hashCost({ TEST_PASSWORD_SCRYPT_N: '1024' })).toEqual(PRODUCTION_COST);
    expect(hashCost({ VITEST: 'true', TEST_PASSWORD_SCRYPT_N: 'cheap' })).toEqual(PRODUCTION_COST);
    expect(costOf(await hashPassword('demo1234', hashCost({})))).toEqual([16384, 8, 1]);
  });

  it('the tests hash at their lower cost, seeded users included', async () => {
    expect(hashCost()).toEqual({ N: 1024, r: 8, p: 1 });
    expect(costOf(await hashPassword('demo1234'))).toEqual([1024, 8, 1]);
    const seeded = await t.database.db.select({ passwordHash: users.passwordHash }).from(users);
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((user) => costOf(user.passwordHash ?? '')[0]))).toEqual(new Set([1024]));
    // And a seeded user still signs in with the demo password.
    expect((await t.login('shipperA')).token).toBeTruthy();
  });

  it('a hash made at one cost still verifies after the cost setting changes, and only for its password', async () => {
    const atProduction = await hashPassword('demo1234', PRODUCTION_COST);
    const atTest = await hashPassword('demo1234', hashCost({ VITEST: 'true', TEST_PASSWORD_SCRYPT_N: '1024' }));
    for (const stored of [atProduction, atTest]) {
      expect(await verifyPassword('demo1234', stored)).toBe(true);
      expect(await verifyPassword('demo12345', stored)).toBe(false);
    }
  });
});
