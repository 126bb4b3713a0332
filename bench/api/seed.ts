import { count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { bids, bookings, companies, shipments, users } from '../../server/db/schema';
import { USER_TYPE } from '#domain/userTypes';
import { SHIPMENT_STATUS_ORDER } from '#domain/shipments';

/**
 * The bench's 100k shipments, in a few set-based statements (generate_series), so a fresh PGlite or
 * PostgreSQL is seeded in seconds rather than the minutes of the row-by-row demo seed. The rows follow
 * the demo seed's shape (server/db/seed-data): statuses in turn, one run per shipper company,
 * pick-up / drop-off cities, and the bids and bookings each status implies (seed-data/bookings.ts
 * planBids), all carried by the demo partner. Tracking positions are left out: no benched route reads them.
 */

/** Bids each shipment status implies: `cond` odd = every other shipment, multi = more than one vehicle. */
const BID_PLAN = `(values
  ('CREATED', 1, 'CREATED', 'all'), ('CREATED', 2, 'CREATED', 'all'), ('CREATED', 3, 'REJECTED', 'all'), ('CREATED', 4, 'ACCEPTED', 'odd'),
  ('DISPATCH_STARTED', 1, 'DRIVER_ASSIGNED', 'all'), ('DISPATCH_STARTED', 2, 'ACKNOWLEDGED', 'all'), ('DISPATCH_STARTED', 3, 'BACKOUT', 'all'),
  ('TRANSIT', 1, 'DRIVER_ASSIGNED', 'all'), ('TRANSIT', 2, 'DRIVER_ASSIGNED', 'multi'),
  ('DELIVERED', 1, 'FULFILLED', 'all'), ('DELIVERED', 2, 'FULFILLED', 'multi'),
  ('CANCELLED', 1, 'BACKOUT', 'all'), ('CANCELLED', 2, 'REJECTED', 'all'),
  ('PARTIALLY_FULFILLED', 1, 'FULFILLED', 'all'), ('PARTIALLY_FULFILLED', 2, 'BACKOUT', 'all')
) as plan(status, slot, bid_status, cond)`;

/** The booking an accepted bid became, by shipment status and bid status. */
const BOOKING_OUTCOME = `(values
  ('CREATED', 'ACCEPTED', 1), ('DISPATCH_STARTED', 'DRIVER_ASSIGNED', 2), ('DISPATCH_STARTED', 'ACKNOWLEDGED', 1),
  ('TRANSIT', 'DRIVER_ASSIGNED', 3), ('DELIVERED', 'FULFILLED', 4), ('CANCELLED', 'BACKOUT', 13),
  ('PARTIALLY_FULFILLED', 'FULFILLED', 4), ('PARTIALLY_FULFILLED', 'BACKOUT', 13)
) as outcome(status, bid_status, booking_status)`;

type Executor = Pick<Db, 'execute'>;

const intArray = (values: number[]) => sql.raw(`array[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`);
const STATUSES = sql.raw(`array[${SHIPMENT_STATUS_ORDER.map((s) => `'${s}'`).join(',')}]`);

async function insertShipments(
  db: Executor,
  amount: number,
  offset: number,
  owners: { companyId: number; createdBy: number }[],
) {
  const past = sql.raw(`('DELIVERED', 'CANCELLED', 'PARTIALLY_FULFILLED')`);
  await db.execute(sql`
    with ref as (
      select (select array_agg(id order by id) from vehicle_types) as vts,
             (select array_agg(id order by id) from cities where country_id = 1) as cities
    ), numbered as (
      select nextval('shipments_id_seq')::int as id, g as idx,
             abs(hashint4(g)) as h1, abs(hashint4(g + 1000003)) as h2, abs(hashint4(g + 2000003)) as h3,
             (${STATUSES})[g % 6 + 1] as status,
             (${intArray(owners.map((o) => o.companyId))})[(g / 6) % ${owners.length} + 1] as company_id,
             (${intArray(owners.map((o) => o.createdBy))})[(g / 6) % ${owners.length} + 1] as created_by
      from generate_series(${offset}::int, ${offset + amount - 1}::int) g
    ), shaped as (
      select n.*, ref.vts[n.h1 % cardinality(ref.vts) + 1] as vt, 1 + n.h1 % 4 as vc,
             ref.cities[n.h2 % cardinality(ref.cities) + 1] as pickup,
             ref.cities[(n.h2 % cardinality(ref.cities) + 1 + n.h3 % (cardinality(ref.cities) - 1)) % cardinality(ref.cities) + 1] as drop_off,
             now() + case when n.status in ${past} then -(48 + n.h3 % 1393) else 2 + n.h3 % 335 end * interval '1 hour' as loading
      from numbered n cross join ref
    ), sized as (
      select s.*, case when s.vt = 5 then 1 + s.h2 % 2 else 10 + s.h2 % 21 end as per_vehicle from shaped s
    )
    insert into shipments (id, code, reference_number, company_id, created_by, status, shipment_category_type_id, bid_category_type_id,
      vehicle_type_id, vehicle_count, weight, max_weight_per_vehicle, shipper_rate, contract_amount, payment_receiving_type_id, pool_type,
      loading_time, special_instructions, bid_window_open, pickup_city_id, drop_off_city_id, created_at, updated_at)
    select id, 'SH-' || lpad(id::text, 6, '0'), 'PO-' || (20000 + idx), company_id, created_by, status,
      case when idx % 5 = 0 then 2 else 1 end, case when idx % 5 = 0 then 2 else 1 end,
      vt, vc, greatest(1, round(per_vehicle * vc * (0.6 + (h3 % 400) / 1000.0))), per_vehicle,
      case when vt = 5 then (10 + h1 % 71) * 100 else (60 + h2 % 341) * 1000 end,
      case when idx % 5 = 0 then (2 + h3 % 6) * 1000 end,
      1 + h1 % 3, case when idx % 7 = 0 then 2 else 1 end,
      loading, case when idx % 3 = 0 then 'Handle with care; tarpaulin required.' end, status = 'CREATED', pickup, drop_off,
      least(loading, now()) - (24 + h1 % 240) * interval '1 hour', least(loading, now()) - (24 + h1 % 240) * interval '1 hour'
    from sized`);
}

async function insertLocations(db: Executor, afterId: number) {
  await db.execute(sql`
    with goods as (select array_agg(id order by id) as ids from goods_types)
    insert into shipment_locations (shipment_id, location_action_type, sequence, city_id, address, latitude, longitude, loads)
    select s.id, a.action, 1, c.id, case when a.action = 1 then 'Warehouse ' else 'Depot ' end || (1 + s.id % 40) || ', ' || c.name,
      c.latitude, c.longitude, jsonb_build_array(jsonb_build_object('goodsTypeId', goods.ids[s.id % cardinality(goods.ids) + 1], 'weight', s.weight, 'goodsCodeType', 1))
    from shipments s cross join (values (1), (2)) as a(action) cross join goods
    join cities c on c.id = case when a.action = 1 then s.pickup_city_id else s.drop_off_city_id end
    where s.id > ${afterId}
    order by s.id, a.action`);
}

async function insertBids(db: Executor, afterId: number, partnerId: number) {
  await db.execute(sql`
    insert into bids (shipment_id, partner_id, amount, bid_category_type_id, status, reason_kind, reason_id, reason, created_at, updated_at)
    select s.id, ${partnerId}::int,
      case when s.bid_category_type_id = 2 or s.vehicle_type_id = 5 then (10 + abs(hashint4(s.id * 8 + plan.slot)) % 71) * 100
           else least(450000, greatest(30000, round(coalesce(s.shipper_rate, 150000) * (0.75 + (abs(hashint4(s.id * 8 + plan.slot)) % 251) / 1000.0) / 500) * 500)) end,
      s.bid_category_type_id, plan.bid_status,
      case plan.bid_status when 'BACKOUT' then 1 when 'REJECTED' then 2 end,
      case plan.bid_status when 'BACKOUT' then 1 when 'REJECTED' then 11 end,
      case plan.bid_status when 'BACKOUT' then 'Vehicle not available on the loading date' when 'REJECTED' then 'Rate above the shipper rate' end,
      s.created_at + plan.slot * interval '10 minutes', s.created_at + plan.slot * interval '10 minutes'
    from shipments s join ${sql.raw(BID_PLAN)} on plan.status = s.status
    where s.id > ${afterId} and (plan.cond = 'all' or (plan.cond = 'odd' and s.id % 2 = 1) or (plan.cond = 'multi' and s.vehicle_count > 1))
    order by s.id, plan.slot`);
}

async function insertBookings(db: Executor, afterId: number, partnerId: number) {
  await db.execute(sql`
    with fleet as (
      select vehicle_type_id, min(id) as id from vehicles where partner_id = ${partnerId} and status = 'VERIFIED' group by vehicle_type_id
    ), driver as (
      select min(id) as id from drivers where partner_id = ${partnerId} and status = 'VERIFIED'
    ), won as (
      select nextval('bookings_id_seq')::int as id, b.id as bid_id, b.amount as bid_amount, b.created_at, s.id as shipment_id, s.bid_category_type_id,
             s.weight, s.vehicle_count, s.vehicle_type_id, s.loading_time, outcome.booking_status
      from bids b join shipments s on s.id = b.shipment_id
      join ${sql.raw(BOOKING_OUTCOME)} on outcome.status = s.status and outcome.bid_status = b.status
      where s.id > ${afterId}
    )
    insert into bookings (id, code, shipment_id, bid_id, partner_id, amount, status, invoiced, driver_id, vehicle_id,
      cancellation_reason_id, cancellation_reason, picked_up_at, delivered_at, created_at, updated_at)
    select won.id, 'BK-' || lpad(won.id::text, 6, '0'), won.shipment_id, won.bid_id, ${partnerId}::int,
      case when won.bid_category_type_id = 2 then round(won.bid_amount * (won.weight / greatest(1, won.vehicle_count))) else won.bid_amount end,
      won.booking_status, won.booking_status = 4 and won.id % 3 = 0,
      case when won.booking_status in (2, 3, 4) and fleet.id is not null then driver.id end,
      case when won.booking_status in (2, 3, 4) and driver.id is not null then fleet.id end,
      case when won.booking_status = 13 then 22 end,
      case when won.booking_status = 13 then 'Vehicle broke down before loading' end,
      case when won.booking_status in (3, 4) then won.loading_time + (1 + won.id % 4) * interval '1 hour' end,
      case when won.booking_status = 4 then won.loading_time + interval '14 hours' end,
      won.created_at + interval '1 hour', won.created_at + interval '1 hour'
    from won cross join driver left join fleet on fleet.vehicle_type_id = won.vehicle_type_id
    order by won.id`);
}

const BULK_TABLES = ['shipments', 'shipment_locations', 'bids', 'bookings'];

/**
 * Index upkeep row by row is most of a bulk insert's cost: the indexes that back no constraint are
 * dropped and built once afterwards, from their own definitions.
 */
async function dropSecondaryIndexes(db: Executor) {
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ${sql.raw(`(${BULK_TABLES.map((t) => `'${t}'`).join(', ')})`)}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const indexes = rowsOf<{ name: string; definition: string }>(result);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  };
}

