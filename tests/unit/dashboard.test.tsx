import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import axe from 'axe-core';
import { USER_TYPE } from '#domain/userTypes';
import { STORAGE_KEYS } from '../../src/providers/storage';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import type { HttpClient } from '../../src/providers/httpClient';
import { ApiError } from '../../src/providers/httpClient';
import { operationsCalls, type CsrCounts, type ShipperCounts } from '../../src/providers/operationsCalls';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { Dashboard } from '../../src/custom/dashboard/Dashboard';
import { bidDays, bidSummary, listUrl } from '../../src/custom/dashboard/dashboardData';

const SHIPMENTS = { CREATED: 4, DISPATCH_STARTED: 3, TRANSIT: 2, DELIVERED: 7, CANCELLED: 1, PARTIALLY_FULFILLED: 0 };
const BOOKINGS = { 1: 5, 2: 1, 3: 2, 4: 9, 13: 3 };
const CSR: CsrCounts = {
  shipmentsByStatus: SHIPMENTS,
  bookingsByStatus: BOOKINGS,
  openBids: 11,
  shipmentsWithOpenBids: 6,
  pendingDriverVerifications: 6,
  pendingVehicleVerifications: 8,
  pendingPartnerVerifications: 2,
  pendingPayments: { count: 4, amount: 125000 },
  unpaidInvoices: { count: 3, amount: 98000.5 },
};
const SHIPPER: ShipperCounts = {
  shipmentsByStatus: SHIPMENTS,
  bookingsByStatus: BOOKINGS,
  openBids: 5,
  shipmentsWithOpenBids: 3,
  invoicesDue: { count: 2, amount: 40000 },
};
const BIDS = {
  days: [
    { date: '2026-11-22', placed: 6, accepted: 2, rejected: 1 },
    { date: '2026-11-21', placed: 3, accepted: 1, rejected: 0 },
  ],
  totals: { CREATED: 4 },
};

function calls(overrides: Record<string, unknown> = {}) {
  return {
    getMe: vi.fn(async () => ({
      user: { id: 1, fullName: 'Ayesha Khan', companyName: null, email: null, phoneNumber: '03001234567' },
      roles: [{ id: 1, name: 'Administrator' }],
    })),
    getCsrCounts: vi.fn(async () => CSR),
    getShipperCounts: vi.fn(async () => SHIPPER),
    getCsrBids: vi.fn(async () => BIDS),
    // The clocks panel has its own test (clocksPanel.test.tsx): none here.
    getClocks: vi.fn(async () => []),
    ...overrides,
  };
}

