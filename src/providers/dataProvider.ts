import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { NESTED_ROUTES } from '#domain/nestedRoutes';
import type { ConfigEntry } from '#domain/clientConfig';
import type { City, Country, GoodsType, State, VehicleTypeVariant } from '#domain/schemas/lookups';
import type { VehicleTypeRecord } from '#domain/records/lookups';
import { httpClient as defaultClient, type HttpClient } from './httpClient';
import { listReads, routeOf, toApiPaging, type Page } from './listReads';
import { shipmentCalls, type ShipmentCalls } from './shipmentCalls';
import { shipmentRelatedCalls, type ShipmentRelatedCalls } from './shipmentRelatedCalls';
import { documentCalls, type DocumentCalls } from './documentCalls';
import { bookingCalls, type BookingCalls } from './bookingCalls';
import { companyCalls, type CompanyCalls } from './companyCalls';
import { fleetCalls, type FleetCalls } from './fleetCalls';
import { walletCalls, type WalletCalls } from './walletCalls';
import { billingCalls, type BillingCalls } from './billingCalls';
import { configCalls, type ConfigCalls } from './configCalls';
import { operationsCalls, type OperationsCalls } from './operationsCalls';
import { savedViewCalls, type SavedViewCalls } from './savedViewCalls';
import { shipmentImportCalls, type ShipmentImportCalls } from './shipmentImportCalls';
import { laneRateCalls, type LaneRateCalls } from './laneRateCalls';
import { scorecardCalls, type ScorecardCalls } from './scorecardCalls';
import { outboxCalls, type OutboxCalls } from './outboxCalls';
import type { ProfileRecord } from '#domain/records/auth';

export { RESOURCE_ROUTES, type ResourceRoute } from '#domain/resourceRegistry';
export { listPathOf, toApiPaging } from './listReads';

/**
 * ra-data-simple-rest speaks `fetchJson`: our client already adds the token, refreshes once on 401,
 * unwraps the `{data}` envelope and says SPEC's error texts, so it stands in for it.
 */
export const simpleRestClient =
  (http: HttpClient) =>
  async (url: string, options: fetchUtils.Options = {}) => {
    const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    const json = await http.request<unknown>(url, {
      method: options.method ?? 'GET',
      body,
      signal: options.signal ?? undefined,
    });
    return { status: 200, headers: new Headers(), body: '', json };
  };

export type Profile = ProfileRecord;

/** Named calls beyond CRUD (DESIGN.md: never a raw fetch in a view). */
export interface FreightCalls
  extends ShipmentCalls, ShipmentRelatedCalls, DocumentCalls, BookingCalls, CompanyCalls, FleetCalls, WalletCalls {
  getMe(): Promise<Profile>;
  getConfig(name: string): Promise<ConfigEntry>;
  /** SPEC §7 lookups: city search (3+ characters, SPEC §5), cities, countries, states, goods and vehicle types. */
  searchCities(term: string, signal?: AbortSignal): Promise<City[]>;
  getCities(ids?: (number | string)[]): Promise<City[]>;
  getVehicleTypes(): Promise<VehicleTypeRecord[]>;
  getVehicleTypeVariants(vehicleTypeId: number | string): Promise<VehicleTypeVariant[]>;
  getGoodsTypes(): Promise<GoodsType[]>;
  getCountries(): Promise<Country[]>;
  getStates(countryId?: number | string): Promise<State[]>;
}

/** Invoices and billing, merged into FreightCalls without touching its shared line. */
export interface FreightCalls extends BillingCalls {}
/** Verification queue and config screens. */
export interface FreightCalls extends ConfigCalls {}
/** Notifications and dashboard reports. */
export interface FreightCalls extends OperationsCalls {}
/** Saved list views. */
export interface FreightCalls extends SavedViewCalls {}
/** The shipment spreadsheet import. */
export interface FreightCalls extends ShipmentImportCalls {}
/** Lane rates and their report. */
export interface FreightCalls extends LaneRateCalls {}
/** Carrier scorecards. */
export interface FreightCalls extends ScorecardCalls {}
/** The outbox's retry. */
export interface FreightCalls extends OutboxCalls {}

export type FreightDataProvider = DataProvider & FreightCalls;

/**
 * What views call: react-admin's CRUD methods and our named calls, without DataProvider's index
 * signature, so that a misspelt call is a type error rather than a silent no-op at run time.
 */
