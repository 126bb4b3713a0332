import { Type, type Static } from '@sinclair/typebox';
import { Id, Text } from './common';

/** The groups GET /search answers, in the order it answers them (each scoped as its list is). */
export const SEARCH_GROUPS = [
  'shipments',
  'bookings',
  'invoices',
  'company-projects',
  'company-groups',
  'users',
  'drivers',
  'vehicles',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** One hit: which list it is of (the portal's resource), its id, what it reads as, and the portal path that opens it. */
export const SearchHit = Type.Object({
  group: Type.Union(SEARCH_GROUPS.map((group) => Type.Literal(group))),
  id: Id,
  label: Text,
  path: Text,
});
export type SearchHit = Static<typeof SearchHit>;
