import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canAccess } from '#domain/permissions';
import { SEARCH } from '#domain/limits';
import { USER_TYPE, isCompanyScoped, type UserType } from '#domain/userTypes';
import type { SearchGroup, SearchHit } from '#domain/records/search';
import type { AuthUser } from '../context';
import type { Conn } from '../db/query';
import { escapeLike } from '../db/query';
import { bookings, companies, companyGroups, drivers, invoices, shipments, users, vehicles } from '../db/schema';
import { bookingScope } from '../bookings/access';

/** A group's rows the caller may see: a condition, none needed (staff), or none at all. */
type Scope = SQL | undefined | 'nothing';

interface SearchedList {
  group: SearchGroup;
  table: PgTable & { id: PgColumn };
  /** The texts a term is looked for in (each has a trigram index, migration 0025); the first two make the label. */
  columns: PgColumn[];
  scope: (user: AuthUser) => Scope;
  /** Tables the scope reads beside the group's own. */
  join?: { table: PgTable; on: SQL };
  /**
   * Its texts are references that share a prefix, in a table that grows with the business: near
   * misses are looked for only when too few records hold the term (see `search`).
   */
  heldFirst?: true;
}

const staffOnly = (user: AuthUser): Scope => (user.userType === USER_TYPE.INTERNAL ? undefined : 'nothing');
const ownCompany =
  (column: PgColumn) =>
  (user: AuthUser): Scope => {
    if (user.userType === USER_TYPE.INTERNAL) return undefined;
    return isCompanyScoped(user.userType) ? eq(column, user.companyId ?? -1) : 'nothing';
  };
const ownFleet =
  (column: PgColumn) =>
  (user: AuthUser): Scope => {
    if (user.userType === USER_TYPE.INTERNAL) return undefined;
    return user.userType === USER_TYPE.PARTNER ? eq(column, user.id) : 'nothing';
  };

/** Every list the search looks in, scoped as the list itself is for the caller (SPEC §6); never a money field. */
const LISTS: SearchedList[] = [
  {
    group: 'shipments',
    table: shipments,
    columns: [shipments.code, shipments.referenceNumber],
    scope: ownCompany(shipments.companyId),
    heldFirst: true,
  },
  {
    group: 'bookings',
    table: bookings,
    columns: [bookings.code],
    scope: bookingScope,
    join: { table: shipments, on: eq(shipments.id, bookings.shipmentId) },
    heldFirst: true,
  },
  {
    group: 'invoices',
    table: invoices,
    columns: [invoices.code],
    scope: ownCompany(invoices.companyId),
    heldFirst: true,
  },
  { group: 'company-projects', table: companies, columns: [companies.name], scope: staffOnly },
  { group: 'company-groups', table: companyGroups, columns: [companyGroups.name], scope: staffOnly },
  {
    group: 'users',
    table: users,
    columns: [users.fullName, users.phoneNumber, users.email],
    scope: (user) => (user.userType === USER_TYPE.INTERNAL ? isNull(users.deletedAt) : 'nothing'),
  },
  {
    group: 'drivers',
    table: drivers,
    columns: [drivers.fullName, drivers.phoneNumber, drivers.cnic],
    scope: ownFleet(drivers.partnerId),
  },
  { group: 'vehicles', table: vehicles, columns: [vehicles.registrationNumber], scope: ownFleet(vehicles.partnerId) },
];

/** What a hit reads as: its first text, and its second when there is one ("SH-000012 · PO-77", "Ali Raza · 0300…"). */
const labelOf = (list: SearchedList) => sql`concat_ws(' · ', ${sql.join(list.columns.slice(0, 2), sql`, `)})`;

/**
 * The records whose texts hold the term (any case, anywhere), or nearly do (a typo: pg_trgm's word
 * similarity), a few of each list the caller may read: within a list best first (holding the term
 * outranks a near miss), the lists in the order of their best hit, so Enter opens the best one.
 */
export async function search(db: Conn, user: AuthUser, q: string): Promise<SearchHit[]> {
  const accessUser = { userType: user.userType as UserType, permissions: user.permissions };
  const like = `%${escapeLike(q)}%`;
  const groups = await Promise.all(
    LISTS.map(async (list) => {
      const scope = list.scope(user);
      if (scope === 'nothing' || !canAccess(accessUser, 'list', list.group)) return [];
      const holds = or(...list.columns.map((column) => ilike(column, like)));
      const nearly = or(...list.columns.map((column) => sql`${q} <% ${column}`));
      const similarity = list.columns.map((column) => sql`word_similarity(${q}, coalesce(${column}, ''))`);
      const rank = sql<number>`(case when ${holds} then 1 else 0 end) + greatest(${sql.join(similarity, sql`, `)})`;
      const find = (match: SQL | undefined) => {
        const query = db
          .select({ id: list.table.id, label: labelOf(list), rank })
          .from(list.table)
          .$dynamic();
        if (list.join) query.innerJoin(list.join.table, list.join.on);
        return query.where(and(match, scope)).orderBy(desc(rank), desc(list.table.id)).limit(SEARCH.perGroup);
      };
      // Holding the term outranks any near miss, so a list of references looks for near misses only
      // when too few records hold it: the start of a reference ("SH-0043") nearly matches every one of
      // its first digit (word similarity 0.625 with all SH-00…, a tenth of the shipments), each of
      // which would be weighed to be ranked (123 ms over 100,000 shipments against 1.5 ms held alone).
      let rows = list.heldFirst ? await find(holds) : [];
      if (rows.length < SEARCH.perGroup) rows = await find(or(holds, nearly));
      return rows.map((row) => {
        const id = Number(row.id);
        return {
          hit: { group: list.group, id, label: String(row.label), path: `/${list.group}/${id}/show` },
          rank: Number(row.rank),
        };
      });
    }),
  );
  const best = (group: { rank: number }[]) => group[0]?.rank ?? -1;
  return groups
    .filter((group) => group.length)
    .sort((a, b) => best(b) - best(a))
    .flatMap((group) => group.map(({ hit }) => hit));
}
