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
        return HttpResponse.json({
          data: { content: [{ id: 7 }], totalElements: 41, totalPages: 9, number: 1, size: 5 },
        });
      }),
    );
    const result = await provider.getList('things', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { filter: 'current' },
    });
    expect(result).toEqual({ data: [{ id: 7 }], total: 41 });
    expect(Object.fromEntries(seen!)).toEqual({
      page: '1',
      pageSize: '5',
      sort: 'createdAt',
      order: 'DESC',
      filter: 'current',
    });
  });

  it('getOne unwraps the data envelope; errors keep the API message', async () => {
    server.use(
      http.get(`${API}/things/1`, () => HttpResponse.json({ data: { id: 1, name: 'one' } })),
      http.get(`${API}/things/2`, () => HttpResponse.json({ message: 'Not found', statusCode: 404 }, { status: 404 })),
    );
    await expect(provider.getOne('things', { id: 1 })).resolves.toEqual({ data: { id: 1, name: 'one' } });
    await expect(provider.getOne('things', { id: 2 })).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it("the Favourite tab reads SPEC's favourites call, 10 a page; the other tabs the shipment list", async () => {
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
    await expect(
      provider.getList('shipments', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'loadingTime', order: 'DESC' },
        filter: { filter: 'favourite' },
      }),
    ).resolves.toEqual({ data: [{ id: 3 }], total: 11 });
    await provider.getList('shipments', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'loadingTime', order: 'DESC' },
      filter: { filter: 'past' },
    });
    expect(seen).toEqual(['favourites 10', 'list past']);
  });

  it('an update carries the version of the record the edit began from, unless it names one itself', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`${API}/drivers/7`, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json({ data: { id: 7, ...(body as object) } });
      }),
    );
    await provider.update('drivers', {
      id: 7,
      data: { fullName: 'Ali' },
      previousData: { id: 7, fullName: 'Aly', version: 3 },
    });
    await provider.update('drivers', {
      id: 7,
      data: { fullName: 'Ali', version: 5 },
      previousData: { id: 7, version: 3 },
    });
    await provider.update('drivers', { id: 7, data: { fullName: 'Ali' }, previousData: { id: 7 } });
    expect(sent).toEqual([{ fullName: 'Ali', version: 3 }, { fullName: 'Ali', version: 5 }, { fullName: 'Ali' }]);
  });

  it('CRUD goes through ra-data-simple-rest on the API paths: POST, PUT (PATCH for shipments), DELETE, each body unwrapped from {data}', async () => {
    const seen: string[] = [];
    const record = (request: Request, extra: object) =>
      request.json().then((body) => HttpResponse.json({ data: { ...(body as object), ...extra } }));
    server.use(
      http.post(
        `${API}/company-group`,
        async ({ request }) => (seen.push('POST /company-group'), record(request, { id: 9 })),
      ),
      http.put(
        `${API}/company-group/9`,
        async ({ request }) => (seen.push('PUT /company-group/9'), record(request, { id: 9 })),
      ),
      http.patch(
        `${API}/shipment/4`,
        async ({ request }) => (seen.push('PATCH /shipment/4'), record(request, { id: 4 })),
      ),
      http.get(
        `${API}/bank/v1/3`,
        () => (seen.push('GET /bank/v1/3'), HttpResponse.json({ data: { id: 3, title: 'Main' } })),
      ),
      http.delete(
        `${API}/company-group/9`,
        () => (seen.push('DELETE /company-group/9'), HttpResponse.json({ data: { id: 9, name: 'Gone' } })),
      ),
      http.delete(
        `${API}/roles/v2/2`,
        () => (seen.push('DELETE /roles/v2/2'), new HttpResponse(null, { status: 204 })),
      ),
    );
    expect(await provider.create('company-groups', { data: { name: 'Ravi' } })).toEqual({
      data: { id: 9, name: 'Ravi' },
    });
    expect(
      await provider.update('company-groups', { id: 9, data: { name: 'Ravi Textiles' }, previousData: { id: 9 } }),
    ).toEqual({ data: { id: 9, name: 'Ravi Textiles' } });
    expect(
      await provider.update('shipments', { id: 4, data: { referenceNumber: 'PO-1' }, previousData: { id: 4 } }),
    ).toEqual({ data: { id: 4, referenceNumber: 'PO-1' } });
    expect(await provider.getOne('bank-accounts', { id: 3 })).toEqual({ data: { id: 3, title: 'Main' } });
    expect(await provider.delete('company-groups', { id: 9, previousData: { id: 9, name: 'Ravi' } })).toEqual({
      data: { id: 9, name: 'Gone' },
    });
    // An answer without the record keeps the one react-admin had.
    expect(await provider.delete('roles', { id: 2, previousData: { id: 2, name: 'Viewer' } })).toEqual({
      data: { id: 2, name: 'Viewer' },
    });
    expect(seen).toEqual([
      'POST /company-group',
      'PUT /company-group/9',
      'PATCH /shipment/4',
      'GET /bank/v1/3',
      'DELETE /company-group/9',
      'DELETE /roles/v2/2',
    ]);
  });

  it("a refused write keeps the API's words through simple REST", async () => {
    server.use(
      http.put(`${API}/user/5`, () =>
        HttpResponse.json({ message: 'Phone number is not valid', statusCode: 400 }, { status: 400 }),
      ),
    );
    await expect(provider.update('users', { id: 5, data: {}, previousData: { id: 5 } })).rejects.toMatchObject({
      status: 400,
      message: 'Phone number is not valid',
    });
  });
});
