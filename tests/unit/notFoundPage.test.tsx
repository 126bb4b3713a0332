import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  Button,
  Notification,
  ResourceContextProvider,
  SimpleForm,
  TestMemoryRouter,
  TextField,
  TextInput,
  TopToolbar,
  type DataProvider,
} from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ResourceEdit, ResourceShow } from '../../src/components/ResourcePages';
import { singularOf } from '../../src/components/NotFound';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { MESSAGES } from '#domain/messages';

/** An unknown or malformed id in the address shows our not-found page, never react-admin's "Element does not exist". */

/** The API as DESIGN.md describes it: an unknown id is 404, a malformed one 400, both with the error envelope. */
function apiAnswering(records: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://api.test').pathname.replace(/^\/api/, '');
    const record = records[path];
    if (record) return new Response(JSON.stringify({ data: record }), { status: 200 });
    const malformed = !/^\d+$/.test(path.split('/').at(-1) ?? '');
    const status = malformed ? 400 : 404;
    return new Response(
      JSON.stringify({
        message: MESSAGES.notFound,
        error: malformed ? 'Bad Request' : 'Not Found',
        statusCode: status,
      }),
      { status },
    );
  });
  const http = createHttpClient({
    baseUrl: 'http://api.test/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onSessionExpired: () => undefined,
  });
  return { dataProvider: createDataProvider(http), fetch };
}

const EditToolbar = () => (
  <TopToolbar>
    <Button label="Edit this record" />
  </TopToolbar>
);

const ShowPage = () => (
  <ResourceShow actions={<EditToolbar />}>
    <TextField source="code" />
  </ResourceShow>
);

const EditPage = () => (
  <ResourceEdit actions={<EditToolbar />}>
    <SimpleForm>
      <TextInput source="name" />
    </SimpleForm>
  </ResourceEdit>
);

function renderAt(path: string, resource: string, page: ReactNode, dataProvider: DataProvider) {
  const locations: Location[] = [];
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => locations.push(location)}>
      <div id="react-admin-title" data-testid="app-bar-title" />
      <AdminContext
        dataProvider={dataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nProvider}
      >
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/:id/show`} element={page} />
            <Route path={`/${resource}/:id`} element={page} />
            <Route path={`/${resource}`} element={<p>The {resource} list</p>} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return locations;
}

const expectNoStockNotice = () => {
  expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
  expect(screen.queryByText(i18nProvider.translate('ra.notification.item_doesnt_exist'))).not.toBeInTheDocument();
};

describe('a show page whose record does not exist', () => {
  it('an unknown id: our page names what was looked for and links back to the list, and the page stays', async () => {
    const { dataProvider, fetch } = apiAnswering({});
    const locations = renderAt('/shipments/999999/show', 'shipments', <ShowPage />, dataProvider);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No shipment has the id 999999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shipments' })).toHaveAttribute('href', '/shipments');
    expect(String(fetch.mock.calls[0][0])).toContain('/shipment/999999');
    // The app bar says it too, and no action offers to edit a record that is not there.
    expect(within(screen.getByTestId('app-bar-title')).getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit this record' })).not.toBeInTheDocument();
    // Give react-admin's stock side effects (notify, redirect to the list) time to happen: none does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectNoStockNotice();
    expect(locations.at(-1)?.pathname).toBe('/shipments/999999/show');
    expect(screen.queryByText('The shipments list')).not.toBeInTheDocument();
  });

  it('a malformed id (the API answers 400): the same page, naming the id as typed', async () => {
    const { dataProvider } = apiAnswering({});
    renderAt('/drivers/abc/show', 'drivers', <ShowPage />, dataProvider);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No driver has the id abc.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectNoStockNotice();
  });

  it('the link goes back to the list', async () => {
    const { dataProvider } = apiAnswering({});
    const locations = renderAt('/payment-batches/42/show', 'payment-batches', <ShowPage />, dataProvider);
    expect(await screen.findByText('No payment batch has the id 42.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to payment batches' }));
    expect(await screen.findByText('The payment-batches list')).toBeInTheDocument();
    expect(locations.at(-1)?.pathname).toBe('/payment-batches');
  });

  it('a record that exists still shows, with its actions', async () => {
    const { dataProvider } = apiAnswering({ '/shipment/7': { id: 7, code: 'SH-000007' } });
    renderAt('/shipments/7/show', 'shipments', <ShowPage />, dataProvider);
    expect(await screen.findByText('SH-000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit this record' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not found' })).not.toBeInTheDocument();
  });
});

describe('an edit page whose record does not exist', () => {
  it('shows our not-found page instead of an empty form', async () => {
    const { dataProvider } = apiAnswering({});
    renderAt('/company-groups/31337', 'company-groups', <EditPage />, dataProvider);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No company group has the id 31337.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to company groups' })).toHaveAttribute('href', '/company-groups');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectNoStockNotice();
  });
});

describe('singular names', () => {
  it("name one record of each resource's kind", () => {
    expect(
      [
        'shipments',
        'bookings',
        'company-groups',
        'demand-addas',
        'fuel-pumps',
        'tyres',
        'payment-batches',
        'bank-accounts',
        'vehicles',
        'invoices',
        'categories',
      ].map(singularOf),
    ).toEqual([
      'shipment',
      'booking',
      'company group',
      'demand adda',
      'fuel pump',
      'tyre',
      'payment batch',
      'bank account',
      'vehicle',
      'invoice',
      'category',
    ]);
  });
});

describe('an address that names no page', () => {
  it('shows our Not found page with the way back to the dashboard', async () => {
    const { PageNotFound } = await import('../../src/layout/PageNotFound');
    render(
      <TestMemoryRouter initialEntries={['/nonsense/page']}>
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="*" element={<PageNotFound />} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No page of the portal is at /nonsense/page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });
});
