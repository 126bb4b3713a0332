import { BID_STATUS_LABELS, BOOKING_STATUS_LABELS, TRIP_STATUS_LABELS } from '#domain/bookings';
import { VERIFICATION_STATUS_LABELS as SHIPMENT_VERIFICATION_STATUS_LABELS } from '#domain/bookings';
import { CASE_STATUS_LABELS, EMAIL_NOTIFICATION_EVENT_LABELS } from '#domain/verification';
import {
  CANCELLATION_TYPE_LABELS,
  CITY_TRAVEL_RESTRICTION_LABELS,
  LABOUR_AVAILABILITY_LABELS,
  PAYMENT_TYPE_LABELS,
  POOL_TYPE_LABELS,
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_TYPE_LABELS,
  TAGGING_ORIGIN_LABELS,
} from '#domain/shipments';
import { LOCATION_TYPE_LABELS, VERIFICATION_STATUS_LABELS } from '#domain/fleet';
import { IDENTIFICATION_TYPE_LABELS, MARGIN_TYPE_LABELS } from '#domain/companies';
import { ACCOUNT_HOLDER_TYPE_LABELS, BILLING_CYCLE_LABELS } from '#domain/money';
import { NOTIFICATION_KIND_LABELS } from '#domain/notifications';

/** The names of SPEC's statuses and kinds, by value (`enums.<name>.<value>`): English from src/domain. */
export const enums = {
  bidStatus: { ...BID_STATUS_LABELS },
  bookingStatus: { ...BOOKING_STATUS_LABELS },
  tripStatus: { ...TRIP_STATUS_LABELS },
  shipmentVerificationStatus: { ...SHIPMENT_VERIFICATION_STATUS_LABELS },
  caseStatus: { ...CASE_STATUS_LABELS },
  emailNotificationEvent: { ...EMAIL_NOTIFICATION_EVENT_LABELS },
  shipmentStatus: { ...SHIPMENT_STATUS_LABELS },
  paymentType: { ...PAYMENT_TYPE_LABELS },
  poolType: { ...POOL_TYPE_LABELS },
  taggingOrigin: { ...TAGGING_ORIGIN_LABELS },
  shipmentType: { ...SHIPMENT_TYPE_LABELS },
  labourAvailability: { ...LABOUR_AVAILABILITY_LABELS },
  cityTravelRestriction: { ...CITY_TRAVEL_RESTRICTION_LABELS },
  cancellationType: { ...CANCELLATION_TYPE_LABELS },
  verificationStatus: { ...VERIFICATION_STATUS_LABELS },
  locationType: { ...LOCATION_TYPE_LABELS },
  identificationType: { ...IDENTIFICATION_TYPE_LABELS },
  marginType: { ...MARGIN_TYPE_LABELS },
  accountHolderType: { ...ACCOUNT_HOLDER_TYPE_LABELS },
  billingCycle: { ...BILLING_CYCLE_LABELS },
  notificationKind: { ...NOTIFICATION_KIND_LABELS },
};
export type EnumName = keyof typeof enums;
