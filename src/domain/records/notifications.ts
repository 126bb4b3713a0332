import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_KIND } from '../notifications';
import { DateTime, NullableText, Nullable, Id, Text } from './common';
import { PageOf } from './envelope';

/** Each row of GET /notification/user/all and PUT/POST /notification/updateNotificationStatus: one of the caller's notifications; read mirrors readAt. */
export const NotificationRecord = Type.Object({
  id: Id,
  kind: Type.Union(Object.values(NOTIFICATION_KIND).map((kind) => Type.Literal(kind))),
  title: Text,
  body: Text,
  /** A portal path (e.g. /shipments/12/show), or null. */
  link: NullableText,
  read: Type.Boolean(),
  readAt: Nullable(DateTime),
  createdAt: DateTime,
});
export type NotificationRecord = Static<typeof NotificationRecord>;

/** GET /notification/user/all: a page of the caller's notifications, newest first, with their unread total. */
export const NotificationPage = Type.Object({
  ...PageOf(NotificationRecord).properties.data.properties,
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationPage = Static<typeof NotificationPage>;

/** POST /notification/markAllRead/user: how many were unread and are read now. */
export const MarkedAllRead = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type MarkedAllRead = Static<typeof MarkedAllRead>;
