import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import axe from 'axe-core';
import { ConfirmProvider } from '../../src/components/confirm';
import type { ConfigEntry } from '#domain/clientConfig';
import { USER_TYPE } from '#domain/userTypes';
import { ApiError } from '../../src/providers/httpClient';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { STORAGE_KEYS } from '../../src/providers/storage';
import type { PaymentBatchRecord, PaymentRecord, SettleRequest } from '../../src/providers/walletCalls';
import { PaymentList } from '../../src/resources/payments/PaymentList';
import { DEFAULT_SETTLE_THRESHOLD, attemptFor, settleThresholdFrom } from '../../src/resources/payments/settleRules';

const payment = (id: number, amount: number, extra: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id,
  bookingId: 100 + id,
  bookingCode: `BK-${100 + id}`,
  shipmentCode: null,
  partnerId: 7,
  partnerName: 'Khan Transport',
  kind: 'ADVANCE',
  amount,
  status: 'PENDING',
  batchId: null,
  paidAt: null,
  createdAt: '2025-03-01T10:00:00Z',
  bankAccount: { bankName: 'Meezan Bank', accountTitle: 'Khan Transport', accountNumber: 'PK36MEZN0000001234567890' },
  ...extra,
});
const PAYMENTS = [
  payment(1, 300_000),
  payment(2, 450_000),
  payment(3, 600_000, { partnerName: 'Indus Movers', bankAccount: null, kind: 'REMAINDER' }),
];
const THRESHOLD: ConfigEntry = { name: 'PAYMENT_BATCH_CONFIRM_THRESHOLD', values: ['1000000'], enabled: 'enabled' };
const batchOf = (body: SettleRequest, total: number): PaymentBatchRecord => ({
  id: body.batchId,
  total,
  paymentCount: body.paymentIds.length,
  note: null,
  settledBy: 1,
  settledByName: 'CSR Admin',
  createdAt: '2025-03-02T10:00:00Z',
});

