import { sql, type SQL } from 'drizzle-orm';

type OwnersQuery = (id: number) => SQL;

/**
 * The owners of the records that are not staff's alone, as the routes scope them (SPEC §6): a
 * shipment its company's; a bid also its partner's; a booking also its partner's and its driver's;
 * a user their own and their company's. A resource not named here is heard by staff only.
 */
const OWNERS: Record<string, OwnersQuery> = {
  shipments: (id) => sql`select s.version, json_build_array(s.company_id) as "companyIds", '[]'::json as "userIds"
    from shipments s where s.id = ${id}`,
  bids: (id) => sql`select null::int as version, json_build_array(s.company_id) as "companyIds",
    json_build_array(b.partner_id) as "userIds"
    from bids b join shipments s on s.id = b.shipment_id where b.id = ${id}`,
  bookings: (id) => sql`select k.version, json_build_array(s.company_id) as "companyIds",
    (select coalesce(json_agg(u), '[]'::json) from (select k.partner_id as u union select d.user_id from drivers d
      where d.id = k.driver_id and d.user_id is not null) us) as "userIds"
    from bookings k join shipments s on s.id = k.shipment_id where k.id = ${id}`,
  users: (
    id,
  ) => sql`select u.version, json_build_array(u.company_id) as "companyIds", json_build_array(u.id) as "userIds"
    from users u where u.id = ${id}`,
  'saved-views': (id) => sql`select v.version, '[]'::json as "companyIds", json_build_array(v.owner_id) as "userIds"
    from saved_views v where v.id = ${id}`,
};

/**
 * The query of the record's owners and version as the write leaves it (one row of version,
 * "companyIds", "userIds"); for a resource staff alone hear of, its version only (`versionOf`).
 */
export function ownersQuery(resource: string, id: number | string, versionOf?: SQL): SQL {
  const query = OWNERS[resource];
  if (query && typeof id === 'number') return query(id);
  return sql`select ${versionOf ?? sql`null`}::int as version, '[]'::json as "companyIds", '[]'::json as "userIds"`;
}
