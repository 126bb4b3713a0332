import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BLOCK_STATUS } from '../../src/domain/userTypes';
import type { UserStatusInput } from '../../src/domain/schemas/users';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { revokeUserSessions } from '../auth/sessions';

/** A password that passes SPEC §5 (letters and digits, 14 long), for an account made without one. */
export const randomPassword = () => `${randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x')}a7`;

/** SPEC §4 block (1, with its reason and details) or unblock (2); blocking ends every session at once. */
export async function setBlockStatus(db: Db, userId: number, { blockStatus, reasonId, details }: UserStatusInput) {
  const blocking = blockStatus === BLOCK_STATUS.BLOCKED;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ blockStatus, blockReasonId: blocking ? reasonId : null, blockDetails: blocking ? (details ?? null) : null, blockedAt: blocking ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (blocking) await revokeUserSessions(tx as unknown as Db, userId);
  });
}

/** Deleting keeps the records the account made (shipments, bids) but ends it for good. */
export async function deleteAccount(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: new Date(), blockStatus: BLOCK_STATUS.BLOCKED, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserSessions(tx as unknown as Db, userId);
  });
}
