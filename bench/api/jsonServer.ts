import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, getTableColumns, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client';
import { cities, companies, shipments, vehicleTypes } from '../../server/db/schema';
import { drive, type LoadFigures } from './load';
import { freePort, startNode, waitUntilServing } from './processes';
import { JSON_SERVER_LIST_PATH } from './scenarios';

const pickupCity = alias(cities, 'pickup_city');
const dropOffCity = alias(cities, 'drop_off_city');

/**
 * Every shipment as our list answers it (the row plus the names a person reads) into a json-server
 * db.json, written a page at a time so 100k rows never sit in one string.
 */
export async function exportDbJson(db: Db, file: string) {
  // Written aside and renamed at the end, so an interrupted export is never taken for a whole one.
  const out = createWriteStream(`${file}.partial`);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('{"shipments":[');
  let lastId = 0;
  let first = true;
  for (;;) {
    const rows = await db
      .select({
        ...getTableColumns(shipments),
        companyName: companies.name,
        pickupCityName: pickupCity.name,
        dropOffCityName: dropOffCity.name,
        vehicleTypeName: vehicleTypes.name,
      })
      .from(shipments)
      .innerJoin(companies, eq(companies.id, shipments.companyId))
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, shipments.vehicleTypeId))
      .leftJoin(pickupCity, eq(pickupCity.id, shipments.pickupCityId))
      .leftJoin(dropOffCity, eq(dropOffCity.id, shipments.dropOffCityId))
      .where(gt(shipments.id, lastId))
      .orderBy(asc(shipments.id))
      .limit(5000);
    if (!rows.length) break;
    for (const row of rows) {
      await write(`${first ? '' : ','}\n${JSON.stringify(row)}`);
      first = false;
    }
    lastId = rows[rows.length - 1].id;
  }
  await write('\n]}\n');
  out.end();
  await once(out, 'finish');
  await rename(`${file}.partial`, file);
}

export interface JsonServerFigures extends LoadFigures {
  peakRssMb: number;
}

/** json-server 0.17 over `dbJson`, driven as fast as it answers on its closest equivalent of our list. */
export async function benchJsonServer(dbJson: string, resultsDir: string, seconds: number): Promise<JsonServerFigures> {
  const port = await freePort();
  const logFile = join(resultsDir, 'json-server.log');
  const bin = join('node_modules', 'json-server', 'lib', 'cli', 'bin.js');
  const child = startNode([bin, dbJson, '--port', String(port), '--host', '127.0.0.1', '--quiet'], {}, logFile);
  try {
    const base = `http://127.0.0.1:${port}`;
    // Its first answer comes once the 100k rows are parsed; a page of 1 keeps that probe cheap.
    await waitUntilServing(`${base}/shipments?_page=1&_limit=1`, child, logFile, {}, 180_000);
    // Each answer scans and sorts all rows (~0.3 s): ten queued requests wait seconds, hence the timeout.
    const figures = await drive({ url: `${base}${JSON_SERVER_LIST_PATH}`, seconds, timeoutSeconds: 60 });
    return { ...figures, peakRssMb: child.peakRssMb() };
  } finally {
    await child.stop();
  }
}
