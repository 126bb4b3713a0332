import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
import type { ClockRecord } from '#domain/records/clocks';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { ClocksPanel } from '../../src/custom/dashboard/ClocksPanel';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CLOCKS: ClockRecord[] = [
  { clock: 'bidWindowClosing', count: 3, limit: 60, unit: 'minutes', kind: 'due', list: 'shipments', configName: null },
  {
    clock: 'verificationLate',
    count: 2,
    limit: 48,
    unit: 'hours',
    kind: 'late',
    list: 'verification',
    configName: 'CLOCK_VERIFICATION_HOURS',
  },
  {
    clock: 'podUnpaid',
    count: 0,
    limit: 7,
    unit: 'days',
    kind: 'late',
    list: 'bookings',
    configName: 'CLOCK_REMAINDER_UNPAID_DAYS',
  },
  {
    clock: 'tripStalled',
    count: 1,
    limit: 1,
    unit: 'hours',
    kind: 'late',
    list: 'bookings',
    configName: 'CLOCK_TRIP_STALLED_HOURS',
  },
];

const answer = (data: JsonBodyType, status = 200) => HttpResponse.json(status === 200 ? { data } : data, { status });

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider(createHttpClient({ baseUrl: API }))} queryClient={queryClient}>
        <ClocksPanel />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const filterOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown };
};

describe('the dashboard clocks panel', () => {
  it('shows each clock with its count, late or due wording and limit, linking to its filtered list', async () => {
    server.use(http.get(`${API}/clocks`, () => answer(CLOCKS)));
    renderPanel();
    expect(screen.getByRole('progressbar', { name: 'Loading clocks' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Due and late' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Bid windows closing, no bids: 3, 3 due soon, closing within 60 minutes',
      'Verifications waiting too long: 2, 2 late, waiting over 48 hours',
      'Delivered, remainder unpaid: 0, Nothing late, POD on file, unpaid over 7 days',
      'Trips not moving: 1, 1 late, no movement for over 1 hour',
    ]);
    expect(filterOf(links[0])).toEqual({ path: '/shipments', filter: { clock: 'bidWindowClosing' } });
    expect(filterOf(links[1])).toEqual({ path: '/verification', filter: { clock: 'verificationLate' } });
    expect(filterOf(links[2])).toEqual({ path: '/bookings', filter: { clock: 'podUnpaid' } });
    expect(filterOf(links[3])).toEqual({ path: '/bookings', filter: { clock: 'tripStalled' } });
    // Nothing late is said calmly, in words, not as an alarm.
    expect(within(links[2]).getByText('Nothing late')).toBeInTheDocument();
    const result = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
  });

  it('is reached with the keyboard, card by card', async () => {
    server.use(http.get(`${API}/clocks`, () => answer(CLOCKS.slice(0, 2))));
    const user = renderPanel();
    await screen.findByRole('region', { name: 'Due and late' });
    await user.tab();
    expect(screen.getByRole('link', { name: /^Bid windows closing, no bids: 3/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /^Verifications waiting too long: 2/ })).toHaveFocus();
  });

  it.each([
    ['has no clock', () => answer([])],
    ['is refused them', () => answer({ message: 'Access denied', error: 'Forbidden', statusCode: 403 }, 403)],
  ])('shows no panel when the user %s', async (_, reply) => {
    server.use(http.get(`${API}/clocks`, reply));
    renderPanel();
    await screen.findByRole('progressbar', { name: 'Loading clocks' });
    await expect.poll(() => screen.queryByRole('progressbar', { name: 'Loading clocks' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Due and late' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the API's message when the clocks fail, and Retry reads them again", async () => {
    let fail = true;
    server.use(
      http.get(`${API}/clocks`, () =>
        fail ? answer({ message: 'Clocks are resting', error: 'Bad Request', statusCode: 400 }, 400) : answer(CLOCKS),
      ),
    );
    const user = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Clocks are resting');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Trips not moving: 1/ })).toBeInTheDocument();
  });
});
