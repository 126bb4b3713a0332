/**
 * A record's reference as people read and type it: a prefix and the id padded to six digits
 * (SH-000012, BK-000034). The API writes it (server/db/referenceCodeSql.ts for rows made in bulk).
 */
export const REFERENCE_PREFIX = { shipment: 'SH-', booking: 'BK-' } as const;
export const REFERENCE_DIGITS = 6;

export type ReferenceKind = keyof typeof REFERENCE_PREFIX;

export const referenceCode = (kind: ReferenceKind, id: number) =>
  `${REFERENCE_PREFIX[kind]}${String(id).padStart(REFERENCE_DIGITS, '0')}`;
