import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { SHIPMENT_IMPORT_MAX_BYTES, SHIPMENT_IMPORT_MAX_ROWS } from '#domain/limits';
import { IMPORT_COLUMNS } from '#domain/shipmentImport';
import type { ShipmentImportResult } from '#domain/records/shipmentImport';
import { shipments } from '../../../server/db/schema';
import { expectError, testAppPerFile, type DemoKey } from '../testApp';
import { multipart, type Part } from '../multipart';
import { HOUR } from '../shipmentFixtures';

/** Issue 42: shipments from a spreadsheet, through the wizard's schema and create path. */
const t = testAppPerFile();
const token: Partial<Record<DemoKey, string>> = {};
const companyOf: Partial<Record<DemoKey, number>> = {};

beforeAll(async () => {
  for (const who of ['csr', 'shipperA', 'shipperB'] as const) {
    const { token: signedIn, user } = await t.login(who);
    token[who] = signedIn;
    companyOf[who] = user.companyId ?? undefined;
  }
});

const inTwoDays = new Date(Date.now() + 48 * HOUR).toISOString();
let made = 0;
/** A row every rule accepts, each with its own reference so no two are the same shipment. */
const row = (over: Record<string, string | number> = {}) => ({
  referenceNumber: `IMP-${Date.now()}-${++made}`,
  loadingTime: inTwoDays,
  pickupCity: 'Karachi',
  pickupAddress: 'Port Qasim, Berth 4',
  dropOffCity: 'Lahore',
  dropOffAddress: 'Sundar Industrial Estate',
  shipmentType: 'Spot',
  paymentType: 'Paid',
  rateBasis: 'Per vehicle',
  vehicleType: 'Flatbed',
  vehicleCount: 2,
  weight: 30,
  goodsType: 'Cement',
  ...over,
});
type Row = ReturnType<typeof row>;

/** A CSV under the template's English headers. */
const csvOf = (rows: Row[]) => {
  const keys = Object.keys(rows[0]) as (keyof Row)[];
  const header = keys.map((key) => IMPORT_COLUMNS.find((c) => c.key === key)!.header);
  return Papa.unparse({ fields: header, data: rows.map((r) => keys.map((key) => r[key])) });
};

