import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  ListBase,
  Notification,
  ResourceContextProvider,
  SimpleForm,
  TestMemoryRouter,
  TextField,
  TextInput,
  useGetList,
  useListContext,
  useRefresh,
  type DataProvider,
} from 'react-admin';
import type { ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { ListLoadError, LoadError, PartLoadError } from '../../src/components/LoadError';
import { ResourceEdit, ResourceShow } from '../../src/components/ResourcePages';
import { ApiError } from '../../src/providers/httpClient';
import { MESSAGES } from '#domain/messages';
import { i18nProvider } from '../../src/providers/i18nProvider';

/** A page whose data fails to load says SPEC §8's text, stays put and can try again. */
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const networkDown = () => new ApiError('FETCH_ERROR', MESSAGES.generic);
const record = { id: 2, code: 'SH-000002' };

const ShipmentShowHarness = () => (
  <ResourceShow id={2}>
    <TextField source="code" />
  </ResourceShow>
);

/** A part of a shipment page (its pricing) with its own query. */
function PricingPart() {
  const { data, error } = useGetList('prices');
  if (error) return <PartLoadError error={error} />;
  return data ? <span>Pricing</span> : null;
}

/** The app bar's Refresh: every query again. */
function RefreshButton() {
  const refresh = useRefresh();
  return <button onClick={refresh}>Refresh</button>;
}

const ShipmentEditHarness = () => (
  <>
    <RefreshButton />
    <ResourceEdit id={2}>
      <SimpleForm>
        <TextInput source="code" />
      </SimpleForm>
    </ResourceEdit>
  </>
);

function renderPage(
  page: ReactNode,
  path: string,
  dataProvider: Partial<DataProvider>,
  onLocation: (location: Location) => void = () => undefined,
) {
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <AdminContext dataProvider={dataProvider as DataProvider} queryClient={queryClient()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="shipments">{page}</ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const renderShow = (getOne: DataProvider['getOne'], onLocation?: (location: Location) => void) =>
  renderPage(<ShipmentShowHarness />, '/shipments/2/show', { getOne }, onLocation);

describe('LoadError', () => {
  it("shows the error's text and retries on demand; an error without text gets the generic one", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadError error={networkDown()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.generic);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadError error="not an Error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.generic);
  });
});

describe('a show page that cannot load its record', () => {
  it('a network failure keeps the page with the SPEC text, and Retry brings the record', async () => {
    const getOne = vi.fn().mockRejectedValueOnce(networkDown()).mockResolvedValue({ data: record });
    const locations: string[] = [];
    renderShow(getOne, (location) => locations.push(location.pathname));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.generic).length).toBeGreaterThan(0);
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SH-000002')).toBeInTheDocument();
    expect(locations.at(-1)).toBe('/shipments/2/show');
  });

  it('a failed refresh with a failing part says it once: one alert, one Retry, the record kept', async () => {
    let down = false;
    const answer =
      <T,>(data: T) =>
      async () => {
        if (down) throw networkDown();
        return data;
      };
    renderPage(
      <>
        <RefreshButton />
        <ResourceShow id={2}>
          <TextField source="code" />
          <PricingPart />
        </ResourceShow>
      </>,
      '/shipments/2/show',
      { getOne: answer({ data: record }), getList: answer({ data: [{ id: 1 }], total: 1 }) } as Partial<DataProvider>,
    );
    expect(await screen.findByText('Pricing')).toBeInTheDocument();
    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.getByText('SH-000002')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pricing')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a part failing alone (the record read) keeps its own alert and Retry', async () => {
    renderPage(
      <ResourceShow id={2}>
        <TextField source="code" />
        <PricingPart />
      </ResourceShow>,
      '/shipments/2/show',
      { getOne: vi.fn().mockResolvedValue({ data: record }), getList: vi.fn().mockRejectedValue(networkDown()) },
    );
    expect(await screen.findByText('SH-000002')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.generic);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a 404 shows our not-found page with a link back to the list, and stays (not react-admin\'s "Element does not exist")', async () => {
    const getOne = vi.fn().mockRejectedValue(new ApiError(404, MESSAGES.notFound));
    const locations: string[] = [];
    renderShow(getOne, (location) => locations.push(location.pathname));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No shipment has the id 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shipments' })).toHaveAttribute('href', '/shipments');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
    expect(locations.at(-1)).toBe('/shipments/2/show');
  });
});

describe('an edit page', () => {
  it('cannot load its record: the SPEC text and Retry, then the form', async () => {
    const getOne = vi.fn().mockRejectedValueOnce(networkDown()).mockResolvedValue({ data: record });
    renderPage(<ShipmentEditHarness />, '/shipments/2', { getOne });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('SH-000002')).toBeInTheDocument();
  });

  it('says a failed refresh above the form and keeps the form as typed', async () => {
    const getOne = vi.fn().mockResolvedValueOnce({ data: record }).mockRejectedValue(networkDown());
    renderPage(<ShipmentEditHarness />, '/shipments/2', { getOne });
    const input = await screen.findByDisplayValue('SH-000002');
    await userEvent.type(input, '-typed');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The failure is said above the form, which stays as typed; Retry reads the record again.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('SH-000002-typed')).toBeInTheDocument();
  });
});

describe('a list that cannot load', () => {
  it('shows the SPEC text with Retry instead of an empty list', async () => {
    const getList = vi
      .fn()
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValue({ data: [record], total: 1 });
    function Rows() {
      const { data, error } = useListContext();
      return error ? <ListLoadError /> : <p>{data?.map((row) => row.code).join(', ')}</p>;
    }
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={{ getList } as unknown as DataProvider} queryClient={queryClient()}>
          <ListBase resource="shipments">
            <Rows />
          </ListBase>
        </AdminContext>
      </TestMemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SH-000002')).toBeInTheDocument();
  });
});
