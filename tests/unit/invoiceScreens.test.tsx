import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import axe from 'axe-core';
import { addDays, format } from 'date-fns';
import { pickerInput } from './pickerInput';
import { ConfirmProvider } from '../../src/components/confirm';
import { MAX_INVOICE_BOOKINGS } from '#domain/money';
import { USER_TYPE } from '#domain/userTypes';
import { STORAGE_KEYS } from '../../src/providers/storage';
import { ApiError, type BinaryResponse, type HttpClient } from '../../src/providers/httpClient';
import { billingCalls, type InvoiceableBooking, type InvoiceWithLines } from '../../src/providers/billingCalls';
import { documentCalls } from '../../src/providers/documentCalls';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { InvoiceCreate } from '../../src/resources/invoices/InvoiceCreate';
import { InvoiceShow } from '../../src/resources/invoices/InvoiceShow';
import { InvoiceList } from '../../src/resources/invoices/InvoiceList';
import { invoiceTotals, isOverdue } from '../../src/resources/invoices/invoiceRecord';
import { BillTButtons } from '../../src/resources/bookings/BillTButtons';

// MUI inputs driven key by key, and axe-core over a whole page, take seconds in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const isoDay = (offsetDays: number) => format(addDays(new Date(), offsetDays), 'yyyy-MM-dd');
const COMPANIES = [
  { id: 3, name: 'Acme Textiles' },
  { id: 4, name: 'Indus Foods' },
];
const BOOKINGS: InvoiceableBooking[] = [
  {
    id: 11,
    code: 'BK-000011',
    shipmentCode: 'SH-000041',
    amount: 120000,
    deliveredAt: '2025-03-01T10:00:00Z',
    partnerName: 'Khan Transport',
    charges: 0,
    dueThisRun: true,
  },
  {
    id: 12,
    code: 'BK-000012',
    shipmentCode: 'SH-000042',
    amount: 80000,
    deliveredAt: '2025-03-02T10:00:00Z',
    partnerName: 'Indus Movers',
    charges: 0,
    dueThisRun: true,
  },
  {
    id: 13,
    code: 'BK-000013',
    shipmentCode: 'SH-000043',
    amount: 50000,
    deliveredAt: '2025-03-03T10:00:00Z',
    partnerName: 'Tariq Transport',
    charges: 2500,
    dueThisRun: false,
  },
];
const CONFIGURATION = {
  companyId: 3,
  billingCycle: 'MONTHLY',
  taxPercent: 17,
  dueDays: 30,
  billableChargeTypeIds: [],
  invoiceEmail: null,
  attachBillT: true,
  configured: true,
};
const INVOICE: InvoiceWithLines = {
  id: 5,
  code: 'INV-000005',
  companyId: 3,
  companyName: 'Acme Textiles',
  status: 'ISSUED',
  issueDate: isoDay(-40),
  dueDate: isoDay(-10),
  subtotal: 200000,
  tax: 34000,
  total: 234000,
  taxPercent: 17,
  notes: 'March loads',
  cancelReason: null,
  cancelledAt: null,
  sentAt: null,
  sentTo: null,
  createdByName: 'CSR Admin',
  createdAt: '2025-03-05T09:00:00Z',
  bookingCount: 2,
  lines: [
    {
      id: 1,
      bookingId: 11,
      kind: 'FREIGHT',
      bookingCode: 'BK-000011',
      shipmentCode: 'SH-000041',
      description: 'Karachi → Lahore',
      amount: 120000,
      deliveredAt: '2025-03-01T10:00:00Z',
    },
    {
      id: 2,
      bookingId: 12,
      kind: 'FREIGHT',
      bookingCode: 'BK-000012',
      shipmentCode: 'SH-000042',
      description: 'Karachi → Multan',
      amount: 80000,
      deliveredAt: '2025-03-02T10:00:00Z',
    },
  ],
};

const file = (type: string): BinaryResponse => ({
  blob: new Blob(['<html></html>'], { type }),
  fileName: undefined,
  header: () => null,
});

