import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import { USER_TYPE } from '#domain/userTypes';
import type { demandAddaSchema, demandAddaUpdateSchema } from '#domain/schemas/users';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';

/** A route that changes a broker's account (named by `:userId`): the version it was based on is checked by write() (server/http/write.ts). */
/** Creates the broker's adda (a company) and its account, in one transaction; answers the account's id. */
export async function createBroker(db: Db, input: InferType<typeof demandAddaSchema>, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: input.companyName, phoneNumber: input.phoneNumber, email: input.email, countryId: 1 })
      .returning({ id: companies.id });
    const [row] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.DEMAND_ADDA,
        companyId: company.id,
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        countryId: 1,
      })
      .returning({ id: users.id });
    return row.id;
  });
}

/** Changes the broker's name and contact and its adda's name, in one transaction. */
export async function updateBroker(
  db: Db,
  broker: { id: number; companyId: number | null },
  input: InferType<typeof demandAddaUpdateSchema>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ fullName: input.fullName, email: input.email, phoneNumber: input.phoneNumber, updatedAt: new Date() })
      .where(eq(users.id, broker.id));
    if (broker.companyId)
      await tx.update(companies).set({ name: input.companyName }).where(eq(companies.id, broker.companyId));
  });
}

/** Sets the broker's password; its sessions end. */
export async function setBrokerPassword(db: Db, userId: number, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId);
}
