import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { ThemeProvider, createTheme } from '@mui/material';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { USER_TYPE } from '#domain/userTypes';
import type { HistoryEntryRecord } from '#domain/records/history';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { HistoryTimeline } from '../../src/components/history/HistoryTimeline';
import type { HistoryOf } from '../../src/components/history/useHistory';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const entry = (overrides: Partial<HistoryEntryRecord>): HistoryEntryRecord => ({
  id: 1,
  createdAt: '2025-03-04T09:30:00.000Z',
  shipmentId: 42,
  bookingId: null,
  bookingCode: null,
  actorId: 9,
  actorName: 'Ayesha Khan',
  actorType: USER_TYPE.INTERNAL,
  event: 'edited',
  group: 'record',
  changes: [],
  detail: null,
  reason: null,
  ...overrides,
});

const MARGIN = entry({
  id: 3,
  event: 'marginChanged',
  group: 'money',
  changes: [{ field: 'contractAmount', before: 100000, after: 125500 }],
});
const DRIVER = entry({
  id: 2,
  bookingId: 12,
  bookingCode: 'BK-000012',
  event: 'driverAssigned',
  group: 'assignment',
  changes: [
    { field: 'driver', before: null, after: 'Ghulam Abbas' },
    { field: 'status', before: 1, after: 2 },
  ],
});
const BID = entry({
  id: 1,
  actorId: null,
  actorName: null,
  actorType: null,
  event: 'bidRejected',
  group: 'bids',
  detail: { bidId: 5, bidAmount: 95000, vehicleCount: 1, partner: 'Khan Transport' },
  reason: 'Rate above the shipper rate',
});

/** The queries the timeline sent to the API, in order. */
let seen: URLSearchParams[] = [];
afterEach(() => {
  seen = [];
});
const page = (content: HistoryEntryRecord[], totalElements = content.length) => ({
  data: { content, totalElements, totalPages: 1, number: 0, size: 20 },
});
const answering = (path: string, answer: (query: URLSearchParams) => Response) =>
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      return answer(query);
    }),
  );

function renderTimeline(of: HistoryOf = 'shipment', id = 42, direction: 'ltr' | 'rtl' = 'ltr') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={createDataProvider(createHttpClient({ baseUrl: API }))} queryClient={queryClient}>
        <ThemeProvider theme={createTheme({ direction })}>
          <HistoryTimeline of={of} id={id} />
        </ThemeProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const timeline = () => screen.findByRole('list', { name: 'History of changes' });
/** A line as it reads, though its text is split (values isolated for right to left, the arrow with a name of its own). */
const reads =
  (text: string | RegExp, tag = 'LI') =>
  (_: string, element: Element | null) =>
    element?.tagName === tag &&
    (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));
const line = (text: string) => reads(text);

describe('HistoryTimeline', () => {
  it("reads a shipment's history newest first: who, what, each field before → after, the booking, detail and reason", async () => {
    answering('/shipment/42/history', () => HttpResponse.json(page([MARGIN, DRIVER, BID])));
    renderTimeline();
    const list = await timeline();
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Contract amount changed',
      'Driver assigned',
      'Bid rejected',
    ]);
    expect(within(items[0]).getByText(line('Contract amount: Rs 100,000 → Rs 125,500'))).toBeInTheDocument();
    expect(
      within(items[0]).getByText(reads(/^\S+ \S+ [AP]M · Ayesha Khan · Internal staff$/, 'P')),
    ).toBeInTheDocument();
    expect(within(items[0]).getByRole('img', { name: 'changed to' })).toHaveTextContent('→');
    // A booking's entry names its booking; an empty value reads "—"; statuses read by their labels.
    expect(within(items[1]).getByRole('link', { name: 'Booking BK-000012' })).toHaveAttribute(
      'href',
      '/bookings/12/show',
    );
    expect(within(items[1]).getByText(line('Driver: — → Ghulam Abbas'))).toBeInTheDocument();
    expect(within(items[1]).getByText(line('Status: Created → Dispatch started'))).toBeInTheDocument();
    // The system's writes say so; the bid's figures and the reason are shown, its id is not.
    expect(within(items[2]).getByText(reads(/ · System$/, 'P'))).toBeInTheDocument();
    expect(
      within(items[2]).getByText(reads('Partner: Khan Transport · Bid amount: Rs 95,000 · Vehicles: 1', 'P')),
    ).toBeInTheDocument();
    expect(within(items[2]).getByText(reads('Reason: Rate above the shipper rate', 'P'))).toBeInTheDocument();
    expect(screen.getByText('3 of 3 changes')).toBeInTheDocument();
    expect(Object.fromEntries(seen[0]!)).toEqual({ page: '0', pageSize: '20' });
  });

  it('right to left, the arrow points the way the line reads, and each value keeps its own direction', async () => {
    answering('/shipment/42/history', () => HttpResponse.json(page([MARGIN])));
    renderTimeline('shipment', 42, 'rtl');
    expect(await screen.findByText(line('Contract amount: Rs 100,000 ← Rs 125,500'))).toBeInTheDocument();
    expect(screen.getByText('Rs 100,000').tagName).toBe('BDI');
  });

  it('a group chip asks the API for that group only, zero-based paging, and All asks for every group again', async () => {
    answering('/booking/12/history', (query) =>
      HttpResponse.json(page(query.get('group') === 'assignment' ? [DRIVER] : [MARGIN, DRIVER])),
    );
    const user = renderTimeline('booking', 12);
    await timeline();
    const chips = screen.getByRole('group', { name: 'Kind of change' });
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: 'Assignment' }));
    await waitFor(() => expect(screen.queryByText('Contract amount changed')).not.toBeInTheDocument());
    expect(await screen.findByText('Driver assigned')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Assignment' })).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({ page: '0', pageSize: '20', group: 'assignment' });
    // On a booking's own page its entries do not link to it again.
    expect(screen.queryByRole('link', { name: /Booking/ })).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Contract amount changed')).toBeInTheDocument();
    expect(seen.at(-1)!.has('group')).toBe(false);
  });

  it('Load more reads the next page and adds it below', async () => {
    answering('/shipment/42/history', (query) =>
      HttpResponse.json(page(query.get('page') === '0' ? [MARGIN, DRIVER] : [BID], 3)),
    );
    const user = renderTimeline();
    await timeline();
    expect(screen.getByText('2 of 3 changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bid rejected')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(seen.map((query) => query.get('page'))).toEqual(['0', '1']);
  });

  it('says when nothing was recorded yet, of any kind or of the chosen kind', async () => {
    answering('/shipment/42/history', () => HttpResponse.json(page([])));
    const user = renderTimeline();
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByText('No changes of this kind recorded yet')).toBeInTheDocument();
  });

  it('shows the loading state, then a failure with a Retry that reads again', async () => {
    // react-admin logs the failed read; the screen is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    answering('/shipment/42/history', () =>
      fail
        ? HttpResponse.json({ message: 'Shipment not found', error: 'Not Found', statusCode: 404 }, { status: 404 })
        : HttpResponse.json(page([MARGIN])),
    );
    const user = renderTimeline();
    expect(screen.getByRole('status', { name: 'Loading history' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Shipment not found');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(line('Contract amount: Rs 100,000 → Rs 125,500'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
