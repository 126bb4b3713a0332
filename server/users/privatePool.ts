import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import type { Db } from '../db/client';
import { companies, privatePoolMembers, users } from '../db/schema';
import { badRequest } from '../http/errors';

/** Adds a partner to a company's private loadboard (again changes nothing); both must exist. */
export async function invitePartner(
  db: Db,
  { companyId, partnerId, invitedBy }: { companyId: number; partnerId: number; invitedBy: number },
) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest(MESSAGES.invalidCompany);
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, partnerId), eq(users.userType, USER_TYPE.PARTNER), isNull(users.deletedAt)));
  if (!partner) throw badRequest(MESSAGES.invalidPartner);
  await db.insert(privatePoolMembers).values({ companyId, partnerId, invitedBy }).onConflictDoNothing();
}

/** The partners in a company's private loadboard. */
export const poolPartners = (db: Db, companyId: number) =>
  db
    .select({
      partnerId: users.id,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      invitedAt: privatePoolMembers.createdAt,
    })
    .from(privatePoolMembers)
    .innerJoin(users, eq(users.id, privatePoolMembers.partnerId))
    .where(eq(privatePoolMembers.companyId, companyId));
