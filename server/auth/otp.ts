import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, OTP_VERIFIED_WINDOW_MS } from '#domain/limits';
import { MESSAGES } from '#domain/messages';
import type { Db } from '../db/client';
import { otps } from '../db/schema';
import { badRequest } from '../http/errors';
import { USER_TYPE } from '#domain/userTypes';
import { findUserByUsername } from './accounts';
import { enqueue } from '../outbox/enqueue';
import { codeMessage } from '../outbox/codeMessage';

/** What a code is for; a code of one purpose never works for another. */
export const OTP_PURPOSE = {
  userPhone: 'phone:user',
  driverPhone: 'phone:driver',
  forgotPassword: 'forgot-password',
} as const;
export type OtpPurpose = (typeof OTP_PURPOSE)[keyof typeof OTP_PURPOSE];

const hashCode = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}\u0000${target}\u0000${code}`).digest();

const normalizeTarget = (target: string) => target.trim().toLowerCase();

/**
 * Issues a fresh code (any older unused one stops working) and queues its message in the same
 * transaction: the sender loops deliver it once the code is kept.
 */
export async function issueOtp(db: Db, purpose: OtpPurpose, target: string) {
  const to = normalizeTarget(target);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(otps)
      .set({ usedAt: new Date() })
      .where(and(eq(otps.purpose, purpose), eq(otps.target, to), isNull(otps.usedAt)));
    await tx.insert(otps).values({
      purpose,
      target: to,
      codeHash: hashCode(purpose, to, code).toString('base64'),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
    await enqueue(tx, await codeMessage(tx, purpose, to, code));
  });
}

/**
 * Checks a code against the latest live one. A wrong guess counts an attempt; after
 * OTP_MAX_ATTEMPTS the code is dead. `consume` makes a right code single-use.
 */
export async function checkOtp(db: Db, purpose: OtpPurpose, target: string, code: string, consume: boolean) {
  const to = normalizeTarget(target);
  const [live] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.purpose, purpose), eq(otps.target, to), isNull(otps.usedAt), gt(otps.expiresAt, new Date())))
    .orderBy(desc(otps.id))
    .limit(1);
  if (!live) throw badRequest(MESSAGES.invalidOtp);
  // Every guess takes one attempt atomically before the code is compared: of parallel guesses at a
  // code, at most OTP_MAX_ATTEMPTS are ever compared, whatever their timing.
  const [counted] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, live.id), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otps.id });
  if (!counted) throw badRequest(MESSAGES.invalidOtp);
  const expected = Buffer.from(live.codeHash, 'base64');
  if (!timingSafeEqual(expected, hashCode(purpose, to, code))) throw badRequest(MESSAGES.invalidOtp);
  const now = new Date();
  // A right code gives its attempt back: checking it and then using it (validate, then reset) costs no guesses.
  const attempts = sql`${otps.attempts} - 1`;
  const used = await db
    .update(otps)
    .set(
      consume
        ? { verifiedAt: live.verifiedAt ?? now, usedAt: now, attempts }
        : { verifiedAt: live.verifiedAt ?? now, attempts },
    )
    .where(and(eq(otps.id, live.id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  if (used.length === 0) throw badRequest(MESSAGES.invalidOtp);
}

const verifiedRecently = (purpose: OtpPurpose, target: string) =>
  and(
    eq(otps.purpose, purpose),
    eq(otps.target, normalizeTarget(target)),
    isNull(otps.usedAt),
    isNotNull(otps.verifiedAt),
    gt(otps.verifiedAt, new Date(Date.now() - OTP_VERIFIED_WINDOW_MS)),
  );

/** Whether a code was validated recently and is still unused (signup checks this before anything else). */
export async function hasVerifiedOtp(db: Db, purpose: OtpPurpose, target: string): Promise<boolean> {
  const [row] = await db.select({ id: otps.id }).from(otps).where(verifiedRecently(purpose, target)).limit(1);
  return row !== undefined;
}

/** Uses up a code that was validated recently (signup after the phone check). */
export async function consumeVerifiedOtp(db: Db, purpose: OtpPurpose, target: string): Promise<boolean> {
  const used = await db
    .update(otps)
    .set({ usedAt: new Date() })
    .where(verifiedRecently(purpose, target))
    .returning({ id: otps.id });
  return used.length > 0;
}

/** Forgot password (both SPEC paths): a code goes out only to an existing non-driver user, but the answer never says. */
export async function sendPasswordResetCode(db: Db, username: string, isEmail: boolean) {
  const user = await findUserByUsername(db, username, isEmail);
  if (user && user.userType !== USER_TYPE.DRIVER) await issueOtp(db, OTP_PURPOSE.forgotPassword, username);
}
