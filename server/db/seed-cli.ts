import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { count, max } from 'drizzle-orm';
import { environmentFromEnv } from '../environment';
import { openDatabase } from './client';
import { seedDatabase } from './seed';
import { seedShipments } from './seedShipments';
import { seedBookings } from './seedBookings';
import { companies, shipments, users } from './schema';
import { USER_TYPE } from '#domain/userTypes';
import { eq } from 'drizzle-orm';

/**
 * `npm run seed -- --shipments 100000`: migrates and seeds the configured database (DATA_DIR or
 * DATABASE_URL) and adds that many generated shipments across the shipper companies, with their bids, bookings and
 * positions (carried by the demo partner), for benchmarks.
 */
const { values } = parseArgs({ options: { shipments: { type: 'string', default: '0' } } });
const extra = Number(values.shipments);
if (!Number.isInteger(extra) || extra < 0) throw new Error('--shipments takes a whole number');

const environment = environmentFromEnv();
if (!environment.databaseUrl) mkdirSync(environment.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: environment.databaseUrl, dataDir: environment.dataDir });
await seedDatabase(database.db);
if (extra > 0) {
  const shippers = await database.db
    .select({ companyId: companies.id, createdBy: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.userType, USER_TYPE.SHIPPER));
  const [{ existing }] = await database.db.select({ existing: count() }).from(shipments);
  const started = Date.now();
  const [{ lastId }] = await database.db.select({ lastId: max(shipments.id) }).from(shipments);
  await seedShipments(database.db, extra, shippers, existing);
  const [partner] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, USER_TYPE.PARTNER))
    .limit(1);
  if (partner) await seedBookings(database.db, partner.id, lastId ?? 0);
  console.log(`Added ${extra} shipments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const [{ total }] = await database.db.select({ total: count() }).from(shipments);
console.log(`Database ready: ${total} shipments`);
await database.close();
