import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { cities, documentTypes, projectVerticals, users, vehicleTypes } from '../../../server/db/schema';
import { DEMO_USERS } from '../../../server/db/seed-data/demo';
import { EXTRA_USERS } from '../../../server/db/seed-data/people';

const dir = mkdtempSync(join(tmpdir(), 'freight-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database on disk', () => {
  it('a fresh DATA_DIR is migrated and seeded; a second start keeps the data and seeds nothing twice', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect((await seedDatabase(first.db)).demoCreated).toBe(true);
    const [{ value: seededUsers }] = await first.db.select({ value: count() }).from(users);
    await first.db
      .update(users)
      .set({ fullName: 'Renamed Between Starts' })
      .where(eq(users.phoneNumber, '03011234567'));
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect((await seedDatabase(second.db)).demoCreated).toBe(false);
    const [renamed] = await second.db.select().from(users).where(eq(users.phoneNumber, '03011234567'));
    expect(renamed.fullName).toBe('Renamed Between Starts');
    const [{ value: userCount }] = await second.db.select({ value: count() }).from(users);
    // Nothing seeded twice: every demo account is there once, and no user was added by the second start.
    expect(userCount).toBe(seededUsers);
    expect(seededUsers).toBeGreaterThanOrEqual(DEMO_USERS.length + EXTRA_USERS.length);
    await second.close();
  }, 60_000);
});

describe('reference data', () => {
  it('holds the 7 vehicle types, the 60 document types, the 25 verticals and real cities', async () => {
    const database = await openDatabase({});
    await seedDatabase(database.db);
    const total = async (table: typeof vehicleTypes | typeof documentTypes | typeof projectVerticals | typeof cities) =>
      (await database.db.select({ value: count() }).from(table))[0].value;
    expect(await total(vehicleTypes)).toBe(7);
    expect(await total(documentTypes)).toBe(60);
    expect(await total(projectVerticals)).toBe(25);
    const [karachi] = await database.db.select().from(cities).where(eq(cities.name, 'Karachi'));
    expect(karachi.latitude).toBeCloseTo(24.86, 1);
    await database.close();
  });
});
