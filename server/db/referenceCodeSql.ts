import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { REFERENCE_DIGITS, REFERENCE_PREFIX, type ReferenceKind } from '#domain/referenceCodes';

/** referenceCode (src/domain/referenceCodes.ts) in SQL, for rows whose ids the database has just given. */
export const referenceCodeSql = (kind: ReferenceKind, id: AnyColumn): SQL<string> =>
  sql<string>`${REFERENCE_PREFIX[kind]} || lpad(${id}::text, ${sql.raw(String(REFERENCE_DIGITS))}, '0')`;
