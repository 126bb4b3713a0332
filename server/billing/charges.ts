import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Conn } from '../db/query';
import { documentTypes, documents } from '../db/schema';

export interface BillableCharge {
  documentId: number;
  bookingId: number;
  documentTypeId: number;
  typeName: string;
  amountMinor: number;
}

/**
 * The charges an invoice bills on these bookings: each charge document with an amount whose type is
 * among the company's billable charges (its billing configuration), by booking, oldest first.
 */
export async function billableChargesOf(
  db: Conn,
  bookingIds: readonly number[],
  billableTypeIds: readonly number[],
): Promise<BillableCharge[]> {
  if (!bookingIds.length || !billableTypeIds.length) return [];
  const rows = await db
    .select({
      documentId: documents.id,
      bookingId: documents.bookingId,
      documentTypeId: documents.documentTypeId,
      typeName: documentTypes.name,
      amountMinor: documents.amountMinor,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(
      and(
        inArray(documents.bookingId, [...bookingIds]),
        inArray(documents.documentTypeId, [...billableTypeIds]),
        isNotNull(documents.amountMinor),
      ),
    )
    .orderBy(asc(documents.bookingId), asc(documents.id));
  return rows.map((row) => ({ ...row, bookingId: row.bookingId!, amountMinor: row.amountMinor! }));
}

/** Each booking's billable charges summed, in paisa. */
export function chargesByBooking(charges: readonly BillableCharge[]) {
  const sums = new Map<number, number>();
  for (const charge of charges) sums.set(charge.bookingId, (sums.get(charge.bookingId) ?? 0) + charge.amountMinor);
  return sums;
}