function send(
  file: Buffer | string | undefined,
  {
    who = 'csr',
    dryRun = false,
    fields = {},
  }: { who?: DemoKey; dryRun?: boolean; fields?: Record<string, string> } = {},
  fileName = 'shipments.csv',
) {
  const companyId = who === 'csr' ? { companyId: String(companyOf.shipperA) } : {};
  const parts: Part[] = Object.entries({ ...companyId, ...fields }).map(([name, value]) => ({ name, value }));
  if (file !== undefined) parts.push({ name: 'file', fileName, contentType: 'text/csv', content: Buffer.from(file) });
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/shipment/import?dryRun=${dryRun}`,
    payload: body.payload,
    headers: { authorization: `Bearer ${token[who]}`, 'content-type': body.contentType },
  });
}
const resultOf = (res: Awaited<ReturnType<typeof send>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ShipmentImportResult;
};
const shipmentCount = async () => (await t.database.db.select({ n: count() }).from(shipments))[0].n;

describe('POST /api/shipment/import', () => {
  const good = [row(), row(), row()];
  const bad = [row({ dropOffCity: 'Karachi' }), row({ weight: 20_000 }), row({ vehicleType: 'Rocket' })];
  const file = csvOf([good[0], bad[0], good[1], bad[1], good[2], bad[2]]);

  it('a dry run answers each row valid or refused with SPEC texts, and writes nothing', async () => {
    const before = await shipmentCount();
    const result = resultOf(await send(file, { dryRun: true }));
    expect(await shipmentCount()).toBe(before);
    expect(result).toMatchObject({ dryRun: true, valid: 3, refused: 3, created: 0, alreadyImported: 0 });
    expect(result.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'valid'],
      [3, 'refused'],
      [4, 'valid'],
      [5, 'refused'],
      [6, 'valid'],
      [7, 'refused'],
    ]);
    expect(result.rows[1].errors).toEqual([{ field: 'dropOffCity', message: MESSAGES.sameCities }]);
    expect(result.rows[3].errors).toContainEqual({ field: 'weight', message: MESSAGES.weightRange });
    expect(result.rows[5].errors).toEqual([{ field: 'vehicleType', message: MESSAGES.invalidOption }]);
    expect(result.rows[0]).toMatchObject({ referenceNumber: good[0].referenceNumber });
  });

  it('the import creates the valid rows, with their history; a re-upload creates nothing', async () => {
    const before = await shipmentCount();
    const result = resultOf(await send(file));
    expect(result).toMatchObject({ dryRun: false, created: 3, refused: 3, alreadyImported: 0 });
    expect(await shipmentCount()).toBe(before + 3);
    const created = result.rows.filter((r) => r.status === 'created');
    expect(created.map((r) => r.reference)).toEqual(created.map(() => expect.stringMatching(/^SH-\d{6}$/)));
    const shipment = (await t.as(token.csr!, 'GET', `/api/shipment/${created[0].id}`)).json().data;
    expect(shipment).toMatchObject({ referenceNumber: good[0].referenceNumber, companyId: companyOf.shipperA });
    const history = (await t.as(token.csr!, 'GET', `/api/shipment/${created[0].id}/history`)).json().data;
    expect(history.content.map((entry: { event: string }) => entry.event)).toEqual(['created']);

    const again = resultOf(await send(file));
    expect(await shipmentCount()).toBe(before + 3);
    expect(again).toMatchObject({ created: 0, alreadyImported: 3, refused: 3 });
    const known = again.rows.filter((r) => r.status === 'alreadyImported');
    expect(known.map((r) => [r.id, r.reference])).toEqual(created.map((r) => [r.id, r.reference]));
    // The dry run of the same file says so too.
    expect(resultOf(await send(file, { dryRun: true }))).toMatchObject({ valid: 0, alreadyImported: 3 });
  });

  it('two identical rows are two shipments; uploading them again makes none', async () => {
    const twin = row();
    const before = await shipmentCount();
    expect(resultOf(await send(csvOf([twin, twin])))).toMatchObject({ created: 2 });
    expect(resultOf(await send(csvOf([twin, twin, twin])))).toMatchObject({ created: 1, alreadyImported: 2 });
    expect(await shipmentCount()).toBe(before + 3);
  });

  it('reads an .xlsx, its date cells and its header by key', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Shipments');
    const first = row();
    sheet.addRow(Object.keys(first));
    const loading = new Date(Date.now() + 72 * HOUR);
    const wall = new Date(Date.UTC(loading.getFullYear(), loading.getMonth(), loading.getDate(), 9, 0));
    sheet.addRow(Object.values({ ...first, loadingTime: wall }));
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = resultOf(await send(content, { fields: { timeZone: 'Asia/Karachi' } }, 'shipments.xlsx'));
    expect(result).toMatchObject({ created: 1, refused: 0 });
    const shipment = (await t.as(token.csr!, 'GET', `/api/shipment/${result.rows[0].id}`)).json().data;
    // 09:00 in Karachi (UTC+5).
    expect(new Date(shipment.loadingTime).getUTCHours()).toBe(4);
  });

  it('a shipper imports into its own company, and naming another company is refused', async () => {
    const own = resultOf(await send(csvOf([row()]), { who: 'shipperA' }));
    const shipment = (await t.as(token.shipperA!, 'GET', `/api/shipment/${own.rows[0].id}`)).json().data;
    expect(shipment.companyId).toBe(companyOf.shipperA);
    const before = await shipmentCount();
    const other = { companyId: String(companyOf.shipperB) };
    expectError(await send(csvOf([row()]), { who: 'shipperA', fields: other }), 400, MESSAGES.invalidCompany);
    expect(await shipmentCount()).toBe(before);
  });

  it('staff name the company; a file that is no spreadsheet, lacks columns or holds too many rows is a 400, a larger one 413', async () => {
    const body = multipart([
      { name: 'file', fileName: 'a.csv', contentType: 'text/csv', content: Buffer.from(csvOf([row()])) },
    ]);
    const noCompany = await t.app.inject({
      method: 'POST',
      url: '/api/shipment/import',
      payload: body.payload,
      headers: { authorization: `Bearer ${token.csr}`, 'content-type': body.contentType },
    });
    expectError(noCompany, 400, MESSAGES.invalidCompany);
    expectError(await send(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 0xff])), 400, MESSAGES.importFileType);
    expectError(await send(''), 400, MESSAGES.importEmpty);
    expectError(await send(undefined), 400, MESSAGES.fileRequired);
    const missing = await send('Reference number,Weight (tonnes)\nX,30\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(
      /^The file lacks the columns Loading time, Pick-up city, .*: start from the template$/,
    );
    const tooMany = csvOf(Array.from({ length: SHIPMENT_IMPORT_MAX_ROWS + 1 }, () => row()));
    expectError(await send(tooMany), 400, MESSAGES.importTooManyRows);
    expectError(await send('x'.repeat(SHIPMENT_IMPORT_MAX_BYTES + 1)), 413, MESSAGES.importTooLarge);
  });
});

describe('GET /api/shipment/import/template', () => {
  it('answers the header and an example row as CSV, and the same as .xlsx', async () => {
    const csv = await t.as(token.shipperA!, 'GET', '/api/shipment/import/template?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, example] = Papa.parse<string[]>(csv.body.trim()).data;
    expect(header).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(example[header.indexOf('Pick-up city')]).toBe('Karachi');

    const xlsx = await t.as(token.shipperA!, 'GET', '/api/shipment/import/template?format=xlsx');
    expect(xlsx.headers['content-disposition']).toContain('shipments-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    expect((workbook.worksheets[0].getRow(1).values as string[]).slice(1)).toEqual(header);
    // The template as downloaded, its example filled in, imports (a dry run).
    const dry = await send(xlsx.rawPayload, { who: 'shipperA', dryRun: true }, 'template.xlsx');
    expect(resultOf(dry).rows).toEqual([expect.objectContaining({ row: 2, status: 'valid' })]);
  });
});
