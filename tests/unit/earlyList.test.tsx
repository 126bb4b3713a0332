import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, useListContext, type GetListParams } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourcePages';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { listDefaultsOf, listPageSize } from '#domain/resourceRegistry';

const ROWS = [
  { id: 1, code: 'SH-000001' },
  { id: 2, code: 'SH-000002' },
];
const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: ROWS, total: 2 }));

// The entry's early request goes through the app's own dataProvider: here, one that counts its calls.
vi.mock('../../src/providers/dataProvider', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  dataProvider: { getList: (resource: string, params: GetListParams) => getList(resource, params) },
}));

function Codes() {
  const { data } = useListContext<{ id: number; code: string }>();
  return <p>{data?.map((row) => row.code).join(', ')}</p>;
}

/** The shipments list as the app mounts it on /shipments, with a dataProvider that counts its own calls. */
function renderShipments(
  queryClient: QueryClient,
  answer = async () => ({ data: [{ id: 9, code: 'SH-000009' }], total: 1 }),
) {
  const listCalls = vi.fn(answer);
  render(
    <MemoryRouter initialEntries={['/shipments']}>
      <AdminContext
        dataProvider={{ getList: listCalls } as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <ResourceContextProvider value="shipments">
          <ResourceList>
            <Codes />
          </ResourceList>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return listCalls;
}

afterEach(() => {
  getList.mockClear();
  vi.resetModules();
});

describe('the early list (a reload of a list page asks for its first page while the app downloads)', () => {
  it('asks once for the page, sort and filter the list will ask for, and the list shows that answer before its own', async () => {
    const { startEarlyList, handEarlyListTo } = await import('../../src/bootstrap/earlyList');
    startEarlyList({ pathname: '/shipments', search: '' });
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0]![1]).toMatchObject({
      pagination: { page: 1, perPage: listPageSize('shipments') },
      sort: listDefaultsOf('shipments')!.sort,
      filter: listDefaultsOf('shipments')!.filter,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    handEarlyListTo(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(1));
    // The list's own request (react-query revalidating the page it was handed) never answers here.
    renderShipments(queryClient, () => new Promise(() => undefined));
    expect(await screen.findByText('SH-000001, SH-000002')).toBeInTheDocument();
  });

  it('waits for the app’s cache when the answer comes first, and hands it over then', async () => {
    const { startEarlyList, handEarlyListTo } = await import('../../src/bootstrap/earlyList');
    const queryClient = new QueryClient();
    startEarlyList({ pathname: '/shipments', search: '' });
    await Promise.resolve();
    handEarlyListTo(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(1));
  });

  it('asks nothing for a record page, an address with its own list parameters, or a list without a first view', async () => {
    const { startEarlyList } = await import('../../src/bootstrap/earlyList');
    startEarlyList({ pathname: '/shipments/4/show', search: '' });
    startEarlyList({ pathname: '/shipments', search: '?page=2' });
    startEarlyList({ pathname: '/drivers', search: '' });
    startEarlyList({ pathname: '/', search: '' });
    expect(getList).not.toHaveBeenCalled();
  });

  it('leaves a failed early answer to the list, which asks again and shows its own', async () => {
    getList.mockRejectedValueOnce(new Error('offline'));
    const { startEarlyList, handEarlyListTo } = await import('../../src/bootstrap/earlyList');
    startEarlyList({ pathname: '/shipments', search: '' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    handEarlyListTo(queryClient);
    const listCalls = renderShipments(queryClient);
    expect(await screen.findByText('SH-000009')).toBeInTheDocument();
    expect(listCalls).toHaveBeenCalledTimes(1);
  });
});