function renderDashboard(provider: ReturnType<typeof calls>, userType: number) {
  localStorage.setItem(STORAGE_KEYS.userType, String(userType));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={provider as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <Dashboard />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const filterOf = (href: string | null) => {
  const url = new URL(href ?? '', 'http://x');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown };
};
const linkTo = (name: string | RegExp) => filterOf(screen.getByRole('link', { name }).getAttribute('href'));

afterEach(() => vi.restoreAllMocks());

describe('dashboard data', () => {
  it('report calls ask the SPEC §7 paths', async () => {
    const request = vi.fn(async (path: string) => ({ path }));
    const api = operationsCalls({ request } as unknown as HttpClient);
    await api.getCsrCounts();
    await api.getShipperCounts();
    await api.getCsrBids();
    expect(request.mock.calls.map((c) => c[0])).toEqual([
      '/report/v1/csr/counts',
      '/report/v1/shipper/counts',
      '/report/v1/csr/bids',
    ]);
  });

  it('reads the bids report defensively and sums it', () => {
    expect(
      bidDays({
        days: [{ day: '2026-11-02', count: 2 }, { date: '2026-11-01', placed: '3', accepted: 1 }, { nothing: 1 }],
      }),
    ).toEqual([
      { date: '2026-11-01', placed: 3, accepted: 1, rejected: 0 },
      { date: '2026-11-02', placed: 2, accepted: 0, rejected: 0 },
    ]);
    expect(bidDays(null)).toEqual([]);
    expect(bidSummary(bidDays(BIDS), i18nProvider.translate)).toBe(
      'Over 2 days from 2026-11-21 to 2026-11-22: 9 bids placed, 3 accepted, 1 rejected. Busiest day 2026-11-22 with 6 placed.',
    );
    expect(listUrl('bookings', { status: 4 })).toBe(`/bookings?filter=${encodeURIComponent('{"status":4}')}`);
  });
});

describe('Dashboard', () => {
  it('staff see every count, each card linking to the list it counts', async () => {
    const provider = calls();
    renderDashboard(provider, USER_TYPE.INTERNAL);
    expect(screen.getByRole('progressbar', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shipments with open bids: 6, 11 open bids' })).toBeInTheDocument();
    expect(linkTo('Pending driver verifications: 6')).toEqual({ path: '/drivers', filter: { status: 'PENDING' } });
    expect(linkTo('Pending vehicle verifications: 8')).toEqual({ path: '/vehicles', filter: { status: 'PENDING' } });
    expect(linkTo('Pending partner verifications: 2')).toEqual({ path: '/verification', filter: null });
    expect(linkTo('Pending payments: 4, Rs 125,000')).toEqual({ path: '/payments', filter: { status: 'PENDING' } });
    expect(linkTo('Unpaid invoices: 3, Rs 98,000.50')).toEqual({ path: '/invoices', filter: { status: 'ISSUED' } });
    // A status opens the tab that holds it, narrowed to that status; open bids, the shipments that have one.
    expect(linkTo('Delivered shipments: 7')).toEqual({
      path: '/shipments',
      filter: { filter: 'past', status: 'DELIVERED' },
    });
    expect(linkTo('In transit shipments: 2')).toEqual({
      path: '/shipments',
      filter: { filter: 'current', status: 'TRANSIT' },
    });
    expect(linkTo('Shipments with open bids: 6, 11 open bids')).toEqual({
      path: '/shipments',
      filter: { filter: 'all', openBids: true },
    });
    expect(linkTo('Delivered bookings: 9')).toEqual({ path: '/bookings', filter: { status: 4 } });
    expect(linkTo('Cancelled bookings: 3')).toEqual({ path: '/bookings', filter: { status: 13 } });
    const shipments = screen.getByRole('region', { name: 'Shipments by status' });
    expect(within(shipments).getAllByRole('link')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'Bookings by status' })).getAllByRole('link')).toHaveLength(5);
    expect(provider.getShipperCounts).not.toHaveBeenCalled();
    await screen.findByRole('figure', { name: 'Bids per day' });
    const result = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
  });

  it('staff charts are named figures with a text alternative', async () => {
    renderDashboard(calls(), USER_TYPE.INTERNAL);
    const byStatus = await screen.findByRole('figure', { name: 'Shipments by status' });
    expect(byStatus).toHaveAccessibleDescription(
      'Created 4, Dispatch started 3, In transit 2, Delivered 7, Cancelled 1, Partially fulfilled 0.',
    );
    const bids = await screen.findByRole('figure', { name: 'Bids per day' });
    expect(bids).toHaveAccessibleDescription(/9 bids placed, 3 accepted, 1 rejected/);
  });

  it('shippers see their company variant', async () => {
    const provider = calls();
    renderDashboard(provider, USER_TYPE.SHIPPER);
    expect(await screen.findByRole('link', { name: 'Invoices due: 2, Rs 40,000' })).toHaveAttribute(
      'href',
      `/invoices?filter=${encodeURIComponent('{"status":"ISSUED"}')}`,
    );
    expect(screen.getByRole('link', { name: 'Shipments with open bids: 3, 5 open bids' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Created shipments: 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pending payments/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Bids per day' })).not.toBeInTheDocument();
    expect(provider.getCsrCounts).not.toHaveBeenCalled();
    expect(provider.getCsrBids).not.toHaveBeenCalled();
  });

  it("shows the API's message when the counts fail, and retries", async () => {
    let fail = true;
    const provider = calls({
      getShipperCounts: vi.fn(async () => {
        if (fail) throw new ApiError(403, 'Access denied');
        return SHIPPER;
      }),
    });
    const user = renderDashboard(provider, USER_TYPE.SHIPPER);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Shipments with open bids: 3, 5 open bids' })).toBeInTheDocument();
  });

  it('a failed bids report leaves the counts on screen', async () => {
    renderDashboard(
      calls({ getCsrBids: vi.fn(async () => Promise.reject(new Error('Bids report unavailable'))) }),
      USER_TYPE.INTERNAL,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Bids report unavailable');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Shipments with open bids: 6, 11 open bids' })).toBeInTheDocument(),
    );
  });
});
