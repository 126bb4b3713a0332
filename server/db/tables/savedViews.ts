// ── saved list views ─────────────────────────────────────────────────────────
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewQuery } from '#domain/savedViews';
import { reference, serialId, stamps } from './columns';
import { roles, users } from './people';

/** A named list query (filters, sort, page size, columns): its owner's, and shared with one role when chosen. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serialId(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    ownerId: reference('owner_id', () => users.id, { onDelete: 'cascade' }),
    sharedWithRoleId: integer('shared_with_role_id').references(() => roles.id, { onDelete: 'set null' }),
    query: jsonb('query').$type<SavedViewQuery>().notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_idx').on(t.ownerId, t.list, sql`lower(${t.name})`),
    index('saved_views_role_list_idx').on(t.sharedWithRoleId, t.list),
  ],
);

/** The view a user's list opens with: one a list, any view the user may see. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    viewId: reference('view_id', () => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] })],
);
