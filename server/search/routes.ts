import { searchQuerySchema } from '#domain/schemas/search';
import { DataOf } from '#domain/records/envelope';
import { SearchHit } from '#domain/records/search';
import { Type } from '@sinclair/typebox';
import { currentUser } from '../auth/guard';
import { docs } from '../http/docs';
import { ok } from '../http/envelope';
import type { Api } from '../http/validate';
import { search } from './queries';

/** GET /api/search: one box for everything a caller may read — the portal's Ctrl+K. */
export default async function searchRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.get(
    '/search',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags: ['search'],
        summary:
          'Records whose reference, name, phone, e-mail, CNIC or plate holds the term (or nearly: typos), grouped by list, a few of each, each list scoped as it is for the caller',
        querystring: searchQuerySchema,
        answer: DataOf(Type.Array(SearchHit)),
      }),
    },
    async (request) => ok(await search(db, currentUser(request), request.query.q)),
  );
}
