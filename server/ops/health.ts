import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Resolves when the database answers a query; an unreachable one throws. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
