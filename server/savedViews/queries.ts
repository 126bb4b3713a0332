import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '#domain/messages';
import { SAVED_VIEW_LIMITS } from '#domain/savedViews';
import type { SavedViewInput } from '#domain/schemas/savedViews';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { roles, savedViewDefaults, savedViews, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import type { VersionedWrite } from '../http/versioned';
import { isInternal } from '../auth/guard';

/** A route that changes a view: the version it was based on is checked by write() (server/http/write.ts). */
export const savedViewWrite: VersionedWrite = { table: savedViews, resource: 'saved-views' };

/** The views `user` may see: their own, and those shared with their role. */
const visibleTo = (user: AuthUser): SQL =>
  user.roleId === null
    ? eq(savedViews.ownerId, user.id)
    : (or(eq(savedViews.ownerId, user.id), eq(savedViews.sharedWithRoleId, user.roleId)) as SQL);

const selectViews = (db: Db, user: AuthUser, where: SQL | undefined) =>
  db
    .select({
      id: savedViews.id,
      list: savedViews.list,
      name: savedViews.name,
      ownerId: savedViews.ownerId,
      ownerName: users.fullName,
      sharedWithRoleId: savedViews.sharedWithRoleId,
      sharedWithRoleName: roles.name,
      query: savedViews.query,
      isDefault: sql<boolean>`${savedViewDefaults.viewId} is not null`,
      mine: sql<boolean>`${savedViews.ownerId} = ${user.id}`,
      updatedAt: savedViews.updatedAt,
      version: savedViews.version,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .leftJoin(roles, eq(roles.id, savedViews.sharedWithRoleId))
    .leftJoin(
      savedViewDefaults,
      and(eq(savedViewDefaults.viewId, savedViews.id), eq(savedViewDefaults.userId, user.id)),
    )
    .where(and(visibleTo(user), where))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));

/** The caller's views by name, of one list or of every list: their own and those shared with their role. */
export const listSavedViews = (db: Db, user: AuthUser, list: string | null | undefined) =>
  selectViews(db, user, list ? eq(savedViews.list, list) : undefined);

/** The view of `id` as the caller sees it; 404 when they may not see it. */
export async function findSavedView(db: Db, user: AuthUser, id: number) {
  const [view] = await selectViews(db, user, eq(savedViews.id, id));
  if (!view) throw notFound();
  return view;
}

/** The caller's own view of `id`: one shared with them may be used, not changed. */
export async function ownSavedView(db: Db, user: AuthUser, id: number) {
  const view = await findSavedView(db, user, id);
  if (!view.mine) throw forbidden(MESSAGES.savedViewOwnerOnly);
  return view;
}

/** Sharing is staff's (roles are staff's), and only with a role that exists. */
async function checkSharing(db: Db, user: AuthUser, roleId: number | null) {
  if (roleId === null) return;
  if (!isInternal(user)) throw forbidden(MESSAGES.savedViewShareStaffOnly);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw badRequest(MESSAGES.invalidRole);
}

export async function createSavedView(db: Db, user: AuthUser, input: SavedViewInput) {
  await checkSharing(db, user, input.sharedWithRoleId);
  const [{ owned }] = await db
    .select({ owned: count() })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, user.id), eq(savedViews.list, input.list)));
  if (owned >= SAVED_VIEW_LIMITS.perList) throw conflict(MESSAGES.savedViewLimit);
  const [row] = await db
    .insert(savedViews)
    .values({ ...viewValues(input), ownerId: user.id })
    .returning({ id: savedViews.id });
  return row.id;
}

export async function updateSavedView(db: Db, user: AuthUser, id: number, input: SavedViewInput) {
  const view = await ownSavedView(db, user, id);
  if (view.list !== input.list) throw badRequest(MESSAGES.savedViewListInvalid);
  await checkSharing(db, user, input.sharedWithRoleId);
  await db
    .update(savedViews)
    .set({ ...viewValues(input), updatedAt: new Date() })
    .where(eq(savedViews.id, id));
}

const viewValues = ({ list, name, sharedWithRoleId, query }: SavedViewInput) => ({
  list,
  name,
  sharedWithRoleId,
  query,
});

export const deleteSavedView = (db: Db, id: number) => db.delete(savedViews).where(eq(savedViews.id, id));

/** Makes `viewId` (one the caller may see, of that list) the list's default for the caller; null: none. */
export async function setDefaultView(db: Db, user: AuthUser, list: string, viewId: number | null) {
  await db
    .delete(savedViewDefaults)
    .where(and(eq(savedViewDefaults.userId, user.id), eq(savedViewDefaults.list, list)));
  if (viewId === null) return;
  const view = await findSavedView(db, user, viewId);
  if (view.list !== list) throw badRequest(MESSAGES.savedViewListInvalid);
  await db.insert(savedViewDefaults).values({ userId: user.id, list, viewId });
}
