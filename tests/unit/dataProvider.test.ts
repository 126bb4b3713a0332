import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createDataProvider, toApiPaging } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const provider = createDataProvider(createHttpClient({ baseUrl: API }));

describe('dataProvider', () => {
  it('maps 1-based react-admin pages onto zero-based page + pageSize', () => {
    expect(toApiPaging({ pagination: { page: 1, perPage: 5 } }, { path: '/x' })).toEqual({ page: 0, pageSize: 5 });
    expect(toApiPaging({ pagination: { page: 3, perPage: 4 } }, { path: '/x' })).toEqual({ page: 2, pageSize: 4 });
  });

  it('getList sends zero-based paging, sort and filters, and maps the paged envelope onto {data, total}', async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/things`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({ data: { content: [{ id: 7 }], totalElements: 41, totalPages: 9, number: 1, size: 5 } });
      }),
    );
    const result = await provider.getList('things', { pagination: { page: 2, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { filter: 'current' } });
    expect(result).toEqual({ data: [{ id: 7 }], total: 41 });
    expect(Object.fromEntries(seen!)).toEqual({ page: '1', pageSize: '5', sort: 'createdAt', order: 'DESC', filter: 'current' });
  });

  it('getOne unwraps the data envelope; errors keep the API message', async () => {
    server.use(
      http.get(`${API}/things/1`, () => HttpResponse.json({ data: { id: 1, name: 'one' } })),
      http.get(`${API}/things/2`, () => HttpResponse.json({ message: 'Not found', statusCode: 404 }, { status: 404 })),
    );
    await expect(provider.getOne('things', { id: 1 })).resolves.toEqual({ data: { id: 1, name: 'one' } });
    await expect(provider.getOne('things', { id: 2 })).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it('the Favourite tab reads SPEC\'s favourites call, 10 a page; the other tabs the shipment list', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/shipment/favourite/all`, ({ request }) => {
        seen.push(`favourites ${new URL(request.url).searchParams.get('pageSize')}`);
        return HttpResponse.json({ data: { content: [{ id: 3 }], totalElements: 11 } });
      }),
      http.get(`${API}/shipment`, ({ request }) => {
        seen.push(`list ${new URL(request.url).searchParams.get('filter')}`);
        return HttpResponse.json({ data: { content: [], totalElements: 0 } });
      }),
    );
    await expect(provider.getList('shipments', { pagination: { page: 1, perPage: 10 }, sort: { field: 'loadingTime', order: 'DESC' }, filter: { filter: 'favourite' } })).resolves.toEqual({ data: [{ id: 3 }], total: 11 });
    await provider.getList('shipments', { pagination: { page: 1, perPage: 5 }, sort: { field: 'loadingTime', order: 'DESC' }, filter: { filter: 'past' } });
    expect(seen).toEqual(['favourites 10', 'list past']);
  });
});