/**
 * The generated rows are consistent by construction, so a superuser skips the per-row foreign-key
 * checks and the kept-count triggers (shipment_counts, booking_counts), which would otherwise upsert
 * the same few rows 100k times in one transaction; without superuser only those triggers are off.
 */
async function withoutRowTriggers(db: Executor) {
  const [{ superuser }] = rowsOf<{ superuser: string }>(
    await db.execute(sql`select current_setting('is_superuser') as superuser`),
  );
  if (superuser === 'on') await db.execute(sql`set local session_replication_role = replica`);
  else {
    await db.execute(sql`alter table shipments disable trigger shipment_counts_on_insert_delete`);
    if (await hasBookingCounts(db))
      await db.execute(sql`alter table bookings disable trigger booking_counts_on_insert_delete`);
  }
}

/** The kept list totals rebuilt from the rows, as their migrations fill them, and their triggers back on. */
async function rebuildKeptCounts(db: Executor) {
  await db.execute(sql`set local session_replication_role = origin`);
  // Kept scorecards (migration 0028) are counted again at their next read: the triggers that forget them were off.
  const [{ scorecards }] = rowsOf<{ scorecards: boolean }>(
    await db.execute(sql`select to_regclass('partner_scorecards') is not null as scorecards`),
  );
  if (scorecards) await db.execute(sql`delete from partner_scorecards`);
  await db.execute(sql`alter table shipments enable trigger shipment_counts_on_insert_delete`);
  await db.execute(sql`delete from shipment_counts`);
  await db.execute(
    sql`insert into shipment_counts (company_id, status, total) select company_id, status, count(*)::int from shipments group by company_id, status`,
  );
  if (!(await hasBookingCounts(db))) return;
  await db.execute(sql`alter table bookings enable trigger booking_counts_on_insert_delete`);
  await db.execute(sql`delete from booking_counts`);
  await db.execute(sql`
    insert into booking_counts (company_id, partner_id, status, total)
    select s.company_id, b.partner_id, b.status, count(*)::int from bookings b join shipments s on s.id = b.shipment_id group by 1, 2, 3`);
}

