import { and, eq, isNull } from 'drizzle-orm';
import { USER_TYPE } from '#domain/userTypes';
import type { Conn } from '../db/query';
import { users } from '../db/schema';

/** A partner account (not deleted) with its name, or undefined. */
export async function findPartnerAccount(db: Conn, id: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, USER_TYPE.PARTNER), isNull(users.deletedAt)));
  return row;
}
