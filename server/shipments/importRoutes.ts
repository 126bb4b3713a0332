import { MESSAGES } from '#domain/messages';
import { SHIPMENT_IMPORT_MAX_BYTES, SHIPMENT_IMPORT_MAX_ROWS } from '#domain/limits';
import { IMPORT_COLUMNS } from '#domain/shipmentImport';
import { importFormSchema, importQuerySchema, importTemplateQuerySchema } from '#domain/schemas/shipmentImport';
import { DataOf, FileAnswer } from '#domain/records/envelope';
import { ShipmentImportResult } from '#domain/records/shipmentImport';
import { currentUser } from '../auth/guard';
import { attachmentHeader, readUpload } from '../files/upload';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { docs } from '../http/docs';
import { validate, type Api } from '../http/validate';
import { write } from '../http/write';
import { shipmentHistory } from '../history/routeHistory';
import { shipmentPortalUsers } from './access';
import { importShipments } from './importShipments';
import { readSheet } from './importFile';
import { importTemplate, XLSX_TYPE } from './importTemplate';

const tags = ['shipments'];
const columns = IMPORT_COLUMNS.map((c) => `${c.key} ("${c.header}")${'required' in c ? ', required' : ''}`).join('; ');

/** Each shipment an import made gets the same first history entry as one made by the wizard. */
const importing = shipmentHistory('created', {
  ids: () => [],
  created: (answer) =>
    (answer as { data: ShipmentImportResult }).data.rows.flatMap((row) =>
      row.status === 'created' && row.id ? [row.id] : [],
    ),
});

/** Issue 42: shipments from a spreadsheet, through the wizard's schema and create path. */
export default async function shipmentImportRoutes(app: Api) {
  app.addHook('preValidation', shipmentPortalUsers);

  app.get(
    '/shipment/import/template',
    {
      config: { access: 'shipments' },
      schema: docs({
        tags,
        summary: 'The spreadsheet template of the shipment import: its header row and one example row',
        description: `CSV or .xlsx. Columns, by key and header (either names the column in an upload): ${columns}.`,
        querystring: importTemplateQuerySchema,
        answer: FileAnswer('text/csv', XLSX_TYPE),
      }),
    },
    async (request, reply) => {
      const { format } = request.query;
      const file = await importTemplate(format);
      return reply
        .type(file.type)
        .header('content-disposition', attachmentHeader(`shipments-import-template.${format}`))
        .send(file.content);
    },
  );

  app.post(
    '/shipment/import',
    {
      config: { access: 'shipments', history: 'shipment', upload: true },
      schema: docs({
        tags,
        summary:
          'Import shipments from a CSV or .xlsx file (one a row); dryRun=true checks every row and writes nothing',
        description:
          `multipart/form-data: \`file\` (CSV in UTF-8 or .xlsx, at most ${SHIPMENT_IMPORT_MAX_BYTES} bytes and ` +
          `${SHIPMENT_IMPORT_MAX_ROWS} rows, the template's header row first), \`companyId\` (staff: the project ` +
          'the shipments are for; a broker: one of its projects) and `timeZone` (IANA: where times written ' +
          "without an offset were meant). Each row is valid or refused with the wizard's texts, or created; " +
          'a row imported before (the same content, at the same place among identical rows) is answered ' +
          'alreadyImported with its shipment and creates nothing.',
        querystring: importQuerySchema,
        answer: DataOf(ShipmentImportResult),
      }),
    },
    async (request) => {
      // The file is read whole before the transaction opens, as every upload is.
      const form = await readUpload(request, SHIPMENT_IMPORT_MAX_BYTES, MESSAGES.importTooLarge);
      if (!form.file) throw badRequest(MESSAGES.fileRequired);
      const fields = await validate(importFormSchema, form.fields);
      const sheet = await readSheet(form.file.content);
      const { dryRun } = request.query;
      return write(request, { history: importing }, async (tx) =>
        ok(await importShipments(tx, currentUser(request), sheet, { dryRun, form: fields })),
      );
    },
  );
}
