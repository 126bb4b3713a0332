import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { seedShipments } from '../server/db/seedShipments';
import { shipments } from '../server/db/schema';

/**
 * Shipment list latency over a large table (issue 4): seeds BENCH_SHIPMENTS (default 100 000)
 * shipments into a PGlite data dir kept under bench/results for re-runs, then drives the filtered,
 * sorted, zero-based list with autocannon on loopback and prints p50/p99 and throughput.
 */
const target = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
const dataDir = process.env.BENCH_DATA_DIR ?? join('bench', 'results', `pglite-${target}`);
const fresh = !existsSync(dataDir);
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
await seedDatabase(database.db);
const [{ have }] = await database.db.select({ have: count() }).from(shipments);
if (have < target) {
  console.log(`${fresh ? 'Creating' : 'Topping up'} ${target - have} shipments…`);
  const started = Date.now();
  await seedShipments(database.db, target - have, [{ companyId: 1, createdBy: 2 }, { companyId: 2, createdBy: 3 }], have);
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
await database.db.execute('analyze');

const app = await buildApp({ config: { ...configFromEnv({}), logLevel: 'warn', loginRateLimit: { max: 1000, timeWindowMs: 60_000 } }, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = async (path: string, phoneNumber: string, clientSecret: string) => {
  const res = await fetch(`${address}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phoneNumber, password: 'demo1234', clientSecret }) });
  return ((await res.json()) as { data: { auth: { token: string } } }).data.auth.token;
};
const csr = await login('/auth/user/login', '03001234567', 'csr-portal-secret');
const shipper = await login('/auth/user/shipper/login', '03011234567', 'shipper-portal-secret');

const scenarios = [
  { name: 'CSR, current, sorted by loading time, page 3', token: csr, path: '/api/shipment?filter=current&sort=loadingTime&order=DESC&page=3&pageSize=5' },
  { name: 'CSR, all, date range + pool, page 0 of 25', token: csr, path: '/api/shipment?filter=all&fromDate=2026-01-01&toDate=2027-12-31&poolType=1&page=0&pageSize=25' },
  { name: 'Shipper A, own company, past, page 10', token: shipper, path: '/api/shipment/shipper?filter=past&page=10&pageSize=5' },
  { name: 'CSR, reference search', token: csr, path: '/api/shipment?filter=all&referenceNo=SH-00123&page=0&pageSize=5' },
];
console.log(`\nShipment list over ${Math.max(have, target)} shipments (embedded PGlite), 10 connections, 8 s each`);
for (const scenario of scenarios) {
  const result = await autocannon({ url: `${address}${scenario.path}`, connections: 10, duration: 8, headers: { authorization: `Bearer ${scenario.token}` } });
  const failures = result.non2xx + result.errors;
  console.log(`  ${scenario.name.padEnd(48)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${result.requests.average.toFixed(0).padStart(5)} req/s  ${failures ? `${failures} failed` : ''}`);
}
await app.close();
await database.close();
