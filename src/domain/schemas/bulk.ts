import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { BULK_MAX_ITEMS, CANCEL_REASON_MAX_LENGTH, MAX_WHOLE_NUMBER } from '../limits';
import { BOOKING_STATUS } from '../bookings';
import { choiceField, idField, numberField, textField } from './shipmentLocation';
import { cancelShipmentSchema, changePoolSchema, tagSchema } from './shipmentActions';
import { assignPointOfContactSchema } from './shipmentExtras';
import { assignDriverSchema, bookingStatusBodySchema } from './bookings';
import { userStatusSchema } from './users';

/*
 * A bulk action's body is its single action's body and the selected records, each with the version the
 * list showed: the API acts on each record alone, as the single route would, and refuses a stale one.
 */

export const bulkItemSchema = yup.object({
  id: idField().required(MESSAGES.fillRequired),
  version: numberField()
    .typeError(MESSAGES.versionInvalid)
    .integer(MESSAGES.versionInvalid)
    .min(1, MESSAGES.versionInvalid)
    .max(MAX_WHOLE_NUMBER, MESSAGES.versionInvalid)
    .required(MESSAGES.versionInvalid),
});
export type BulkItem = yup.InferType<typeof bulkItemSchema>;

const itemsField = () =>
  yup
    .array(bulkItemSchema.required(MESSAGES.fillRequired))
    .required(MESSAGES.bulkItemsRange)
    .min(1, MESSAGES.bulkItemsRange)
    .max(BULK_MAX_ITEMS, MESSAGES.bulkItemsRange)
    .test(
      'once',
      MESSAGES.bulkItemsRepeated,
      (items) => !items || new Set(items.map((i) => i.id)).size === items.length,
    );
const items = { items: itemsField() };

/** POST /shipment/bulk/…: the single shipment actions' bodies, with the selected shipments. */
export const bulkShipmentStatusSchema = yup.object(items);
export const bulkTagSchema = tagSchema.shape(items);
export const bulkChangePoolSchema = changePoolSchema.shape(items);
export const bulkCancelShipmentSchema = cancelShipmentSchema.shape(items);
export const bulkPointOfContactSchema = assignPointOfContactSchema.shape(items);

/** POST /booking/bulk/status: the target status code in the body (the single route has it in its path). */
export const bulkBookingStatusSchema = bookingStatusBodySchema.shape({
  statusCode: choiceField(BOOKING_STATUS, MESSAGES.illegalBookingMove).required(MESSAGES.illegalBookingMove),
  ...items,
});
/** POST /booking/bulk/assign-driver: one driver and vehicle; a booking that has another needs the reason (a reassignment). */
export const bulkAssignDriverSchema = assignDriverSchema.shape({
  reason: textField(CANCEL_REASON_MAX_LENGTH, MESSAGES.cancelReasonMax),
  ...items,
});

/** POST /user/bulk/update-status: block (1, with a reason) or unblock (2) the selected users. */
export const bulkUserStatusSchema = userStatusSchema.shape(items);

/** Each bulk route's body, by the last segment of its path (the portal's calls are typed by them). */
export interface ShipmentBulkBodies {
  status: yup.InferType<typeof bulkShipmentStatusSchema>;
  tag: yup.InferType<typeof bulkTagSchema>;
  'change-pool': yup.InferType<typeof bulkChangePoolSchema>;
  cancel: yup.InferType<typeof bulkCancelShipmentSchema>;
  'assign-point-of-contact': yup.InferType<typeof bulkPointOfContactSchema>;
}
export interface BookingBulkBodies {
  status: yup.InferType<typeof bulkBookingStatusSchema>;
  'assign-driver': yup.InferType<typeof bulkAssignDriverSchema>;
}
export type UserBulkStatusBody = yup.InferType<typeof bulkUserStatusSchema>;