export type FreightApi = FreightCalls &
  Pick<
    DataProvider,
    'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
  >;

export function createDataProvider(http: HttpClient = defaultClient): FreightDataProvider {
  const rest = simpleRestProvider('', simpleRestClient(http));
  /** simple REST's "resource" is the path after its base: the API's own path for the resource. */
  const restPath = (resource: string) => routeOf(resource).path.replace(/^\//, '');
  return {
    ...shipmentCalls(http),
    ...shipmentRelatedCalls(http),
    ...documentCalls(http),
    ...bookingCalls(http),
    ...companyCalls(http),
    ...fleetCalls(http),
    ...walletCalls(http),
    ...billingCalls(http),
    ...configCalls(http),
    ...operationsCalls(http),
    ...savedViewCalls(http),
    ...shipmentImportCalls(http),
    ...laneRateCalls(http),
    ...scorecardCalls(http),
    ...outboxCalls(http),
    getMe: () => http.request<Profile>('/auth/user/me'),
    searchCities: (term, signal) => http.request<City[]>('/cities/search', { query: { term }, signal }),
    // An empty id list asks for no city (the API would read a missing `ids` as "all").
    getCities: async (ids) =>
      ids && !ids.length ? [] : http.request<City[]>('/cities', { query: { ids: ids?.join(',') } }),
    getVehicleTypes: () => http.request<VehicleTypeRecord[]>('/vehicle-types'),
    getVehicleTypeVariants: (vehicleTypeId) =>
      http.request<VehicleTypeVariant[]>(
        `/vehicle-type-variant/vehicle-type/${encodeURIComponent(String(vehicleTypeId))}`,
      ),
    getGoodsTypes: () => http.request<GoodsType[]>('/goods-types'),
    getCountries: () => http.request<Country[]>('/country/all'),
    getStates: (countryId) => http.request<State[]>('/states', { query: { countryId } }),
    ...listReads(http),
    // getOne, create, update, delete and updateMany: ra-data-simple-rest's, on the API's paths.
    getOne: (resource, params) => rest.getOne(restPath(resource), params),
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => http.request(`${routeOf(resource).path}/${id}`)));
      return { data: data as never[] };
    },
    async getManyReference(resource, params) {
      const nested = NESTED_ROUTES[resource];
      if (!nested)
        return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      // A list under its record's path (a shipment's history): the record is in the path, the filter in the query.
      if (params.target !== nested.target)
        throw new Error(`${resource} is read by ${nested.target}, not ${params.target}`);
      const { page, pageSize } = toApiPaging(params, nested);
      const data = await http.request<Page<never>>(nested.path.replace(':id', encodeURIComponent(String(params.id))), {
        query: { ...params.filter, page, pageSize },
        signal: params.signal,
      });
      return { data: data.content, total: data.totalElements };
    },
    create: (resource, params) => rest.create(restPath(resource), params),
    update(resource, rawParams) {
      const route = routeOf(resource);
      // The version the edit began from goes with it: a record saved by someone else meanwhile answers 409.
      const params = {
        ...rawParams,
        data: withVersionOf(rawParams.data, rawParams.previousData) as typeof rawParams.data,
      };
      // The API edits some records with PATCH (shipments): simple REST only knows PUT.
      if (route.updateMethod === 'PATCH')
        return http
          .request(`${route.path}/${params.id}`, { method: 'PATCH', body: params.data })
          .then((data) => ({ data: data as never }));
      return rest.update(restPath(resource), params);
    },
    updateMany: (resource, params) => rest.updateMany(restPath(resource), params),
    // A delete the API answers without the record (204, or an acknowledgement) keeps the record react-admin had.
    delete: (resource, params) =>
      rest
        .delete(restPath(resource), params)
        .then(({ data }) => ({ data: (data && typeof data === 'object' ? data : params.previousData) as never })),
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => http.request(`${routeOf(resource).path}/${id}`, { method: 'DELETE' })));
      return { data: params.ids };
    },
  };
}

/** The record's version, unless the save names one itself (the conflict dialog's overwrite does). */
function withVersionOf(data: unknown, previousData: unknown) {
  const version = (previousData as { version?: unknown } | undefined)?.version;
  if (!data || typeof data !== 'object' || Array.isArray(data) || typeof version !== 'number' || 'version' in data)
    return data;
  return { ...data, version };
}

export const dataProvider = createDataProvider();
