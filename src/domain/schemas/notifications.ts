import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../limits';
import { NOTIFICATION_PAGE_SIZE } from '../notifications';
import { booleanField, idField, numberField } from './shipmentLocation';

/** GET /notification/user/all: zero-based pages of 20, optionally only unread (true) or only read (false). */
export const notificationListQuerySchema = yup.object({
  page: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(0, MESSAGES.notNegative)
    .max(MAX_PAGE, MESSAGES.numberTooLarge)
    .default(0),
  pageSize: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(1, MESSAGES.pageSizeRange)
    .max(MAX_PAGE_SIZE, MESSAGES.pageSizeRange)
    .default(NOTIFICATION_PAGE_SIZE),
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
