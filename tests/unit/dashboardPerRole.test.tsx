import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, type GetListParams } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import axe from 'axe-core';
import { EXTRA_ROLES } from '../../server/db/seed-data/people';
import { MESSAGES } from '#domain/messages';
import { ALL_PERMISSIONS } from '#domain/permissions';
import { createAuthProvider } from '../../src/providers/authProvider';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { ApiError } from '../../src/providers/httpClient';
import type { CsrCounts } from '../../src/providers/operationsCalls';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { signInStaff } from './signedInAdmin';
import { Dashboard } from '../../src/custom/dashboard/Dashboard';

/** A dashboard shows what the role may see; the Operations role has no reports area. */
const roleOf = (key: (typeof EXTRA_ROLES)[number]['key']) => {
  const role = EXTRA_ROLES.find((r) => r.key === key)!;
  return { id: 2, name: role.name, permissions: [...role.permissions] };
};
const OPERATIONS = roleOf('operations');
const FINANCE = roleOf('finance');
const ADMIN = { id: 1, name: 'Administrator', permissions: [ALL_PERMISSIONS] };

const forbidden = () => new ApiError(403, MESSAGES.forbidden);

/** What each list answers for a one-row page: its total, by resource and filter. */
const TOTALS: Record<string, number> = {
  'drivers {"status":"PENDING"}': 3,
  'vehicles {"status":"PENDING"}': 5,
  'payments {"status":"PENDING"}': 6,
  'invoices {"status":"ISSUED"}': 7,
  'shipments {"filter":"current"}': 12,
  'shipments {"filter":"past"}': 40,
  'bookings {"status":1}': 4,
  'bookings {"status":2}': 2,
  'bookings {"status":3}': 1,
  'bookings {"status":4}': 9,
  'bookings {"status":13}': 8,
};

const CSR: CsrCounts = {
  shipmentsByStatus: {
    CREATED: 4,
    DISPATCH_STARTED: 3,
    TRANSIT: 2,
    DELIVERED: 7,
    CANCELLED: 1,
    PARTIALLY_FULFILLED: 0,
  },
  bookingsByStatus: { 1: 5, 2: 1, 3: 2, 4: 9, 13: 3 },
  openBids: 11,
  shipmentsWithOpenBids: 6,
  pendingDriverVerifications: 6,
  pendingVehicleVerifications: 8,
  pendingPartnerVerifications: 2,
  pendingPayments: { count: 4, amount: 125000 },
  unpaidInvoices: { count: 3, amount: 98000.5 },
};

/** The API as the role meets it: the reports refuse a role without `reports:list`, the lists answer their totals. */
function api(permissions: readonly string[], overrides: Partial<Record<string, unknown>> = {}) {
  const mayReports = permissions.includes(ALL_PERMISSIONS) || permissions.includes('reports:list');
  return {
    getMe: vi.fn(async () => ({
      user: { id: 9, fullName: 'Usman Tariq', companyName: null, email: 'ops@example.com', phoneNumber: '03001234568' },
      roles: [{ id: 2, name: 'Operations' }],
    })),
    getCsrCounts: vi.fn(async () => {
      if (!mayReports) throw forbidden();
      return CSR;
    }),
    getCsrBids: vi.fn(async () => {
      if (!mayReports) throw forbidden();
      return { days: [{ date: '2026-11-22', placed: 6, accepted: 2, rejected: 1 }], totals: {} };
    }),
    getShipperCounts: vi.fn(async () => Promise.reject(new Error('not for staff'))),
    // The clocks panel has its own test (clocksPanel.test.tsx): none here.
    getClocks: vi.fn(async () => []),
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      const total = TOTALS[`${resource} ${JSON.stringify(params.filter)}`];
      if (total === undefined) throw new Error(`unexpected list ${resource} ${JSON.stringify(params.filter)}`);
      return { data: total ? [{ id: 1 }] : [], total };
    }),
    getVerificationQueue: vi.fn(async () => ({ content: [], totalElements: 2 })),
    ...overrides,
  };
}

