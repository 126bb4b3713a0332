import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { NotificationListQuery } from '#domain/schemas/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};
type Row = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
};
const shown = ({ readAt, createdAt, ...row }: Row) => ({ ...row, read: readAt !== null, readAt, createdAt });

/** The caller's own notifications, newest first; `unread` true/false narrows them; with the caller's unread count. */
export async function listNotifications(db: Db, userId: number, query: NotificationListQuery) {
  const own = eq(notifications.userId, userId);
  const conditions: (SQL | undefined)[] = [own];
  if (query.unread === true) conditions.push(isNull(notifications.readAt));
  if (query.unread === false) conditions.push(isNotNull(notifications.readAt));
  const where = and(...conditions);
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(notifications).where(where),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(own, isNull(notifications.readAt))),
  ]);
  return { content: rows.map(shown), total, unreadCount: unread };
}

/** Marks every unread notification of the caller read; answers how many changed. */
export async function markAllRead(db: Db, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks one of the caller's notifications read or unread; undefined when it is not theirs (or absent). */
export async function setRead(db: Db, userId: number, id: number, read: boolean) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: read ? new Date() : null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(columns);
  return row ? shown(row) : undefined;
}
