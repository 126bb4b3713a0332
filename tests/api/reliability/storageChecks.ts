import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { ServerStorage } from './childServer';

type Row = Record<string, unknown>;
export interface StorageReader {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Reads a stopped server's storage directly (PGlite allows one process per data dir: stop the server first). */
export async function openStorage(storage: ServerStorage): Promise<StorageReader> {
  if (storage.kind === 'pglite') {
    const db = new PGlite(storage.dataDir!, { extensions: { pg_trgm } });
    return { query: async (sql, params) => (await db.query<Row>(sql, params)).rows, close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: storage.databaseUrl });
  await client.connect();
  return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
}

/**
 * Cross-table invariants a half-written write would break, each as a query answering the offending
 * rows: a shipment without its code or without a pick-up or a drop-off; a wallet account whose
 * balance or totals disagree with its ledger; a ledger row whose running balance does not follow
 * from the row before it.
 */
export const INVARIANTS: Record<string, string> = {
  'shipment without its code, a pick-up and a drop-off': `
    select s.id from shipments s
    where s.code is null
       or not exists (select 1 from shipment_locations l where l.shipment_id = s.id and l.location_action_type = 1)
       or not exists (select 1 from shipment_locations l where l.shipment_id = s.id and l.location_action_type = 2)`,
  'shipment whose stops are not numbered 1..n': `
    select shipment_id from shipment_locations
    group by shipment_id, location_action_type
    having min(sequence) <> 1 or max(sequence) <> count(*) or count(distinct sequence) <> count(*)`,
  'wallet account that disagrees with its ledger': `
    select a.account_holder_type_id, a.account_holder_id from wallet_accounts a
    left join lateral (
      select coalesce(sum(t.amount_minor) filter (where t.type = 'CREDIT'), 0) as credit,
             coalesce(sum(t.amount_minor) filter (where t.type = 'DEBIT'), 0) as debit,
             (array_agg(t.balance_after_minor order by t.id desc))[1] as last_balance
      from wallet_transactions t
      where t.account_holder_type_id = a.account_holder_type_id and t.account_holder_id = a.account_holder_id
    ) l on true
    where a.credit_minor <> l.credit or a.debit_minor <> l.debit
       or a.balance_minor <> a.credit_minor - a.debit_minor
       or a.balance_minor <> coalesce(l.last_balance, 0)`,
  'ledger row whose running balance does not follow from the one before': `
    select id from (
      select id, balance_after_minor,
             lag(balance_after_minor) over w as previous,
             case when type = 'CREDIT' then amount_minor else -amount_minor end as delta,
             row_number() over w as n
      from wallet_transactions
      window w as (partition by account_holder_type_id, account_holder_id order by id)
    ) r where n > 1 and balance_after_minor <> previous + delta`,
  'ledger row without its account': `
    select t.id from wallet_transactions t
    where not exists (select 1 from wallet_accounts a where a.account_holder_type_id = t.account_holder_type_id and a.account_holder_id = t.account_holder_id)`,
};

/** Each broken invariant with (up to 5 of) its offending rows; empty when all hold. */
export async function brokenInvariants(reader: StorageReader): Promise<Record<string, Row[]>> {
  const broken: Record<string, Row[]> = {};
  for (const [name, sql] of Object.entries(INVARIANTS)) {
    const rows = await reader.query(sql);
    if (rows.length) broken[name] = rows.slice(0, 5);
  }
  return broken;
}
