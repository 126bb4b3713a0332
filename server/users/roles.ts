import { asc, count, eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import type { roleSchema } from '#domain/schemas/roles';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import { unlessDuplicate } from '../http/unique';
import type { VersionedWrite } from '../http/versioned';
import { mayGrantRole, type Granter } from '#domain/grants';

type RoleInput = InferType<typeof roleSchema>;

/** A route that changes a role: the version it was based on is checked by write() (server/http/write.ts). */
export const roleWrite: VersionedWrite = { table: roles, resource: 'roles' };

const withUsers = (db: Db) =>
  db
    .select({
      id: roles.id,
      name: roles.name,
      permissions: roles.permissions,
      createdAt: roles.createdAt,
      version: roles.version,
      userCount: count(users.id),
    })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id);

/** Roles by name, each with how many users hold it. */
export const listRoles = (db: Db) => withUsers(db).orderBy(asc(roles.name));

/** The roles this granter may give: those whose permissions the granter holds too (src/domain/grants.ts). */
export async function grantableRoles(db: Db, granter: Granter) {
  return (await listRoles(db)).filter((role) => mayGrantRole(granter, role.permissions));
}

export async function findRole(db: Db, id: number) {
  const [row] = await withUsers(db).where(eq(roles.id, id));
  return row;
}

/** A new role; a name another role has is refused. */
export async function createRole(db: Db, input: RoleInput) {
  const [row] = await unlessDuplicate(MESSAGES.roleNameTaken, () =>
    db.insert(roles).values(input).returning({ id: roles.id }),
  );
  return findRole(db, row.id);
}

export async function updateRole(db: Db, id: number, input: RoleInput) {
  await unlessDuplicate(MESSAGES.roleNameTaken, () =>
    db.update(roles).set(input).where(eq(roles.id, id)).returning({ id: roles.id }),
  );
  return findRole(db, id);
}

export async function deleteRole(db: Db, id: number) {
  await db.delete(roles).where(eq(roles.id, id));
}
