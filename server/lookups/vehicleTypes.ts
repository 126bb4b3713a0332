import { asc, eq } from 'drizzle-orm';
import { CONFIG_NAME } from '#domain/clientConfig';
import { DEFAULT_VEHICLE_ICON } from '#domain/vehicleTypes';
import { limitVehicleTypes } from '#domain/schemas/lookups';
import type { Db } from '../db/client';
import { configEntry } from '../db/configEntries';
import { vehicleTypes, vehicleTypeVariants } from '../db/schema';

/** The vehicle types offered: those an enabled VEHICLE_TYPES entry names (else all), each with an icon. */
export async function offeredVehicleTypes(db: Db) {
  const [types, entry] = await Promise.all([
    db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id)),
    configEntry(db, CONFIG_NAME.VEHICLE_TYPES),
  ]);
  return limitVehicleTypes(types, entry).map((type) => ({ ...type, icon: type.icon || DEFAULT_VEHICLE_ICON }));
}

export async function vehicleTypeExists(db: Db, vehicleTypeId: number) {
  const [type] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, vehicleTypeId));
  return Boolean(type);
}

export const vehicleTypeVariantsOf = (db: Db, vehicleTypeId: number) =>
  db
    .select()
    .from(vehicleTypeVariants)
    .where(eq(vehicleTypeVariants.vehicleTypeId, vehicleTypeId))
    .orderBy(asc(vehicleTypeVariants.id));
