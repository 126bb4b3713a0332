import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { NOTIFICATION_PAGE_SIZE } from '../notifications';
import { booleanField, idField } from './shipmentLocation';
import { pageFields } from './listQuery';

/** GET /notification/user/all: zero-based pages of 20, optionally only unread (true) or only read (false). */
export const notificationListQuerySchema = yup.object({
  ...pageFields(NOTIFICATION_PAGE_SIZE),
  unread: booleanField(),
});
export type NotificationListQuery = yup.InferType<typeof notificationListQuerySchema>;

/** PUT/POST /notification/updateNotificationStatus: one of the caller's notifications marked read or unread. */
export const notificationStatusSchema = yup.object({
  id: idField().required(MESSAGES.notificationIdRequired),
  read: booleanField().required(MESSAGES.notificationReadRequired),
});

/** GET /report/v1/shipper/counts: staff name the company; shippers and brokers get their own. */
export const shipperCountsQuerySchema = yup.object({ companyId: idField() });
