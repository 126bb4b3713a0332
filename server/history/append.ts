import { eq } from 'drizzle-orm';
import type { HistoryChange, HistoryEvent, HistoryScalar as Scalar } from '#domain/history';
import type { Conn } from '../db/query';
import { bookings, drivers, recordHistory, shipments, users, vehicles } from '../db/schema';

export type HistoryRecordKind = 'shipment' | 'booking';

/** Who made a write: a signed-in user, or null for the system. */
export interface HistoryActor {
  id: number;
  userType: number;
}

export interface HistoryEntryInput {
  shipmentId: number;
  bookingId?: number | null;
  actor: HistoryActor | null;
  event: HistoryEvent;
  changes?: HistoryChange[];
  detail?: Record<string, Scalar | undefined>;
  reason?: string | null;
  /** When it happened, when not now (only the seed back-dates). */
  at?: Date;
}

/** Appends entries, in the caller's transaction: they commit or roll back with the write they describe. */
export async function appendHistory(tx: Conn, entries: readonly HistoryEntryInput[]) {
  if (!entries.length) return;
  await tx.insert(recordHistory).values(
    entries.map((entry) => ({
      shipmentId: entry.shipmentId,
      bookingId: entry.bookingId ?? null,
      actorId: entry.actor?.id ?? null,
      actorType: entry.actor?.userType ?? null,
      event: entry.event,
      changes: entry.changes ?? [],
      detail: entry.detail ? withoutUndefined(entry.detail) : null,
      reason: entry.reason?.trim() || null,
      ...(entry.at ? { createdAt: entry.at } : {}),
    })),
  );
}

const withoutUndefined = (detail: Record<string, Scalar | undefined>) =>
  Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined)) as Record<string, Scalar>;

/**
 * Bookkeeping columns that change with every write and say nothing about it, and ids the snapshot
 * also gives by name (a timeline says "Ali Raza", not 12).
 */
const UNTRACKED = new Set(['version', 'updatedAt', 'createdAt', 'driverId', 'vehicleId', 'assignedTo']);

const asScalar = (value: unknown): Scalar => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

/** The fields that differ between two snapshots of one row (a missing snapshot: every field of the other). */
export function diffRows(before: object | undefined, after: object | undefined): HistoryChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const fields = new Set([...Object.keys(was), ...Object.keys(now)]);
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    if (UNTRACKED.has(field)) continue;
    const [b, a] = [asScalar(was[field]), asScalar(now[field])];
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
}

/**
 * The row as it is now (inside the write's transaction), with the shipment it belongs to; a booking's
 * carries its shipment's status, which its moves carry along. `lock` takes the shipment row FOR
 * UPDATE first, as accepting a bid does, so no other write lands between this and the write.
 */
export async function snapshot(tx: Conn, kind: HistoryRecordKind, id: number, lock = false) {
  if (kind === 'shipment') {
    const query = tx
      .select({ row: shipments, internalPointOfContact: users.fullName })
      .from(shipments)
      .leftJoin(users, eq(users.id, shipments.assignedTo))
      .where(eq(shipments.id, id));
    const [found] = lock ? await query.for('update', { of: shipments }) : await query;
    return found
      ? { shipmentId: found.row.id, row: { ...found.row, internalPointOfContact: found.internalPointOfContact } }
      : undefined;
  }
  const [found] = await tx
    .select({
      row: bookings,
      driver: drivers.fullName,
      vehicle: vehicles.registrationNumber,
      shipmentStatus: shipments.status,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .leftJoin(drivers, eq(drivers.id, bookings.driverId))
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(bookings.id, id));
  return found
    ? {
        shipmentId: found.row.shipmentId,
        row: { ...found.row, driver: found.driver, vehicle: found.vehicle, shipmentStatus: found.shipmentStatus },
      }
    : undefined;
}