function setup(
  overrides: {
    getConfig?: () => Promise<ConfigEntry>;
    settlePayments?: (body: SettleRequest) => Promise<PaymentBatchRecord>;
  } = {},
) {
  localStorage.setItem(STORAGE_KEYS.userType, String(USER_TYPE.INTERNAL));
  const calls = {
    getList: vi.fn(async () => ({ data: PAYMENTS, total: PAYMENTS.length })),
    getConfig: vi.fn(overrides.getConfig ?? (async () => THRESHOLD)),
    settlePayments: vi.fn(overrides.settlePayments ?? (async (body: SettleRequest) => batchOf(body, 750_000))),
    searchPartners: vi.fn(async () => []),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={['/payments']}>
      <AdminContext
        dataProvider={calls as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <ConfirmProvider>
          <Routes>
            <Route
              path="/payments"
              element={
                <ResourceContextProvider value="payments">
                  <PaymentList />
                </ResourceContextProvider>
              }
            />
          </Routes>
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...calls, ...view, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('[role="row"]') as HTMLElement;
async function select(user: ReturnType<typeof userEvent.setup>, ...codes: string[]) {
  for (const code of codes) await user.click(within(await rowOf(code)).getByRole('checkbox'));
}
/** The confirmation dialog hides the page from assistive technology until it has gone. */
const waitForNoDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const settleButton = async () => {
  await waitForNoDialog();
  return screen.getByRole('button', { name: 'Settle' });
};

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Payments list', () => {
  it('lists pending payments 20 a page with booking links, amounts and a warning where no bank account is on file', async () => {
    const { getList, container } = setup();
    const row = await rowOf('BK-103');
    expect(within(row).getByRole('link', { name: 'BK-103' })).toHaveAttribute('href', '/bookings/103/show');
    expect(within(row).getByText('No bank account')).toBeInTheDocument();
    expect(within(row).getByText('Rs 600,000')).toBeInTheDocument();
    expect(within(row).getByText('Remainder')).toBeInTheDocument();
    expect(
      within(await rowOf('BK-101')).getByText('Meezan Bank · Khan Transport · PK36MEZN0000001234567890'),
    ).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'payments',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 }, filter: { status: 'PENDING' } }),
    );
    for (const label of ['Status', 'Kind', 'Partner'])
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
    // axe over the whole grid (status, paid-on and batch columns too) is slow in jsdom on a busy machine.
  }, 40_000);

  it('under the threshold, Ok settles: the selection total is shown, and success notifies count and total', async () => {
    const { user, settlePayments } = setup();
    await select(user, 'BK-101', 'BK-102');
    expect(await screen.findByText('Total Rs 750,000')).toBeInTheDocument();
    await user.click(await settleButton());
    const dialog = await screen.findByRole('dialog', { name: 'Settle 2 payments?' });
    expect(dialog).toHaveAccessibleDescription(
      "Rs 750,000 in total is marked paid and credited to the partners' wallets.",
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(settlePayments).toHaveBeenCalledTimes(1));
    expect(settlePayments).toHaveBeenCalledWith({
      batchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      paymentIds: [1, 2],
    });
    expect(await screen.findByText('Batch settled: 2 payments, Rs 750,000')).toBeInTheDocument();
  });

  it('over the threshold, Ok stays disabled until SETTLE is typed', async () => {
    const { user, settlePayments } = setup({ settlePayments: async (body) => batchOf(body, 1_350_000) });
    await select(user, 'BK-101', 'BK-102', 'BK-103');
    await user.click(await settleButton());
    const dialog = await screen.findByRole('dialog', { name: 'Settle 3 payments?' });
    expect(within(dialog).getByText('1 payment has no bank account.')).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    const keyword = within(dialog).getByRole('textbox', { name: 'Type SETTLE to confirm' });
    expect(ok).toBeDisabled();
    await user.type(keyword, 'settle');
    expect(ok).toBeDisabled();
    await user.clear(keyword);
    await user.type(keyword, 'SETTLE');
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() =>
      expect(settlePayments).toHaveBeenCalledWith(expect.objectContaining({ paymentIds: [1, 2, 3] })),
    );
    expect(await screen.findByText('Batch settled: 3 payments, Rs 1,350,000')).toBeInTheDocument();
  });

  it('a missing or disabled threshold entry falls back to Rs 1,000,000', async () => {
    expect(settleThresholdFrom(null)).toBe(DEFAULT_SETTLE_THRESHOLD);
    expect(settleThresholdFrom({ ...THRESHOLD, enabled: 'disabled', values: ['10'] })).toBe(1_000_000);
    expect(settleThresholdFrom({ ...THRESHOLD, values: ['250000'] })).toBe(250_000);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      getConfig: async () => {
        throw new ApiError(404, 'Not found');
      },
    });
    await select(user, 'BK-102', 'BK-103');
    await user.click(await settleButton());
    const dialog = await screen.findByRole('dialog', { name: 'Settle 2 payments?' });
    expect(within(dialog).getByRole('textbox', { name: 'Type SETTLE to confirm' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    await select(user, 'BK-103');
    await user.click(await settleButton());
    const single = await screen.findByRole('dialog', { name: 'Settle 1 payment?' });
    expect(within(single).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a retry after a network failure sends the same batch id; new payments get a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const { user, settlePayments } = setup({
      settlePayments: async (body) => {
        calls += 1;
        if (calls === 1) throw new ApiError('FETCH_ERROR', 'Unable to process request');
        return batchOf(body, 750_000);
      },
    });
    await select(user, 'BK-101', 'BK-102');
    await user.click(await settleButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Settle 2 payments?' })).getByRole('button', { name: 'Ok' }),
    );
    expect(await screen.findByText(/^Unable to process request\. Settle again to retry/)).toBeInTheDocument();
    await user.click(await settleButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Settle 2 payments?' })).getByRole('button', { name: 'Ok' }),
    );
    await waitFor(() => expect(settlePayments).toHaveBeenCalledTimes(2));
    const [first, second] = settlePayments.mock.calls.map(([body]) => body);
    expect(second.batchId).toBe(first.batchId);
    expect(await screen.findByText('Batch settled: 2 payments, Rs 750,000')).toBeInTheDocument();
    const previous = { key: '1,2', batchId: first.batchId };
    expect(attemptFor(previous, [2, 1]).batchId).toBe(first.batchId);
    expect(attemptFor(previous, [1, 2, 3]).batchId).not.toBe(first.batchId);
  });

  it("a 409 shows the API's text and the next settle is a new batch", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = 'Payment 2 is no longer pending';
    let calls = 0;
    const { user, settlePayments } = setup({
      settlePayments: async (body) => {
        calls += 1;
        if (calls === 1) throw new ApiError(409, refusal);
        return batchOf(body, 750_000);
      },
    });
    await select(user, 'BK-101', 'BK-102');
    await user.click(await settleButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Settle 2 payments?' })).getByRole('button', { name: 'Ok' }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(await settleButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Settle 2 payments?' })).getByRole('button', { name: 'Ok' }),
    );
    await waitFor(() => expect(settlePayments).toHaveBeenCalledTimes(2));
    const [first, second] = settlePayments.mock.calls.map(([body]) => body);
    expect(second.batchId).not.toBe(first.batchId);
  });
});
