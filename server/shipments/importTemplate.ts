import { toCsv } from '#domain/csv';
import { IMPORT_COLUMNS, templateExample } from '#domain/shipmentImport';
import type { ImportTemplateFormat } from '#domain/schemas/shipmentImport';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import template: the header row (English headers) and one example row, as CSV or .xlsx. */
export async function importTemplate(format: ImportTemplateFormat): Promise<{ content: Buffer; type: string }> {
  const header = IMPORT_COLUMNS.map((column) => column.header);
  const example = templateExample();
  if (format === 'csv')
    return {
      content: Buffer.from(toCsv({ fields: header, data: [example] }), 'utf8'),
      type: 'text/csv; charset=utf-8',
    };
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Shipments');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  // Text, so a spreadsheet keeps a phone's leading zero and does not turn the time into its own format.
  const row = sheet.addRow(example.map((value) => (typeof value === 'number' ? value : String(value))));
  row.eachCell((cell) => {
    if (typeof cell.value === 'string') cell.numFmt = '@';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), type: XLSX_TYPE };
}
