import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '#domain/schemas/users';
import type { Db } from '../db/client';
import { companies, roles, users } from '../db/schema';
import { escapeLike } from '../db/query';

/** A user as staff see one: never a password or PIN hash. */
export const userColumns = {
  id: users.id,
  userType: users.userType,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  companyId: users.companyId,
  companyName: companies.name,
  roleId: users.roleId,
  roleName: roles.name,
  countryId: users.countryId,
  locale: users.locale,
  ssn: users.ssn,
  blockStatus: users.blockStatus,
  blockReasonId: users.blockReasonId,
  blockDetails: users.blockDetails,
  blockedAt: users.blockedAt,
  createdAt: users.createdAt,
  version: users.version,
};

export const selectUsers = (db: Db) =>
  db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId));

/** Users that are not deleted, filtered by type, status, company and a name/phone/email search. */
export async function listUsers(db: Db, query: UserListQuery) {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.userType) conditions.push(eq(users.userType, query.userType));
  if (query.blockStatus) conditions.push(eq(users.blockStatus, query.blockStatus));
  if (query.companyId) conditions.push(eq(users.companyId, query.companyId));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.phoneNumber, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const [content, [{ total }]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { content, total };
}

export async function findUser(db: Db, id: number) {
  const [row] = await selectUsers(db).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}
