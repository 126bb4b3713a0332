import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { USER_TYPE } from '#domain/userTypes';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { escapeLike } from '../db/query';

const LIMIT = 50;

/** Partners by name, up to 50, whose name or phone contains q (every partner without q). */
export async function searchPartners(db: Db, q: string | undefined) {
  const conditions: (SQL | undefined)[] = [eq(users.userType, USER_TYPE.PARTNER)];
  if (q)
    conditions.push(or(ilike(users.fullName, `%${escapeLike(q)}%`), ilike(users.phoneNumber, `%${escapeLike(q)}%`)));
  return db
    .select({ id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.fullName))
    .limit(LIMIT);
}