/** booking_counts arrived with migration 0015; a database of an older schema (BENCH_DATABASE_URL) has none. */
async function hasBookingCounts(db: Executor) {
  const [{ present }] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('booking_counts') is not null as present`),
  );
  return present;
}

/** Rows of a raw `execute`: node-postgres answers a QueryResult, PGlite a Results; both carry `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface SeedReport {
  shipments: number;
  bids: number;
  bookings: number;
  /** Shipments this call added (0 when the database already held enough). */
  added: number;
  seconds: number;
}

/** Migrated demo data plus generated shipments (with bids and bookings) up to `target` shipments in all. */
export async function seedBenchRows(
  db: Db,
  target: number,
  log: (line: string) => void = () => {},
): Promise<SeedReport> {
  const started = Date.now();
  await seedDatabase(db);
  const [{ existing }] = await db.select({ existing: count() }).from(shipments);
  const missing = Math.max(0, target - existing);
  if (missing > 0) {
    log(`seeding ${missing} shipments with their bids and bookings…`);
    const owners = await db
      .select({ companyId: companies.id, createdBy: users.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.userType, USER_TYPE.SHIPPER))
      .orderBy(users.id);
    const [partner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userType, USER_TYPE.PARTNER))
      .orderBy(users.id)
      .limit(1);
    if (!owners.length || !partner) throw new Error('The demo seed has no shipper or partner to own the bench rows');
    await db.transaction(async (tx) => {
      const [{ lastId }] = await tx.select({ lastId: max(shipments.id) }).from(shipments);
      const step = async (name: string, run: () => Promise<unknown>) => {
        const t0 = Date.now();
        await run();
        log(`  ${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      };
      const restoreIndexes = await dropSecondaryIndexes(tx);
      await withoutRowTriggers(tx);
      await step('shipments', () => insertShipments(tx, missing, existing, owners));
      await step('locations', () => insertLocations(tx, lastId ?? 0));
      await step('bids', () => insertBids(tx, lastId ?? 0, partner.id));
      await step('bookings', () => insertBookings(tx, lastId ?? 0, partner.id));
      await step('indexes', restoreIndexes);
      await step('counts', () => rebuildKeptCounts(tx));
    });
    await db.execute(sql.raw(`vacuum analyze ${BULK_TABLES.join(', ')}`));
  }
  const [[{ shipmentTotal }], [{ bidTotal }], [{ bookingTotal }]] = await Promise.all([
    db.select({ shipmentTotal: count() }).from(shipments),
    db.select({ bidTotal: count() }).from(bids),
    db.select({ bookingTotal: count() }).from(bookings),
  ]);
  return {
    shipments: shipmentTotal,
    bids: bidTotal,
    bookings: bookingTotal,
    added: missing,
    seconds: (Date.now() - started) / 1000,
  };
}
