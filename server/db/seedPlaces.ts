import type { Db } from './client';
import * as t from './schema';
import { DEMO_FUEL_PUMPS, DEMO_PLACES, demoTyreOffers } from './seed-data/places';

/** Fuel pumps, tyre offers at them (by pump name) and saved places, some belonging to demo companies A and B. */
export async function seedPlaces(db: Db, companyIds: Map<string, number>) {
  const pumps = await db
    .insert(t.fuelPumps)
    .values(DEMO_FUEL_PUMPS)
    .returning({ id: t.fuelPumps.id, name: t.fuelPumps.name });
  const pumpId = new Map(pumps.map((pump) => [pump.name, pump.id]));
  await db.insert(t.tyreOffers).values(
    demoTyreOffers(new Date()).map(({ pumps: names, ...offer }) => ({
      ...offer,
      fuelPumpIds: names.map((name) => pumpId.get(name)!),
    })),
  );
  await db
    .insert(t.locations)
    .values(
      DEMO_PLACES.map(({ company, ...place }) => ({ ...place, companyId: company ? companyIds.get(company)! : null })),
    );
}
