import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, roles, users } from '../db/schema';
import type { SignupBody } from '#domain/schemas/auth';
import { hashPassword } from './passwords';

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

/** Stores a new password for the user (only its hash). */
export async function setPassword(db: Db, userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Stores a new PIN for the user (only its hash, in users.pin_hash). */
export async function setPin(db: Db, userId: number, pin: string) {
  const pinHash = await hashPassword(pin);
  await db.update(users).set({ pinHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** A signed-up shipper or broker: its new company and its user, together or not at all. */
export async function createSignedUpAccount(db: Db, body: SignupBody) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: body.companyName }).returning();
    const [user] = await tx
      .insert(users)
      .values({
        userType: body.userType,
        companyId: company.id,
        fullName: body.fullName,
        email: body.email,
        phoneNumber: body.phoneNumber,
        passwordHash,
        locale: body.locale,
        countryId: body.countryId,
      })
      .returning({ id: users.id });
    return user;
  });
}
