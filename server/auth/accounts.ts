import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, roles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A username is a phone number, or an email when isEmail is set (SPEC §7 login body). */
export async function findUserByUsername(db: Db, username: string, isEmail: boolean): Promise<UserRow | undefined> {
  const value = username.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(isEmail ? eq(sql`lower(${users.email})`, value.toLowerCase()) : eq(users.phoneNumber, value))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** What the portal keeps of the signed-in user (SPEC §3 user, minus secrets), with company and role. */
export async function loadProfile(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      roleId: users.roleId,
      companyId: users.companyId,
      companyName: companies.name,
      fullName: users.fullName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      locale: users.locale,
      countryId: users.countryId,
      preferences: users.preferences,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  if (!row) return undefined;
  const { roleName, permissions, ...user } = row;
  const role = user.roleId ? { id: user.roleId, name: roleName ?? '', permissions: permissions ?? [] } : undefined;
  return { user, roles: role ? [role] : [] };
}