function calls(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: COMPANIES, total: COMPANIES.length })),
    getOne: vi.fn(async () => ({ data: INVOICE })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    getInvoiceableBookings: vi.fn(async () => BOOKINGS),
    getBillingConfiguration: vi.fn(async () => CONFIGURATION),
    createInvoice: vi.fn(async () => ({ ...INVOICE, id: 77, code: 'INV-000077' })),
    cancelInvoice: vi.fn(async () => ({ ...INVOICE, status: 'CANCELLED' })),
    markInvoicePaid: vi.fn(async () => ({ ...INVOICE, status: 'PAID' })),
    sendInvoice: vi.fn(async () => ({ ...INVOICE, sentAt: '2025-03-07T09:00:00Z', sentTo: 'ap@acme.example' })),
    runInvoicing: vi.fn(async () => ({
      companyId: 3,
      billingCycle: 'MONTHLY',
      periodStart: '2025-03-01T00:00:00Z',
      invoices: [
        { ...INVOICE, id: 8, code: 'INV-000008' },
        { ...INVOICE, id: 9, code: 'INV-000009' },
      ],
      skipped: [{ id: 14, code: 'BK-000014' }],
    })),
    previewBillT: vi.fn(async () => file('text/html')),
    printBillT: vi.fn(async () => file('application/pdf')),
    getDocuments: vi.fn(async () => []),
    ...overrides,
  };
}
type Calls = ReturnType<typeof calls>;

function renderAt(path: string, routes: { path: string; element: ReactNode }[], provider: Calls) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={provider as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <ConfirmProvider>
          <ResourceContextProvider value="invoices">
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </ResourceContextProvider>
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** axe-core's WCAG A/AA rules that jsdom can judge (no layout, so no colour contrast). */
async function expectNoA11yViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
}

const asStaff = () => localStorage.setItem(STORAGE_KEYS.userType, String(USER_TYPE.INTERNAL));
const asShipper = () => localStorage.setItem(STORAGE_KEYS.userType, String(USER_TYPE.SHIPPER));

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  openSpy = vi.fn(() => null);
  vi.stubGlobal('open', openSpy);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/bill-t');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('invoice totals', () => {
  it('sums in paisa and rounds the tax to the paisa', () => {
    expect(invoiceTotals([120000, 80000], 17)).toEqual({ subtotal: 200000, tax: 34000, total: 234000 });
    expect(invoiceTotals([0.1, 0.2], 0)).toEqual({ subtotal: 0.3, tax: 0, total: 0.3 });
    expect(invoiceTotals([100.05], 12.5)).toEqual({ subtotal: 100.05, tax: 12.51, total: 112.56 });
    expect(invoiceTotals([], 17)).toEqual({ subtotal: 0, tax: 0, total: 0 });
    // Half a paisa rounds up, as the API rounds: 0.5 × 1% = 0.005 → 0.01; 450,000 × 100 bookings at 16.99%.
    expect(invoiceTotals([0.5], 1).tax).toBe(0.01);
    expect(
      invoiceTotals(
        Array.from({ length: 100 }, () => 450000),
        16.99,
      ),
    ).toEqual({ subtotal: 45000000, tax: 7645500, total: 52645500 });
  });

  it('only an issued invoice past its due day is overdue', () => {
    const today = new Date(2025, 5, 15);
    expect(isOverdue({ status: 'ISSUED', dueDate: '2025-06-14' }, today)).toBe(true);
    expect(isOverdue({ status: 'ISSUED', dueDate: '2025-06-15' }, today)).toBe(false);
    expect(isOverdue({ status: 'PAID', dueDate: '2025-06-01' }, today)).toBe(false);
  });
});

