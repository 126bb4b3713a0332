import { notificationListQuerySchema, notificationStatusSchema } from '#domain/schemas/notifications';
import { currentUser } from '../auth/guard';
import { found } from '../http/errors';
import { ok } from '../http/envelope';
import { type Api, type RequestWith } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { MarkedAllRead, NotificationPage, NotificationRecord } from '#domain/records/notifications';
import { listNotifications, markAllRead, setRead } from './queries';

const tags = ['notifications'];

/**
 * SPEC §7 notifications: every signed-in user's own list, read state and "mark all read". SPEC names
 * the status path without a method: PUT and POST both work. Another user's notification answers 404.
 */
export default async function notificationRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/notification/user/all',
    {
      config: { access: 'notifications' },
      schema: docs({
        tags,
        summary:
          "The caller's notifications, newest first, paged (page zero-based, pageSize 20); unread=true|false filters; with unreadCount",
        querystring: notificationListQuerySchema,
        answer: DataOf(NotificationPage),
      }),
    },
    async (request) => {
      const query = request.query;
      const { content, total, unreadCount } = await listNotifications(db, currentUser(request).id, query);
      return ok({
        content,
        totalElements: total,
        totalPages: Math.ceil(total / query.pageSize),
        number: query.page,
        size: query.pageSize,
        unreadCount,
      });
    },
  );

  app.post(
    '/notification/markAllRead/user',
    {
      config: { access: 'notifications' },
      schema: docs({
        tags,
        summary: "Marks all the caller's notifications read; answers how many changed",
        answer: DataOf(MarkedAllRead),
      }),
    },
    async (request) => ok({ updated: await markAllRead(db, currentUser(request).id) }),
  );

  const updateStatus = async (request: RequestWith<{ body: typeof notificationStatusSchema }>) => {
    const { id, read } = request.body;
    return ok(found(await setRead(db, currentUser(request).id, id, read)));
  };
  const statusDocs = {
    config: { access: 'notifications' as const },
    schema: docs({
      tags,
      summary: "Marks one of the caller's notifications read or unread ({id, read})",
      body: notificationStatusSchema,
      answer: DataOf(NotificationRecord),
    }),
  };
  app.put('/notification/updateNotificationStatus', statusDocs, updateStatus);
  app.post('/notification/updateNotificationStatus', statusDocs, updateStatus);
}