/** Signs a staff member in (as the login does) and renders the dashboard with the portal's own authProvider. */
function renderFor(role: { id: number; name: string; permissions: string[] }, provider: ReturnType<typeof api>) {
  signInStaff([role]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={provider as unknown as FreightDataProvider}
        authProvider={createAuthProvider()}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <Dashboard />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const hrefOf = (name: string) => {
  const url = new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown };
};

describe('the Operations role (no reports area)', () => {
  it('sees the figures of the lists it may read, each linking to its list, and no refusal', async () => {
    const provider = api(OPERATIONS.permissions);
    renderFor(OPERATIONS, provider);
    expect(await screen.findByRole('link', { name: 'Pending driver verifications: 3' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pending vehicle verifications: 5' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Current shipments: 12' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Past shipments: 40' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Delivered bookings: 9' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bookings by status' })).getAllByRole('link')).toHaveLength(5);
    expect(hrefOf('Pending driver verifications: 3')).toEqual({ path: '/drivers', filter: { status: 'PENDING' } });
    expect(hrefOf('Current shipments: 12')).toEqual({ path: '/shipments', filter: { filter: 'current' } });
    expect(hrefOf('Past shipments: 40')).toEqual({ path: '/shipments', filter: { filter: 'past' } });
    expect(hrefOf('Cancelled bookings: 8')).toEqual({ path: '/bookings', filter: { status: 13 } });
    expect(screen.getByText('Welcome, Usman Tariq')).toBeInTheDocument();

    // Nothing the role may not see: no money figures, no partner verification, no report calls.
    expect(
      screen.queryByRole('link', { name: /Pending payments|Unpaid invoices|Pending partner verifications/ }),
    ).not.toBeInTheDocument();
    expect(provider.getCsrCounts).not.toHaveBeenCalled();
    expect(provider.getCsrBids).not.toHaveBeenCalled();
    expect(provider.getVerificationQueue).not.toHaveBeenCalled();
    expect(provider.getList.mock.calls.map(([resource]) => resource)).not.toContain('payments');
    expect(screen.queryByText(MESSAGES.forbidden)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const result = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
  });

  it('a list the API refuses anyway (403) leaves its figure out; the rest of the page stays', async () => {
    const base = api(OPERATIONS.permissions);
    const provider = api(OPERATIONS.permissions, {
      getList: vi.fn(async (resource: string, params: GetListParams) => {
        if (resource === 'vehicles' || resource === 'bookings') throw forbidden();
        return base.getList(resource, params);
      }),
    });
    renderFor(OPERATIONS, provider);
    expect(await screen.findByRole('link', { name: 'Pending driver verifications: 3' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Current shipments: 12' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Pending vehicle verifications')).not.toBeInTheDocument());
    // A group whose every figure is refused is not shown at all.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bookings by status' })).not.toBeInTheDocument());
    expect(screen.queryByText(MESSAGES.forbidden)).not.toBeInTheDocument();
  });

  it('a figure that fails otherwise says so in its own card, with a Retry', async () => {
    let down = true;
    const base = api(OPERATIONS.permissions);
    const provider = api(OPERATIONS.permissions, {
      getList: vi.fn(async (resource: string, params: GetListParams) => {
        if (resource === 'drivers' && down) throw new ApiError(500, MESSAGES.generic);
        return base.getList(resource, params);
      }),
    });
    const user = renderFor(OPERATIONS, provider);
    expect(await screen.findByText('Could not load this figure.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pending vehicle verifications: 5' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry Pending driver verifications' }));
    expect(await screen.findByRole('link', { name: 'Pending driver verifications: 3' })).toBeInTheDocument();
  });
});

describe('roles with the reports area', () => {
  it('the administrator sees every figure of the report, as before', async () => {
    const provider = api(ADMIN.permissions);
    renderFor(ADMIN, provider);
    expect(await screen.findByRole('link', { name: 'Shipments with open bids: 6, 11 open bids' })).toBeInTheDocument();
    for (const name of [
      'Pending driver verifications: 6',
      'Pending vehicle verifications: 8',
      'Pending partner verifications: 2',
      'Pending payments: 4, Rs 125,000',
      'Unpaid invoices: 3, Rs 98,000.50',
      'Delivered shipments: 7',
      'Delivered bookings: 9',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('figure', { name: 'Bids per day' })).toBeInTheDocument();
    expect(provider.getList).not.toHaveBeenCalled();
  });

  it('finance sees the report without the figures of lists it may not open', async () => {
    renderFor(FINANCE, api(FINANCE.permissions));
    expect(await screen.findByRole('link', { name: 'Pending payments: 4, Rs 125,000' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unpaid invoices: 3, Rs 98,000.50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delivered shipments: 7' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Pending (driver|vehicle|partner) verifications/ }),
    ).not.toBeInTheDocument();
  });

  it('a report the API refuses anyway falls back to the lists the role may read', async () => {
    const provider = api(FINANCE.permissions, {
      getCsrCounts: vi.fn(async () => Promise.reject(forbidden())),
      getCsrBids: vi.fn(async () => Promise.reject(forbidden())),
    });
    renderFor(FINANCE, provider);
    expect(await screen.findByRole('link', { name: 'Pending payments: 6' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Unpaid invoices: 7' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Current shipments: 12' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.forbidden)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
