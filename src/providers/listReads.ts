import type { GetListParams, GetListResult } from 'ra-core';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '#domain/limits';
import { RESOURCE_ROUTES, type ResourceRoute } from '#domain/resourceRegistry';
import type { ConfigEntry } from '#domain/clientConfig';
import type { HttpClient } from './httpClient';

/**
 * The data provider's reads a first screen needs (a list's page, a config entry), apart from the
 * rest and from react-admin's code: the entry starts them before the framework has downloaded
 * (src/bootstrap/earlyAnswers.ts), and the data provider answers the same calls with them.
 */
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** The path a list is read from: a call of its own for some filter values, else the list path. */
export function listPathOf(route: ResourceRoute, filter: Record<string, unknown> | undefined): string {
  for (const [key, paths] of Object.entries(route.filterPaths ?? {})) {
    const value = filter?.[key];
    if (typeof value === 'string' && paths[value]) return paths[value];
  }
  return route.listPath ?? route.path;
}

export const routeOf = (resource: string): ResourceRoute => RESOURCE_ROUTES[resource] ?? { path: `/${resource}` };

/** react-admin pages are 1-based; the API's are zero-based. */
export const toApiPaging = (params: Pick<GetListParams, 'pagination'>, route: ResourceRoute) => ({
  page: Math.max(0, (params.pagination?.page ?? 1) - 1),
  pageSize: params.pagination?.perPage ?? route.pageSize ?? PAGE_SIZE.default,
});

export function listReads(http: HttpClient) {
  return {
    getConfig: (name: string) => http.request<ConfigEntry>(`/config/${encodeURIComponent(name)}`),
    async getList(resource: string, params: GetListParams): Promise<GetListResult> {
      const route = routeOf(resource);
      const sort = params.sort ? { sort: params.sort.field, order: params.sort.order } : {};
      const path = listPathOf(route, params.filter);
      const fetchPage = (page: number, pageSize: number) =>
        http.request<Page<never>>(path, {
          query: { ...sort, ...params.filter, page, pageSize },
          signal: params.signal,
        });
      const { page, pageSize } = toApiPaging(params, route);
      if (pageSize <= MAX_PAGE_SIZE) {
        const data = await fetchPage(page, pageSize);
        // A short list the API answers whole (roles): react-admin pages it on the client.
        if (Array.isArray(data)) return { data: data as unknown as never[], total: (data as unknown[]).length };
        return { data: data.content, total: data.totalElements };
      }
      // An export asks for more rows than one API page holds: gather them page by page.
      const wanted = pageSize;
      const rows: never[] = [];
      let total = 0;
      for (let apiPage = Math.floor((page * wanted) / MAX_PAGE_SIZE); rows.length < wanted; apiPage += 1) {
        const data = await fetchPage(apiPage, MAX_PAGE_SIZE);
        total = data.totalElements;
        rows.push(...data.content);
        if (data.content.length < MAX_PAGE_SIZE) break;
      }
      return { data: rows.slice(0, wanted), total };
    },
  };
}
