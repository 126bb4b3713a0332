import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import { BLOCK_STATUS, isCompanyScoped } from '#domain/userTypes';
import { HOME_COUNTRY_ID } from '#domain/companies';
import { DEFAULT_LOCALE } from '#domain/locales';
import type { UserStatusInput, userCreateSchema, userUpdateSchema } from '#domain/schemas/users';
import type { Db } from '../db/client';
import { companies, countries, roles, users } from '../db/schema';
import { revokeUserSessions } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { badRequest } from '../http/errors';
import { unlessDuplicate } from '../http/unique';
import type { VersionedWrite } from '../http/versioned';

/** A route that changes a user named by `:userId`: the version it was based on is checked by write() (server/http/write.ts). */
export const userWrite: VersionedWrite = { table: users, resource: 'users', keyOf: 'userId' };

/** A password that passes SPEC §5 (letters and digits, 14 long), for an account made without one. */
export const randomPassword = () =>
  `${randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}a7`;

/** A role and (for company users) a company that exist. */
export async function checkUserReferences(
  db: Db,
  input: { roleId: number; companyId?: number; userType?: number; countryId?: number },
) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId));
  if (!role) throw badRequest(MESSAGES.roleRequired);
  if (input.countryId !== undefined) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId));
    if (!country) throw badRequest(MESSAGES.invalidCountry);
  }
  if (input.companyId) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
    if (!company) throw badRequest(MESSAGES.invalidCompany);
  }
}

/** A new user with this password; a phone or email another user has is refused. Answers its id. */
export async function createUser(db: Db, input: InferType<typeof userCreateSchema>, password: string) {
  const [row] = await unlessDuplicate(MESSAGES.phoneOrEmailTaken, async () =>
    db
      .insert(users)
      .values({
        userType: input.userType,
        roleId: input.roleId,
        companyId: isCompanyScoped(input.userType) ? input.companyId : null,
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash: await hashPassword(password),
        countryId: input.countryId ?? HOME_COUNTRY_ID,
        locale: input.locale ?? DEFAULT_LOCALE,
        ssn: input.ssn ?? null,
      })
      .returning({ id: users.id }),
  );
  return row.id;
}

/** Changes a user's name, contact, role and company; `ssnSent` tells an emptied ssn from one not sent. */
export async function updateUser(
  db: Db,
  user: { id: number; userType: number },
  input: InferType<typeof userUpdateSchema>,
  ssnSent: boolean,
) {
  await unlessDuplicate(MESSAGES.phoneOrEmailTaken, () =>
    db
      .update(users)
      .set({
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        roleId: input.roleId,
        companyId: isCompanyScoped(user.userType) ? input.companyId : null,
        // Sent: changed (an emptied ssn is removed); not sent: kept.
        ...(input.countryId !== undefined ? { countryId: input.countryId } : {}),
        ...(input.locale !== undefined ? { locale: input.locale } : {}),
        ...(ssnSent ? { ssn: input.ssn ?? null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id)),
  );
}

/** SPEC §4 block (1, with its reason and details) or unblock (2); blocking ends every session at once. */
export async function setBlockStatus(db: Db, userId: number, { blockStatus, reasonId, details }: UserStatusInput) {
  const blocking = blockStatus === BLOCK_STATUS.BLOCKED;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        blockStatus,
        blockReasonId: blocking ? reasonId : null,
        blockDetails: blocking ? (details ?? null) : null,
        blockedAt: blocking ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    if (blocking) await revokeUserSessions(tx as unknown as Db, userId);
  });
}

/** Deleting keeps the records the account made (shipments, bids) but ends it for good. */
export async function deleteAccount(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: new Date(), blockStatus: BLOCK_STATUS.BLOCKED, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx as unknown as Db, userId);
  });
}
