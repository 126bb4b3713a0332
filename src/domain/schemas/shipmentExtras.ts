import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { TEMPLATE_NAME_MAX_LENGTH } from '../limits';
import { PROJECT_VERTICALS } from '../projectVerticals';
import { isBookingSelectableDocumentType } from '../documentTypes';
import { idField, numberField, textField } from './shipmentLocation';
import { shipmentSchema } from './shipment';
import { marginSchema } from './shipmentActions';

/** POST assign internal point of contact: a member of staff (the API checks the user is INTERNAL). */
export const assignPointOfContactSchema = yup.object({
  userId: idField().required(MESSAGES.fillRequired),
});

/** POST project-vertical change: one of SPEC's verticals (ids 0..24). */
export const projectVerticalSchema = yup.object({
  projectVerticalId: numberField()
    .oneOf(
      PROJECT_VERTICALS.map((v) => v.id),
      MESSAGES.invalidProjectVertical,
    )
    .required(MESSAGES.fillRequired),
});

/**
 * What a template keeps: the shipment form without its times and owner (a template is reused on
 * other days; its company is the template's own). The same rules as the wizard's.
 */
export const templateValuesSchema = shipmentSchema.omit([
  'loadingTime',
  'companyId',
  'projectId',
  'shipperId',
  'referenceNumber',
]);
export type TemplateValues = yup.InferType<typeof templateValuesSchema>;

export const shipmentTemplateSchema = yup.object({
  name: textField(TEMPLATE_NAME_MAX_LENGTH).required(MESSAGES.templateNameRequired),
  /** CSR staff name the company; shippers and brokers always save for their own. */
  companyId: idField(),
  values: templateValuesSchema.required(MESSAGES.fillRequired),
});
export type ShipmentTemplateInput = yup.InferType<typeof shipmentTemplateSchema>;

export const templateListQuerySchema = yup.object({ companyId: idField() });

/** SPEC §3: documents of shipments and bookings are of the booking-selectable types. */
export const selectableDocumentTypeField = () =>
  idField()
    .required(MESSAGES.fillRequired)
    .test('selectable', MESSAGES.invalidDocumentType, (id) => id === undefined || isBookingSelectableDocumentType(id));

/** The fields of a shipment document upload (the file itself is checked by content on the API). */
export const shipmentDocumentFieldsSchema = yup.object({
  shipmentId: idField().required(MESSAGES.fillRequired),
  documentTypeId: selectableDocumentTypeField(),
});

export const shipmentDocumentListQuerySchema = yup.object({ shipmentId: idField().required(MESSAGES.fillRequired) });

/** One row of the contract-amount CSV: our reference (SH-…) or the shipper's, and the amount, as the margin call takes it. */
export const contractAmountRowSchema = marginSchema.shape({
  referenceNumber: textField().required(MESSAGES.fillRequired),
});
export const CONTRACT_CSV_COLUMNS = ['referenceNumber', 'contractAmount'] as const;
export const CONTRACT_CSV_RESULT_COLUMNS = [...CONTRACT_CSV_COLUMNS, 'result', 'reason'] as const;