describe('New invoice page', () => {
  const CREATE_ROUTES = [
    { path: '/invoices/create', element: <InvoiceCreate /> },
    { path: '/invoices/:id/show', element: <p>Invoice page</p> },
  ];
  const chooseCompany = async (user: ReturnType<typeof userEvent.setup>, name = 'Acme Textiles') => {
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name }));
  };
  const totals = () => screen.getByRole('region', { name: 'Invoice totals' });
  const figure = (label: string | RegExp) => within(totals()).getByText(label).nextElementSibling?.textContent;

  it('choosing a company loads its delivered bookings and its billing configuration', async () => {
    asStaff();
    const provider = calls();
    const { user } = renderAt('/invoices/create', CREATE_ROUTES, provider);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await chooseCompany(user);
    const table = await screen.findByRole('table', { name: 'Delivered bookings waiting for an invoice' });
    expect(provider.getInvoiceableBookings).toHaveBeenCalledWith(3);
    expect(provider.getBillingConfiguration).toHaveBeenCalledWith(3);
    expect(within(table).getAllByRole('row')).toHaveLength(BOOKINGS.length + 1);
    expect(within(table).getByText('Khan Transport')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create invoice' })).toBeDisabled();
  });

  it('a company with no delivered, un-invoiced booking says so', async () => {
    asStaff();
    const { user } = renderAt(
      '/invoices/create',
      CREATE_ROUTES,
      calls({ getInvoiceableBookings: vi.fn(async () => []) }),
    );
    await chooseCompany(user);
    expect(await screen.findByText('No delivered bookings waiting for an invoice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create invoice' })).toBeDisabled();
  });

  it("selecting two bookings previews subtotal, tax at the company's rate and total", async () => {
    asStaff();
    const { user, container } = renderAt('/invoices/create', CREATE_ROUTES, calls());
    await chooseCompany(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Select BK-000011' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BK-000012' }));
    await waitFor(() => expect(figure('Tax (17%)')).toBe('Rs 34,000'));
    expect(figure('Bookings')).toBe('2');
    expect(figure('Subtotal')).toBe('Rs 200,000');
    expect(figure('Total')).toBe('Rs 234,000');
    await expectNoA11yViolations(container);
  });

  it("a booking's billable charges count in the preview as the invoice bills them", async () => {
    asStaff();
    const { user } = renderAt('/invoices/create', CREATE_ROUTES, calls());
    await chooseCompany(user);
    const table = await screen.findByRole('table', { name: 'Delivered bookings waiting for an invoice' });
    expect(within(table).getByRole('columnheader', { name: 'Billable charges' })).toBeInTheDocument();
    expect(within(table).getByText('Rs 2,500')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select BK-000013' }));
    await waitFor(() => expect(figure('Subtotal')).toBe('Rs 52,500'));
    expect(figure('Tax (17%)')).toBe('Rs 8,925');
    expect(figure('Total')).toBe('Rs 61,425');
  });

  it('select all ticks every booking, and at most MAX_INVOICE_BOOKINGS of them', async () => {
    asStaff();
    const many = Array.from({ length: MAX_INVOICE_BOOKINGS + 1 }, (_, i) => ({
      ...BOOKINGS[0],
      id: 100 + i,
      code: `BK-${100 + i}`,
      amount: 1000,
    }));
    const { user } = renderAt(
      '/invoices/create',
      CREATE_ROUTES,
      calls({ getInvoiceableBookings: vi.fn(async () => many) }),
    );
    await chooseCompany(user);
    // By label, not by role: working out the roles of a hundred rows is slow in jsdom.
    await user.click(await screen.findByLabelText('Select all bookings'));
    expect(figure('Bookings')).toBe(String(MAX_INVOICE_BOOKINGS));
    expect(screen.getByLabelText(`Select BK-${100 + MAX_INVOICE_BOOKINGS}`)).toBeDisabled();
    expect(screen.getByLabelText('Select BK-100')).toBeChecked();
    expect(screen.getByText(/One invoice carries at most 100 bookings/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select all bookings'));
    expect(figure('Bookings')).toBe('0');
  });

  it('Create invoice sends the company, the chosen bookings, the issue date and notes, then opens the invoice', async () => {
    asStaff();
    const provider = calls();
    const { user } = renderAt('/invoices/create', CREATE_ROUTES, provider);
    await chooseCompany(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Select BK-000012' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BK-000011' }));
    expect(pickerInput('Issue date')).toHaveValue(format(new Date(), 'dd/MM/yyyy'));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '  March loads ');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(provider.createInvoice).toHaveBeenCalledTimes(1));
    expect(provider.createInvoice).toHaveBeenCalledWith({
      companyId: 3,
      bookingIds: [11, 12],
      notes: 'March loads',
      issueDate: format(new Date(), 'yyyy-MM-dd'),
    });
    expect(await screen.findByText('Invoice page')).toBeInTheDocument();
    expect(await screen.findByText('Invoice INV-000077 created')).toBeInTheDocument();
  });

  it("a 409 shows the API's text and reloads the bookings", async () => {
    asStaff();
    const text = 'Booking BK-000012 is already invoiced or not delivered';
    const provider = calls({
      createInvoice: vi.fn(async () => {
        throw new ApiError(409, text);
      }),
    });
    const { user } = renderAt('/invoices/create', CREATE_ROUTES, provider);
    await chooseCompany(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Select BK-000012' }));
    provider.getInvoiceableBookings.mockResolvedValueOnce(BOOKINGS.filter((booking) => booking.id !== 12));
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(provider.getInvoiceableBookings).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select BK-000012' })).not.toBeInTheDocument());
    expect(figure('Bookings')).toBe('0');
    expect(screen.getByRole('button', { name: 'Create invoice' })).toBeDisabled();
  });

  it('is for staff only', () => {
    asShipper();
    renderAt('/invoices/create', CREATE_ROUTES, calls());
    expect(screen.getByText('Only staff issue invoices.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
  });
});

describe('Invoice page', () => {
  const SHOW_ROUTES = [{ path: '/invoices/:id/show', element: <InvoiceShow /> }];
  const showInvoice = (provider: Calls = calls()) => {
    const view = renderAt('/invoices/5/show', SHOW_ROUTES, provider);
    return { ...view, provider };
  };

  it('shows the figures, the overdue flag, the lines linking to their bookings, and the invoice documents', async () => {
    asStaff();
    const { user, provider, container } = showInvoice();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000005 · Acme Textiles' })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Rs 234,000')).toBeInTheDocument();
    expect(screen.getByText('Tax (17%)')).toBeInTheDocument();
    expect(screen.getByText('March loads')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByRole('link', { name: 'BK-000011' })).toHaveAttribute('href', '/bookings/11/show');
    expect(within(lines).getByText('Karachi → Multan')).toBeInTheDocument();
    expect(provider.getDocuments).toHaveBeenCalledWith('invoice', 5);
    const documents = screen.getByRole('region', { name: 'Invoice documents' });
    await user.click(within(documents).getByRole('combobox', { name: 'Document type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Invoice', 'Bank Deposit Slip', 'Others']);
    await user.keyboard('{Escape}');
    await expectNoA11yViolations(container);
  });

  it('Cancel invoice needs a reason: no call without one, then sends it trimmed', async () => {
    asStaff();
    const { user, provider } = showInvoice();
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel invoice INV-000005?' });
    const confirmButton = within(dialog).getByRole('button', { name: 'Cancel invoice' });
    expect(confirmButton).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, '   ');
    expect(confirmButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(provider.cancelInvoice).not.toHaveBeenCalled();
    // Buttons read cancel, then confirm (SPEC §2).
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Cancel invoice']);
    await user.type(reason, 'Issued to the wrong company ');
    await user.click(confirmButton);
    await waitFor(() => expect(provider.cancelInvoice).toHaveBeenCalledWith(5, 'Issued to the wrong company'));
    expect(await screen.findByText('Invoice INV-000005 cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a refused cancellation shows the API's text in the dialog, which stays open", async () => {
    asStaff();
    const { user } = showInvoice(
      calls({
        cancelInvoice: vi.fn(async () => Promise.reject(new ApiError(409, 'Only an issued invoice can be cancelled'))),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel invoice INV-000005?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an issued invoice can be cancelled');
  });

  it('Mark paid goes through the confirmation dialog', async () => {
    asStaff();
    const { user, provider } = showInvoice();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark invoice INV-000005 paid?' });
    expect(dialog).toHaveAccessibleDescription(
      'Acme Textiles paid Rs 234,000. A paid invoice can no longer be cancelled.',
    );
    expect(provider.markInvoicePaid).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.markInvoicePaid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(provider.markInvoicePaid).toHaveBeenCalledWith(5));
    expect(await screen.findByText('Invoice INV-000005 marked paid')).toBeInTheDocument();
  });

  it.each([
    ['a paid invoice, for staff', 'PAID', asStaff],
    ['an issued invoice, for its shipper', 'ISSUED', asShipper],
  ])('offers no settling on %s', async (_, status, as) => {
    as();
    const { provider } = showInvoice(calls({ getOne: vi.fn(async () => ({ data: { ...INVOICE, status } })) }));
    await screen.findByRole('table', { name: 'Invoice lines' });
    expect(provider.getOne).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
    expect(screen.queryByText('Overdue')).toBe(status === 'ISSUED' ? screen.getByText('Overdue') : null);
  });

  it('a cancelled invoice shows why', async () => {
    asStaff();
    showInvoice(
      calls({
        getOne: vi.fn(async () => ({
          data: {
            ...INVOICE,
            status: 'CANCELLED',
            cancelReason: 'Issued to the wrong company',
            cancelledAt: '2025-03-06T09:00:00Z',
          },
        })),
      }),
    );
    expect(await screen.findByText('Issued to the wrong company')).toBeInTheDocument();
    expect(screen.getByText('Cancel reason')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('Send is disabled, and says why, while the company has no invoice e-mail', async () => {
    asStaff();
    const { provider } = showInvoice();
    expect(await screen.findByText('Not sent yet')).toBeInTheDocument();
    await waitFor(() => expect(provider.getBillingConfiguration).toHaveBeenCalledWith(3));
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() =>
      expect(send).toHaveAccessibleDescription("No invoice e-mail in the company's billing configuration"),
    );
    expect(send).toBeDisabled();
  });

  it('Send e-mails the invoice after a confirmation naming the address; the page says when and where it went', async () => {
    asStaff();
    const configured = { ...CONFIGURATION, invoiceEmail: 'ap@acme.example', attachBillT: true };
    const { user, provider } = showInvoice(calls({ getBillingConfiguration: vi.fn(async () => configured) }));
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice INV-000005 to ap@acme.example?' });
    expect(dialog).toHaveAccessibleDescription("The invoice PDF goes with each booking's bill-T.");
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(provider.sendInvoice).toHaveBeenCalledWith(5));
    expect(await screen.findByText('Invoice INV-000005 sent to ap@acme.example')).toBeInTheDocument();
  });

  it('a sent invoice says when and to whom', async () => {
    asStaff();
    showInvoice(
      calls({
        getOne: vi.fn(async () => ({
          data: { ...INVOICE, sentAt: '2025-03-07T09:00:00Z', sentTo: 'ap@acme.example' },
        })),
      }),
    );
    expect(await screen.findByText(/^07\/03\/2025 .* to ap@acme\.example$/)).toBeInTheDocument();
  });

  it("a booking's charge is a line of its own after its freight, with one bill-T preview per booking", async () => {
    asStaff();
    const charge = {
      ...INVOICE.lines[0],
      id: 3,
      kind: 'CHARGE' as const,
      description: 'Detention Charges, SH-000041 / BK-000011',
      amount: 2500,
    };
    showInvoice(
      calls({
        getOne: vi.fn(async () => ({ data: { ...INVOICE, lines: [INVOICE.lines[0], charge, INVOICE.lines[1]] } })),
      }),
    );
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Detention Charges, SH-000041 / BK-000011')).toBeInTheDocument();
    expect(within(lines).getByText('Rs 2,500')).toBeInTheDocument();
    expect(within(lines).getAllByRole('button', { name: 'Preview bill-T of BK-000011' })).toHaveLength(1);
  });

  it("a line's Bill-T preview opens the API's page in a new tab from a blob", async () => {
    asStaff();
    const { user, provider } = showInvoice();
    await user.click(await screen.findByRole('button', { name: 'Preview bill-T of BK-000012' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('blob:http://localhost/bill-t', '_blank', 'noopener'));
    expect(provider.previewBillT).toHaveBeenCalledWith(12);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });
});

describe('Invoices list', () => {
  const LIST_ROUTES = [{ path: '/invoices', element: <InvoiceList /> }];
  const rows = [
    { ...INVOICE, id: 5, code: 'INV-000005' },
    { ...INVOICE, id: 6, code: 'INV-000006', status: 'PAID' },
    { ...INVOICE, id: 7, code: 'INV-000007', dueDate: isoDay(5) },
  ];
  const listCalls = () =>
    calls({
      getList: vi.fn(async (resource: string) =>
        resource === 'invoices' ? { data: rows, total: rows.length } : { data: COMPANIES, total: 2 },
      ),
    });
  const row = async (code: string) =>
    (await screen.findByRole('link', { name: code })).closest('[role="row"]') as HTMLElement;

  it('flags overdue issued invoices, shows totals and statuses; staff filter by company and may create', async () => {
    asStaff();
    const provider = listCalls();
    const { container } = renderAt('/invoices', LIST_ROUTES, provider);
    expect(within(await row('INV-000005')).getByText('Overdue')).toBeInTheDocument();
    expect(within(await row('INV-000005')).getByText('Rs 234,000')).toBeInTheDocument();
    expect(within(await row('INV-000006')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(await row('INV-000006')).getByText('Paid')).toBeInTheDocument();
    expect(within(await row('INV-000007')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search invoices by code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute('href', '/invoices/create');
    expect(provider.getList).toHaveBeenCalledWith(
      'invoices',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 } }),
    );
    await expectNoA11yViolations(container);
  });

  it('Run invoicing: pick a company, read its cycle, run; the result links what was issued and names what was left out', async () => {
    asStaff();
    const provider = listCalls();
    const { user } = renderAt('/invoices', LIST_ROUTES, provider);
    await user.click(await screen.findByRole('button', { name: 'Run invoicing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run invoicing' });
    const run = within(dialog).getByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Company' }), 'Acme');
    await user.click(await screen.findByRole('option', { name: 'Acme Textiles' }));
    expect(await within(dialog).findByText('Billing cycle: Monthly')).toBeInTheDocument();
    await user.click(run);
    await waitFor(() => expect(provider.runInvoicing).toHaveBeenCalledWith(3));
    expect(await within(dialog).findByText('2 invoices issued')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'INV-000009' })).toHaveAttribute('href', '/invoices/9/show');
    expect(within(dialog).getByText('Left out for having no shipper rate: BK-000014')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a shipper neither filters by company nor creates', async () => {
    asShipper();
    renderAt('/invoices', LIST_ROUTES, listCalls());
    await row('INV-000005');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New invoice' })).not.toBeInTheDocument();
  });
});

describe('Bill-T buttons of a booking', () => {
  const renderButtons = (provider: Calls) =>
    renderAt(
      '/bookings/12/show',
      [{ path: '/bookings/:id/show', element: <BillTButtons booking={{ id: 12, code: 'BK-000012' }} /> }],
      provider,
    );

  it('Preview bill-T opens the HTML in a new tab; Download bill-T PDF saves the PDF', async () => {
    const provider = calls();
    const { user } = renderButtons(provider);
    await user.click(screen.getByRole('button', { name: 'Preview bill-T' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('blob:http://localhost/bill-t', '_blank', 'noopener'));
    expect(provider.previewBillT).toHaveBeenCalledWith(12);

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download bill-T PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(provider.printBillT).toHaveBeenCalledWith(12);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bill-t-BK-000012.pdf');
    expect(openSpy).toHaveBeenCalledTimes(1);
  });

  it("a failure shows the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderButtons(
      calls({ previewBillT: vi.fn(async () => Promise.reject(new ApiError(404, 'Not found'))) }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview bill-T' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();
  });
});

describe('invoice calls', () => {
  it('reach the SPEC §7 paths', async () => {
    const request = vi.fn(async () => ({}));
    const http = { request } as unknown as HttpClient;
    const billing = billingCalls(http);
    await billing.getInvoiceableBookings(3);
    expect(request).toHaveBeenLastCalledWith('/invoice/invoiceable', { query: { companyId: 3 } });
    await billing.createInvoice({ companyId: 3, bookingIds: [11] });
    expect(request).toHaveBeenLastCalledWith('/invoice', { method: 'POST', body: { companyId: 3, bookingIds: [11] } });
    await billing.cancelInvoice(5, 'Duplicate');
    expect(request).toHaveBeenLastCalledWith('/invoice/5/cancel', { method: 'POST', body: { reason: 'Duplicate' } });
    await billing.markInvoicePaid(5);
    expect(request).toHaveBeenLastCalledWith('/invoice/5/paid', { method: 'POST' });
    await billing.previewBillT(12);
    expect(request).toHaveBeenLastCalledWith('/document/bill-t/preview/12', { responseType: 'blob' });
    await billing.printBillT(12);
    expect(request).toHaveBeenLastCalledWith('/document/bill-t/print/12', { responseType: 'blob' });
    await billing.getBillingConfiguration(3);
    expect(request).toHaveBeenLastCalledWith('/billing/v1/invoice/configuration', { query: { companyId: 3 } });

    const documents = documentCalls(http);
    await documents.getDocuments('invoice', 5);
    expect(request).toHaveBeenLastCalledWith('/invoice-document', { query: { invoiceId: 5 } });
    await documents.uploadDocument('invoice', 5, 19, new File(['x'], 'slip.pdf', { type: 'application/pdf' }));
    const [path, options] = request.mock.lastCall as unknown as [string, { body: FormData }];
    expect(path).toBe('/invoice-document/upload');
    expect(options.body.get('invoiceId')).toBe('5');
    await documents.downloadDocument('invoice', 9, true);
    expect(request).toHaveBeenLastCalledWith('/invoice-document/9/download', {
      query: { inline: true },
      responseType: 'blob',
    });
  });
});
