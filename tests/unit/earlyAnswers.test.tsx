import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, useListContext, type GetListParams } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourcePages';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { listDefaultsOf, listPageSize } from '#domain/resourceRegistry';
import type { ConfigEntry } from '#domain/clientConfig';
import { actingConfigKey, LABEL_CONFIGS } from '../../src/providers/actingConfig';

const ROWS = [
  { id: 1, code: 'SH-000001' },
  { id: 2, code: 'SH-000002' },
];
const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: ROWS, total: 2 }));
const THEME: ConfigEntry = {
  name: 'THEME',
  enabled: 'enabled',
  values: ['/logo.png', '#123456', '#654321', 'Early Freight'],
};
const getConfig = vi.fn(async (name: string): Promise<ConfigEntry> =>
  name === 'THEME' ? THEME : { name, enabled: 'disabled', values: [] },
);

// The entry's early requests go through the data provider's own reads (listReads): here, ones that count their calls.
vi.mock('../../src/providers/listReads', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listReads: () => ({
    getList: (resource: string, params: GetListParams) => getList(resource, params),
    getConfig: (name: string) => getConfig(name),
  }),
}));

function Codes() {
  const { data } = useListContext<{ id: number; code: string }>();
  return <p>{data?.map((row) => row.code).join(', ')}</p>;
}

/** The shipments list as the app mounts it on /shipments, with a dataProvider that counts its own calls. */
function renderShipments(
  queryClient: QueryClient,
  answer = async () => ({ data: [{ id: 9, code: 'SH-000009' }], total: 1 }),
  List = ResourceList,
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
          <List>
            <Codes />
          </List>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return listCalls;
}

afterEach(() => {
  getList.mockClear();
  getConfig.mockClear();
  vi.resetModules();
});

describe('early answers (a reload asks for what its first screen needs while the app downloads)', () => {
  it('asks once for the page, sort and filter the list will ask for, and the list shows that answer before its own', async () => {
    const { startEarlyAnswers, handEarlyAnswersTo } = await import('../../src/bootstrap/earlyAnswers');
    startEarlyAnswers({ pathname: '/shipments', search: '' });
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0]![1]).toMatchObject({
      pagination: { page: 1, perPage: listPageSize('shipments') },
      sort: listDefaultsOf('shipments')!.sort,
      filter: listDefaultsOf('shipments')!.filter,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    handEarlyAnswersTo(queryClient);
    // The first page and the two entries the labels read.
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(3));
    // The list's own request, were it to ask, would never answer here: what shows is the entry's answer.
    renderShipments(queryClient, () => new Promise(() => undefined));
    expect(await screen.findByText('SH-000001, SH-000002')).toBeInTheDocument();
  });

  it('does not ask again for the page the entry has just fetched, and asks as usual once the page is invalidated', async () => {
    const { startEarlyAnswers, handEarlyAnswersTo } = await import('../../src/bootstrap/earlyAnswers');
    startEarlyAnswers({ pathname: '/shipments', search: '' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    handEarlyAnswersTo(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(3));
    // The list as the app has it, reading the same (fresh) module as the entry.
    const { ResourceList: List } = await import('../../src/components/ResourcePages');
    const listCalls = renderShipments(queryClient, undefined, List);
    expect(await screen.findByText('SH-000001, SH-000002')).toBeInTheDocument();
    // Mounting on the entry's answer asks nothing: one read of the first page per reload, not two.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(listCalls).not.toHaveBeenCalled();
    // A change (a save, the live feed) invalidates the page: then the list asks, and shows the answer.
    await queryClient.invalidateQueries({ queryKey: ['shipments'] });
    expect(await screen.findByText('SH-000009')).toBeInTheDocument();
    expect(listCalls).toHaveBeenCalledTimes(1);
  });

  it('waits for the app’s cache when the answer comes first, and hands it over then', async () => {
    const { startEarlyAnswers, handEarlyAnswersTo } = await import('../../src/bootstrap/earlyAnswers');
    const queryClient = new QueryClient();
    startEarlyAnswers({ pathname: '/shipments', search: '' });
    await Promise.resolve();
    handEarlyAnswersTo(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(3));
    expect(queryClient.getQueryData(actingConfigKey('SHIPPER_RATE'))).toEqual({
      name: 'SHIPPER_RATE',
      enabled: 'disabled',
      values: [],
    });
  });

  it('asks nothing for a record page, an address with its own list parameters, or a list without a first view', async () => {
    const { startEarlyAnswers } = await import('../../src/bootstrap/earlyAnswers');
    startEarlyAnswers({ pathname: '/shipments/4/show', search: '' });
    startEarlyAnswers({ pathname: '/shipments', search: '?page=2' });
    startEarlyAnswers({ pathname: '/drivers', search: '' });
    startEarlyAnswers({ pathname: '/', search: '' });
    expect(getList).not.toHaveBeenCalled();
  });

  it('gives the client config to the first render, so the app is not drawn again in a new theme', async () => {
    const { startEarlyAnswers } = await import('../../src/bootstrap/earlyAnswers');
    const { ClientConfigProvider, useClientConfigState } = await import('../../src/theme/ClientConfigProvider');
    startEarlyAnswers({ pathname: '/', search: '' });
    expect(getConfig.mock.calls.map(([name]) => name)).toEqual(['THEME', 'PREFERENCE', ...LABEL_CONFIGS]);
    await vi.waitFor(async () =>
      expect((await import('../../src/bootstrap/earlyAnswers')).settledEarlyClientConfig()).toBeDefined(),
    );
    const renders: string[] = [];
    function Probe() {
      const { config, status } = useClientConfigState();
      renders.push(`${status} ${config.clientName}`);
      return null;
    }
    const ownReads = { getConfig: vi.fn() };
    render(
      <ClientConfigProvider dataProvider={ownReads as unknown as FreightDataProvider}>
        <Probe />
      </ClientConfigProvider>,
    );
    expect(renders[0]).toBe('ready Early Freight');
    expect(ownReads.getConfig).not.toHaveBeenCalled();
  });

  it('leaves a failed early answer to the list, which asks again and shows its own', async () => {
    getList.mockRejectedValueOnce(new Error('offline'));
    const { startEarlyAnswers, handEarlyAnswersTo } = await import('../../src/bootstrap/earlyAnswers');
    startEarlyAnswers({ pathname: '/shipments', search: '' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    handEarlyAnswersTo(queryClient);
    const listCalls = renderShipments(queryClient);
    expect(await screen.findByText('SH-000009')).toBeInTheDocument();
    expect(listCalls).toHaveBeenCalledTimes(1);
  });
});
