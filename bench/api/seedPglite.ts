import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/client';
import { exportDbJson } from './jsonServer';
import { seedBenchRows } from './seed';

/**
 * Child process of the API bench: brings the kept PGlite data dir up to the bench's shipments and writes
 * json-server's db.json from those same rows (kept too), while the parent seeds PostgreSQL at the same
 * time. PGlite runs its SQL on the calling thread, hence a process of its own.
 * Usage: node --import tsx bench/api/seedPglite.ts --data-dir D --shipments N --db-json F --report R
 */
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    shipments: { type: 'string' },
    'db-json': { type: 'string' },
    report: { type: 'string' },
  },
});
const dataDir = values['data-dir'];
const dbJson = values['db-json'];
const report = values.report;
if (!dataDir || !dbJson || !report) throw new Error('--data-dir, --db-json and --report are required');

mkdirSync(dataDir, { recursive: true });
const started = Date.now();
const database = await openDatabase({ dataDir });
const seeded = await seedBenchRows(database.db, Number(values.shipments ?? 100_000), (line) => console.log(line));
let exportSeconds = 0;
if (seeded.added > 0 || !existsSync(dbJson)) {
  const exportStarted = Date.now();
  await exportDbJson(database.db, dbJson);
  exportSeconds = (Date.now() - exportStarted) / 1000;
}
await database.close();
writeFileSync(report, JSON.stringify({ ...seeded, exportSeconds, seconds: (Date.now() - started) / 1000 }));
