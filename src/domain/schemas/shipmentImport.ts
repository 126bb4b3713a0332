import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { booleanField, idField, textField } from './shipmentLocation';

export const IMPORT_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export type ImportTemplateFormat = (typeof IMPORT_TEMPLATE_FORMATS)[number];

/** GET /shipment/import/template: the file type of the template. */
export const importTemplateQuerySchema = yup.object({
  format: yup
    .string()
    .oneOf(IMPORT_TEMPLATE_FORMATS, MESSAGES.invalidOption)
    .default('csv' as ImportTemplateFormat),
});

/** POST /shipment/import: a dry run checks every row and writes nothing. */
export const importQuerySchema = yup.object({
  dryRun: booleanField().default(false),
});

/** Whether a time zone name is one this runtime knows (Intl refuses the others). */
const knownTimeZone = (zone: string | undefined) => {
  if (!zone) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The form's text fields beside the file: staff name the company (project) the shipments are for, as
 * the wizard's companyId; a broker may name one of its projects. `timeZone` (IANA, the browser's)
 * says where a loading time written without an offset was meant; the server's own zone otherwise.
 */
export const importFormSchema = yup.object({
  companyId: idField(),
  timeZone: textField(64).test('time-zone', MESSAGES.invalidOption, knownTimeZone),
});
export type ImportForm = yup.InferType<typeof importFormSchema>;
