import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import type { companyProjectCreateSchema, companyProjectUpdateSchema } from '#domain/schemas/companies';
import type { AuthUser } from '../context';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { companies, companyGroups, shipments, users } from '../db/schema';
import { matchesAny, pageOf, sortedPage } from '../db/query';
import { badRequest, conflict, notFound } from '../http/errors';
import type { VersionedWrite } from '../http/versioned';

/** A route that changes a project: the version it was based on is checked by write() (server/http/write.ts). */
export const companyProjectWrite: VersionedWrite = { table: companies, resource: 'company-projects' };

const projectColumns = {
  id: companies.id,
  name: companies.name,
  groupId: companies.groupId,
  groupName: companyGroups.name,
  email: companies.email,
  phoneNumber: companies.phoneNumber,
  strn: companies.strn,
  isContractualAllowed: companies.isContractualAllowed,
  projectVerticalTypeId: companies.projectVerticalTypeId,
  countryId: companies.countryId,
  marginTypeId: companies.marginTypeId,
  marginValue: companies.marginValue,
  createdAt: companies.createdAt,
  version: companies.version,
};

const selectProjects = (db: Db) =>
  db.select(projectColumns).from(companies).leftJoin(companyGroups, eq(companyGroups.id, companies.groupId));

/** A broker's group: its own adda's. Its projects are the group's; it sees no other. */
export async function brokerGroupId(db: Db, user: AuthUser) {
  const [own] = await db
    .select({ groupId: companies.groupId })
    .from(companies)
    .where(eq(companies.id, user.companyId ?? -1));
  return own?.groupId ?? null;
}

/** Which projects the caller may see: staff every one, a broker its own adda and its group's. */
async function visibleTo(db: Db, user: AuthUser): Promise<SQL | undefined> {
  if (user.userType === USER_TYPE.INTERNAL) return undefined;
  const groupId = await brokerGroupId(db, user);
  return groupId === null
    ? eq(companies.id, user.companyId ?? -1)
    : or(eq(companies.id, user.companyId ?? -1), eq(companies.groupId, groupId));
}

/** The projects the caller may see by name (then id), searched and of one group if asked; one page and how many match. */
export async function listCompanyProjects(
  db: Db,
  user: AuthUser,
  query: { q?: string; groupId?: number; createdByMe?: boolean; page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [
    matchesAny(query.q, companies.name),
    query.groupId ? eq(companies.groupId, query.groupId) : undefined,
    query.createdByMe ? madeBy(user) : undefined,
    await visibleTo(db, user),
  ];
  const rows = selectProjects(db).$dynamic();
  const page = pageOf(query);
  const { content, total } = await sortedPage(db, rows, companies, companies.name, and(...conditions), page);
  return { content, total, page };
}

/** The project of `id` when the caller may see it; 404 otherwise. */
export async function findVisibleProject(db: Db, user: AuthUser, id: number) {
  const [row] = await selectProjects(db).where(and(eq(companies.id, id), await visibleTo(db, user)));
  if (!row) throw notFound();
  return row;
}

/** A project as the API answers it (the caller was checked already). */
export async function findProject(db: Db, id: number) {
  return (await selectProjects(db).where(eq(companies.id, id)))[0];
}

/** A project's group must exist (400 otherwise). */
async function assertGroupExists(db: Db, groupId: number) {
  const [group] = await db.select({ id: companyGroups.id }).from(companyGroups).where(eq(companyGroups.id, groupId));
  if (!group) throw badRequest(MESSAGES.invalidGroup);
}

/**
 * Creates the project and, when it names a password, its shipper login, in one transaction; answers
 * its id. An unknown group is a 400.
 */
export async function createCompanyProject(
  db: Db,
  input: InferType<typeof companyProjectCreateSchema>,
  createdBy: number,
) {
  await assertGroupExists(db, input.groupId);
  return db.transaction(async (tx) => {
    const {
      password,
      confirmPassword: _c,
      ...project
    } = input as typeof input & { password?: string; confirmPassword?: string };
    const [row] = await tx
      .insert(companies)
      .values({ ...project, createdBy })
      .returning({ id: companies.id });
    // A broker's project is the broker's to run: it opens no login, so the phone and e-mail it names
    // stay free for their real owner to sign up with.
    if (password !== undefined) {
      await tx.insert(users).values({
        userType: USER_TYPE.SHIPPER,
        companyId: row.id,
        fullName: input.name,
        email: input.email ?? null,
        phoneNumber: input.phoneNumber,
        passwordHash: await hashPassword(password),
        countryId: input.countryId,
      });
    }
    return row.id;
  });
}

/** Changes the project (an unknown group is a 400); answers it as it is now. */
export async function updateCompanyProject(db: Db, id: number, input: InferType<typeof companyProjectUpdateSchema>) {
  await assertGroupExists(db, input.groupId);
  await db.update(companies).set(input).where(eq(companies.id, id));
  return findProject(db, id);
}

/** Deletes a project that has no shipments and no users (409 otherwise). */
export async function deleteCompanyProject(db: Db, id: number) {
  // A broker's shipment is its adda's but names the project it is for: that is a use too.
  const [{ used }] = await db
    .select({ used: count() })
    .from(shipments)
    .where(or(eq(shipments.companyId, id), eq(shipments.projectId, id)));
  const [{ people }] = await db.select({ people: count() }).from(users).where(eq(users.companyId, id));
  if (used > 0 || people > 0) throw conflict(MESSAGES.projectInUse);
  await db.delete(companies).where(eq(companies.id, id));
}

/**
 * The project a broker's shipment is for: its own adda, or a project made by the adda's brokers and
 * still in its group (SPEC §5: brokers create projects); any other is 400 invalidProject. The shipment
 * stays the broker's (its company).
 */
export async function brokerProjectId(db: Db, user: AuthUser, projectId: number | undefined) {
  if (projectId === undefined || projectId === user.companyId) return user.companyId;
  const groupId = await brokerGroupId(db, user);
  const maker = alias(users, 'project_maker');
  const [own] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(maker, eq(maker.id, companies.createdBy))
    .where(
      and(
        eq(companies.id, projectId),
        eq(maker.companyId, user.companyId ?? -1),
        groupId === null ? sql`false` : eq(companies.groupId, groupId),
      ),
    );
  if (!own) throw badRequest(MESSAGES.invalidProject);
  return own.id;
}

/** Projects made by the caller, or, for a broker, by any broker of its adda (colleagues share their projects). */
function madeBy(user: AuthUser): SQL {
  if (user.userType !== USER_TYPE.DEMAND_ADDA || user.companyId === null) return eq(companies.createdBy, user.id);
  return sql`${companies.createdBy} in (select ${users.id} from ${users} where ${users.companyId} = ${user.companyId})`;
}
