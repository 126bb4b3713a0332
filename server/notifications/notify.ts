import { and, eq, isNull, ne } from 'drizzle-orm';
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX, type NotificationKind } from '#domain/notifications';
import { BLOCK_STATUS } from '#domain/userTypes';
import type { Conn } from '../db/query';
import { notifications, users } from '../db/schema';
import { publishPersonal } from '../live/publish';

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
}

/** One notification per user (duplicates and empty lists are fine). */
export async function notifyUsers(tx: Conn, userIds: readonly number[], input: NotificationInput) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const row = {
    kind: input.kind,
    title: input.title.slice(0, NOTIFICATION_TITLE_MAX),
    body: input.body.slice(0, NOTIFICATION_BODY_MAX),
    link: input.link ?? null,
  };
  const made = await tx
    .insert(notifications)
    .values(unique.map((userId) => ({ ...row, userId })))
    .returning({ id: notifications.id, userId: notifications.userId });
  // Each recipient's bell counts it at once (the change feed, heard on commit).
  for (const { id, userId } of made) await publishPersonal(tx, 'notifications', id, userId);
}

/** Every active (not deleted, not blocked) user of a company. */
export async function companyUserIds(tx: Conn, companyId: number) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), ne(users.blockStatus, BLOCK_STATUS.BLOCKED)));
  return rows.map((r) => r.id);
}

/** Notifies every active user of a shipper company. */
export async function notifyCompany(tx: Conn, companyId: number, input: NotificationInput) {
  await notifyUsers(tx, await companyUserIds(tx, companyId), input);
}
