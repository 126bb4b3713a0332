import { and, desc, eq, ilike, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canAccess } from '#domain/permissions';
import { SEARCH } from '#domain/limits';
import { USER_TYPE, isCompanyScoped, type UserType } from '#domain/userTypes';
import type { SearchGroup, SearchHit } from '#domain/records/search';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { escapeLike } from '../db/query';
import { keptRead, type StatementValues } from '../db/keptStatements';
import { bookings, companies, companyGroups, drivers, invoices, shipments, users, vehicles } from '../db/schema';
import { bookingScopeKind, bookingScopeWhere } from '../bookings/access';

/** A search's values: the term as typed and as a LIKE pattern, and the caller's company (or -1) and id. */
type SearchValues = { q: string; like: string; companyId: number; userId: number };
type Values = StatementValues<SearchValues>;

/** A group's rows the caller may see: a condition, none needed (staff), or none at all. */
type Scope = SQL | undefined | 'nothing';

interface SearchedList {
  group: SearchGroup;
  table: PgTable & { id: PgColumn };
  /** The texts a term is looked for in (each has a trigram index, migration 0025); the first two make the label. */
  columns: PgColumn[];
  /** Depends on the kind of caller alone; its values (company, id) come from `v`, so the statement can be kept. */
  scope: (user: AuthUser, v: Values) => Scope;
  /** Tables the scope reads beside the group's own. */
  join?: { table: PgTable; on: SQL };
  /**
   * Its texts are references that share a prefix, in a table that grows with the business: near
   * misses are looked for only when too few records hold the term (see `searchStatement`).
   */
  heldFirst?: true;
}

const staffOnly = (user: AuthUser): Scope => (user.userType === USER_TYPE.INTERNAL ? undefined : 'nothing');
const ownCompany =
  (column: PgColumn) =>
  (user: AuthUser, v: Values): Scope => {
    if (user.userType === USER_TYPE.INTERNAL) return undefined;
    return isCompanyScoped(user.userType) ? eq(column, v.value('companyId', column)) : 'nothing';
  };
const ownFleet =
  (column: PgColumn) =>
  (user: AuthUser, v: Values): Scope => {
    if (user.userType === USER_TYPE.INTERNAL) return undefined;
    return user.userType === USER_TYPE.PARTNER ? eq(column, v.value('userId', column)) : 'nothing';
  };
