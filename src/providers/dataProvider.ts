import type { DataProvider, GetListParams } from 'ra-core';
import { PAGE_SIZE } from '../domain/limits';
import type { ConfigEntry } from '../domain/clientConfig';
import { httpClient as defaultClient, type HttpClient } from './httpClient';

/** How one react-admin resource maps onto the API (SPEC §7 roots). */
export interface ResourceRoute {
  path: string;
  /** Default page size when react-admin asks for none (SPEC §9). */
  pageSize?: number;
}

/** The one table of resources → API paths. Capability issues add their rows. */
export const RESOURCE_ROUTES: Record<string, ResourceRoute> = {};

interface Page<T> {
  content: T[];
  totalElements: number;
}

const routeOf = (resource: string): ResourceRoute => RESOURCE_ROUTES[resource] ?? { path: `/${resource}` };

/** react-admin pages are 1-based; the API's are zero-based. */
export const toApiPaging = (params: Pick<GetListParams, 'pagination'>, route: ResourceRoute) => ({
  page: Math.max(0, (params.pagination?.page ?? 1) - 1),
  pageSize: params.pagination?.perPage ?? route.pageSize ?? PAGE_SIZE.default,
});

export interface Profile {
  user: { id: number; fullName: string; companyName: string | null; email: string | null; phoneNumber: string };
  roles: { id: number; name: string }[];
}

/** Named calls beyond CRUD (DESIGN.md: never a raw fetch in a view). */
export interface FreightDataProvider extends DataProvider {
  getMe(): Promise<Profile>;
  getConfig(name: string): Promise<ConfigEntry>;
}

export function createDataProvider(http: HttpClient = defaultClient): FreightDataProvider {
  return {
    getMe: () => http.request<Profile>('/auth/user/me'),
    getConfig: (name) => http.request<ConfigEntry>(`/config/${encodeURIComponent(name)}`),
    async getList(resource, params) {
      const route = routeOf(resource);
      const sort = params.sort ? { sort: params.sort.field, order: params.sort.order } : {};
      const data = await http.request<Page<never>>(route.path, {
        query: { ...toApiPaging(params, route), ...sort, ...params.filter },
        signal: params.signal,
      });
      return { data: data.content, total: data.totalElements };
    },
    async getOne(resource, params) {
      return { data: await http.request(`${routeOf(resource).path}/${params.id}`, { signal: params.signal }) };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => http.request(`${routeOf(resource).path}/${id}`)));
      return { data: data as never[] };
    },
    async getManyReference(resource, params) {
      return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      return { data: await http.request(routeOf(resource).path, { method: 'POST', body: params.data }) };
    },
    async update(resource, params) {
      return { data: await http.request(`${routeOf(resource).path}/${params.id}`, { method: 'PUT', body: params.data }) };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => http.request(`${routeOf(resource).path}/${id}`, { method: 'PUT', body: params.data })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      await http.request(`${routeOf(resource).path}/${params.id}`, { method: 'DELETE' });
      return { data: params.previousData as never };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => http.request(`${routeOf(resource).path}/${id}`, { method: 'DELETE' })));
      return { data: params.ids };
    },
  };
}

export const dataProvider = createDataProvider();
