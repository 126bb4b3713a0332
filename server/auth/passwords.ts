import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
export const PRODUCTION_COST: ScryptOptions = { N: 16384, r: 8, p: 1 };

/**
 * The cost new hashes are made at. Tests only may lower N (TEST_PASSWORD_SCRYPT_N, honoured under
 * vitest alone) so hundreds of test logins do not each spend ~45 ms; a stored hash carries its own
 * parameters, so it verifies whatever the setting is now.
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): ScryptOptions {
  const testN = Number(env.TEST_PASSWORD_SCRYPT_N);
  if (!env.VITEST || !Number.isInteger(testN) || testN < 2) return PRODUCTION_COST;
  return { ...PRODUCTION_COST, N: testN };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash", all parameters kept so the cost can be raised later. */
export async function hashPassword(password: string, cost: ScryptOptions = hashCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stand-in hash for unknown users, so a login costs the same whether or not the user exists. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(12).toString('hex')));