const bookingsSeen = (user: AuthUser, v: Values): Scope => {
  const kind = bookingScopeKind(user);
  if (kind === 'none') return 'nothing';
  return bookingScopeWhere(kind, v.value('companyId', shipments.companyId), v.value('userId', bookings.partnerId));
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
    scope: bookingsSeen,
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

/** Which part of a list a row comes from (see `searchStatement`). */
const PART = { held: 0, near: 1, top: 2, all: 3 } as const;
/** How many of the newest records holding a short term are weighed to find its best-ranked ones. */
const NEWEST_WEIGHED = 200;
/** …looked for among this many newest ids alone (a range of the primary key). */
const NEWEST_IDS = 10_000;

/**
 * A term with no run of three letters or digits: pg_trgm finds no trigram in its LIKE pattern, so
 * every record is read to find those holding it ("SH", "SH-0", "PO-1", "03").
 */
const isShort = (q: string) => !/[\p{L}\p{N}]{3}/u.test(q);

/**
 * One statement for every list the caller may read: per list, its best few matches (a parenthesised
 * SELECT of its own, ORDER BY rank LIMIT), all of them joined by UNION ALL, so a search is one round
 * trip, parsed once per connection (a kept statement) and, on PGlite, one statement instead of 8–11.
 * A list's parts (PART) are put together by `search`.
 *
 * A list of references (`heldFirst`) is asked in parts, so that it never weighs what cannot make its
 * answer. Holding the term outranks any near miss, so its part `near` (near misses holding nothing)
 * runs only when fewer than `perGroup` records hold the term, which PostgreSQL checks once, before
 * the part's scan (a one-time filter); its part `held` ranks the records holding it. The start of a
 * reference ("SH-0043") nearly matches every one of its first digit (word similarity 0.625 with all
 * SH-00…, a tenth of the shipments), each of which would be weighed to be ranked (123 ms over 100,000
 * shipments against 1.5 ms held alone).
 *
 * A short term (`short`, see isShort) is held by most of a table ("SH": every shipment) or read
 * through all of it, and ranking every record took a second on PGlite. No rank is above a held
 * record's best (1 + a word similarity of 1) and equal ranks go newest first, so when `perGroup` of
 * the newest records holding the term have that best rank, they are the answer: the CTE
 * `newest_<list>` weighs the newest NEWEST_WEIGHED records holding it (among the newest NEWEST_IDS
 * ids, so that a term held only by old records costs little more), the part `top` takes those of
 * the best rank, and `held` ranks the whole table only when `top` finds too few ("SH-0": its best
 * is 1.8, every "SH-0…" alike).
 */
function searchStatement(db: Db, searched: { index: number; scope: SQL | undefined }[], short: boolean, v: Values) {
  const perGroup = sql.raw(String(SEARCH.perGroup));
  const few = (count: SQL, limit: number) => sql`(${count}) < ${sql.raw(String(limit))}`;
  const ctes: SQL[] = [];
  const parts = searched.flatMap(({ index, scope }): SQLWrapper[] => {
    const list = LISTS[index];
    const q = v.value('q');
    const holds = or(...list.columns.map((column) => ilike(column, v.value('like'))));
    const nearly = or(...list.columns.map((column) => sql`${q} <% ${column}`));
    const similarity = sql`greatest(${sql.join(
      list.columns.map((column) => sql`word_similarity(${q}, coalesce(${column}, ''))`),
      sql`, `,
    )})`;
    const rank = sql<number>`(case when ${holds} then 1 else 0 end) + ${similarity}`;
    const select = <F extends Record<string, unknown>>(fields: F) => {
      const query = db
        .select(fields as never)
        .from(list.table)
        .$dynamic();
      if (list.join) query.innerJoin(list.join.table, list.join.on);
      return query;
    };
    const part = (arm: number, match: SQL | undefined) =>
      select({
        list: sql.raw(String(index)).as('list'),
        arm: sql.raw(String(arm)).as('arm'),
        id: sql`${list.table.id}`.as('id'),
        label: labelOf(list).as('label'),
        rank: rank.as('rank'),
      })
        .where(and(match, scope))
        .orderBy(sql`"rank" desc`, desc(list.table.id))
        .limit(SEARCH.perGroup);
    if (!list.heldFirst) return [part(PART.all, or(holds, nearly))];
    const nearPart = (fewHeld: SQL) => part(PART.near, and(nearly, sql`not coalesce(${holds}, false)`, fewHeld));
    // Fewer than perGroup records hold the term: a count that stops at perGroup, run once (an InitPlan).
    const fewHeld = few(
      sql`select count(*) from (${select({ one: sql`1` })
        .where(and(holds, scope))
        .limit(SEARCH.perGroup)}) as held`,
      SEARCH.perGroup,
    );
    if (!short) return [part(PART.held, holds), nearPart(fewHeld)];
    // The newest records holding the term, each weighed (`best`: its best word similarity).
    const newest = sql.identifier(`newest_${index}`);
    const id = list.table.id;
    ctes.push(
      sql`${newest} as materialized (${select({
        id: sql`${id}`.as('id'),
        label: labelOf(list).as('label'),
        rank: rank.as('rank'),
        best: similarity.as('best'),
      })
        .where(and(holds, scope, sql`${id} > (select max(${id}) from ${list.table}) - ${sql.raw(String(NEWEST_IDS))}`))
        .orderBy(desc(id))
        .limit(NEWEST_WEIGHED)})`,
    );
    const topCount = sql`select count(*) from (select 1 from ${newest} where "best" >= 1 limit ${perGroup}) as top`;
    return [
      sql`(select ${sql.raw(String(index))} as list, ${sql.raw(String(PART.top))} as arm, "id", "label", "rank" from ${newest} where "best" >= 1 order by "id" desc limit ${perGroup})`,
      part(PART.held, and(holds, few(topCount, SEARCH.perGroup))),
      nearPart(fewHeld),
    ];
  });
  const union = sql.join(
    parts.map((p) => sql`${p}`),
    sql` union all `,
  );
  const statement = ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${union}` : union;
  return db
    .select({
      list: sql<number>`"list"`.mapWith(Number),
      arm: sql<number>`"arm"`.mapWith(Number),
      id: sql<number>`"id"`.mapWith(Number),
      label: sql<string>`"label"`,
      rank: sql<number>`"rank"`.mapWith(Number),
    })
    .from(sql`(${statement}) as hits`);
}

/**
 * The records whose texts hold the term (any case, anywhere), or nearly do (a typo: pg_trgm's word
 * similarity), a few of each list the caller may read: within a list best first (holding the term
 * outranks a near miss), the lists in the order of their best hit, so Enter opens the best one.
 */
export async function search(db: Db, user: AuthUser, q: string): Promise<SearchHit[]> {
  const accessUser = { userType: user.userType as UserType, permissions: user.permissions };
  const values: SearchValues = { q, like: `%${escapeLike(q)}%`, companyId: user.companyId ?? -1, userId: user.id };
  // The lists and their scopes depend on the kind of caller and its permissions alone: the statement's shape.
  const lists = (v: Values) =>
    LISTS.flatMap((list, index) => {
      const scope = list.scope(user, v);
      return scope === 'nothing' || !canAccess(accessUser, 'list', list.group) ? [] : [{ index, scope }];
    });
  const shape = lists({ value: () => sql``, count: () => 0 })
    .map(({ index }) => index)
    .join('.');
  if (!shape) return [];
  const short = isShort(q);
  // A short term's statement is planned for its values each time: a generic plan (a kept statement's
  // after five runs) cannot tell how many records hold it, and took twice as long.
  const rows = await keptRead(db, 'search', short ? undefined : `${user.userType}:${shape}`, values, (v) =>
    searchStatement(db, lists(v), short, v),
  );
  type Row = { id: number; label: string; rank: number };
  const parts = new Map<number, Row[][]>();
  for (const row of rows) {
    const list = parts.get(row.list) ?? [[], [], [], []];
    list[row.arm].push({ id: Number(row.id), label: String(row.label), rank: row.rank });
    parts.set(row.list, list);
  }
  // A list's answer: its part `all`; or its best of those holding the term (`held`, else `top`
  // when it held enough alone) with its near misses (`near`, which ran only when fewer held it).
  const answer = ([held, near, top, all]: Row[][]) =>
    (all.length ? all : [...(held.length ? held : top), ...near]).sort((a, b) => b.rank - a.rank || b.id - a.id);
  const best = (group: { rank: number }[]) => group[0]?.rank ?? -1;
  return [...parts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, list]) => ({ list: LISTS[index], rows: answer(list).slice(0, SEARCH.perGroup) }))
    .sort((a, b) => best(b.rows) - best(a.rows))
    .flatMap(({ list, rows }) =>
      rows.map(({ id, label }) => ({ group: list.group, id, label, path: `/${list.group}/${id}/show` })),
    );
}
