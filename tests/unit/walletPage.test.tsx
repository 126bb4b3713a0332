import { typeIntoPicker } from './pickerInput';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import axe from 'axe-core';
import { format, subDays } from 'date-fns';
import { WalletPage } from '../../src/custom/wallet/WalletPage';
import { ConfirmProvider } from '../../src/components/confirm';
import { transactionRows } from '../../src/custom/wallet/walletView';
import { toCsv } from '#domain/csv';
import { USER_TYPE } from '#domain/userTypes';
import { ApiError } from '../../src/providers/httpClient';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { STORAGE_KEYS } from '../../src/providers/storage';
import type { WalletHistory, WalletHolder } from '../../src/providers/walletCalls';

const now = new Date();
const WALLET: WalletHistory = {
  accountBalance: 12500,
  creditAmount: 20000,
  debitAmount: 7500,
  transactions: [
    {
      id: 3,
      amount: 2500,
      message: '=HYPERLINK("http://evil")',
      type: 'DEBIT',
      date: subDays(now, 1).toISOString(),
      balanceAfter: 12500,
      bookingId: null,
    },
    {
      id: 2,
      amount: 5000,
      message: 'Advance for booking BK-7',
      type: 'DEBIT',
      date: subDays(now, 3).toISOString(),
      balanceAfter: 15000,
      bookingId: 7,
    },
    {
      id: 1,
      amount: 20000,
      message: 'Top-up by bank transfer',
      type: 'CREDIT',
      date: subDays(now, 10).toISOString(),
      balanceAfter: 20000,
      bookingId: null,
    },
  ],
};
const HOLDERS: WalletHolder[] = [
  { id: 5, name: 'Ahmed Traders', type: 1 },
  { id: 6, name: 'Indus Foods', type: 1 },
];

const fakeCalls = () => ({
  getWallet: vi.fn(async (..._args: unknown[]): Promise<WalletHistory> => WALLET),
  searchWalletHolders: vi.fn(async (..._args: unknown[]) => HOLDERS),
  addWalletTransaction: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ id: 9 })),
});

function setup(overrides: Partial<ReturnType<typeof fakeCalls>> = {}) {
  const calls = { ...fakeCalls(), ...overrides };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AdminContext dataProvider={calls as unknown as FreightDataProvider} queryClient={queryClient}>
      <ConfirmProvider>
        <WalletPage />
      </ConfirmProvider>
      <Notification />
    </AdminContext>,
  );
  return { ...calls, ...view, user: userEvent.setup({ delay: null }) };
}

const signIn = (userType: number, user: object) => {
  localStorage.setItem(STORAGE_KEYS.userType, String(userType));
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id: 40, fullName: 'Someone', email: null, companyId: null, companyName: null, userType, ...user }),
  );
};
const asStaff = () => signIn(USER_TYPE.INTERNAL, {});
const asShipper = () => signIn(USER_TYPE.SHIPPER, { companyId: 5, companyName: 'Ahmed Traders' });
const table = () => screen.getByRole('table', { name: 'Transactions' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

async function pickHolder(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Account holder' }));
  await user.click(await screen.findByRole('option', { name }));
}

async function pickOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** axe-core's WCAG A/AA rules that jsdom can judge (no layout, so no colour contrast). */
async function expectNoA11yViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
}

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // The chart sizes itself to its box: jsdom has no layout, so a ResizeObserver that never reports.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WalletPage', () => {
  it('a shipper sees their company wallet without a holder picker: figures, chart text and the table', async () => {
    asShipper();
    const { getWallet, searchWalletHolders, container } = setup();
    await screen.findByRole('table', { name: 'Transactions' });
    expect(getWallet).toHaveBeenCalledWith({ holderTypeId: 1, holderId: 5, days: 30 }, expect.anything());
    expect(screen.queryByRole('combobox', { name: 'Account holder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Holder type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add transaction' })).not.toBeInTheDocument();
    expect(searchWalletHolders).not.toHaveBeenCalled();
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('Rs 12,500')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Credits, last 30 days' })).getByText('Rs 20,000'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Debits, last 30 days' })).getByText('Rs 7,500'),
    ).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Balance over the last 30 days' });
    expect(chart).toHaveAccessibleDescription(
      /^Balance went from Rs 0 on .* to Rs 12,500 on .*; lowest Rs 0, highest Rs 20,000, over 3 transactions\.$/,
    );
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)$/),
      'Debit',
      'Rs 5,000',
      'Advance for booking BK-7',
      'Rs 15,000',
    ]);
    expect(within(rows[2]).getByText('Credit')).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('the period picker asks the API for that window', async () => {
    asShipper();
    const { getWallet, user } = setup();
    await screen.findByRole('table', { name: 'Transactions' });
    await pickOption(user, 'Period', 'Last 90 days');
    await waitFor(() =>
      expect(getWallet).toHaveBeenLastCalledWith({ holderTypeId: 1, holderId: 5, days: 90 }, expect.anything()),
    );
    expect(await screen.findByRole('region', { name: 'Credits, last 90 days' })).toBeInTheDocument();
  });

  it('the type filter shows only credits or only debits', async () => {
    asShipper();
    const { user } = setup();
    await screen.findByRole('table', { name: 'Transactions' });
    await pickOption(user, 'Transaction type', 'Credit');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]).getByText('Top-up by bank transfer')).toBeInTheDocument();
    await pickOption(user, 'Transaction type', 'Debit');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual([
      '=HYPERLINK("http://evil")',
      'Advance for booking BK-7',
    ]);
  });

  it('the date range keeps the days between From and To, both included', async () => {
    asShipper();
    setup();
    await screen.findByRole('table', { name: 'Transactions' });
    typeIntoPicker('From', format(subDays(now, 5), 'dd/MM/yyyy'));
    expect(bodyRows()).toHaveLength(2);
    typeIntoPicker('To', format(subDays(now, 3), 'dd/MM/yyyy'));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual([
      'Advance for booking BK-7',
    ]);
    typeIntoPicker('From', format(subDays(now, 2), 'dd/MM/yyyy'));
    expect(screen.getByText('No transactions match the filters')).toBeInTheDocument();
  });

  it('with no transactions says so for the window', async () => {
    asShipper();
    setup({ getWallet: vi.fn(async () => ({ accountBalance: 0, creditAmount: 0, debitAmount: 0, transactions: [] })) });
    expect(await screen.findByText('No transactions in the last 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("a failure shows the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    asShipper();
    setup({
      getWallet: vi.fn(async () => {
        throw new ApiError(404, 'Not found');
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });

  it('Export CSV writes the rows shown, a message starting with "=" escaped', async () => {
    asShipper();
    let csv = '';
    const { user } = setup();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((text) => (csv = text));
      return 'blob:wallet';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByRole('table', { name: 'Transactions' });
    await pickOption(user, 'Transaction type', 'Debit');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(csv).not.toBe(''));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Type,Amount,Message,Balance after,Booking');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,DEBIT,2500,"'=HYPERLINK(""http://evil"")",12500,`);
    expect(lines[2]).toContain(',DEBIT,5000,Advance for booking BK-7,15000,7');
    expect(toCsv(transactionRows([{ ...WALLET.transactions[0], message: '@SUM(A1)' }]))).toContain(`"'@SUM(A1)"`);
  });

  it('staff pick a holder type and a holder, then see that wallet', async () => {
    asStaff();
    const { getWallet, searchWalletHolders, user, container } = setup();
    expect(screen.getByText('Choose an account holder to see their wallet.')).toBeInTheDocument();
    await pickOption(user, 'Holder type', 'Partner');
    await pickHolder(user, 'Indus Foods');
    await screen.findByRole('table', { name: 'Transactions' });
    expect(searchWalletHolders).toHaveBeenCalledWith(2, undefined, expect.anything());
    expect(getWallet).toHaveBeenCalledWith({ holderTypeId: 2, holderId: 6, days: 30 }, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet of Indus Foods' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it("staff add a debit behind the confirmation; a refusal shows the API's text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    asStaff();
    const refusal = 'The balance may not go below Rs 0';
    const { addWalletTransaction, user } = setup({
      addWalletTransaction: vi.fn(async () => {
        throw new ApiError(409, refusal);
      }),
    });
    await pickHolder(user, 'Ahmed Traders');
    await user.click(await screen.findByRole('button', { name: 'Add transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a transaction for Ahmed Traders' });
    await user.click(within(dialog).getByRole('radio', { name: 'Debit' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount (Rs)' }), '50000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Penalty');
    await expectNoA11yViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    const confirm = await screen.findByRole('dialog', { name: 'Debit Rs 50,000 from Ahmed Traders?' });
    expect(addWalletTransaction).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(addWalletTransaction).toHaveBeenCalledWith({
      accountHolderTypeId: 1,
      accountHolderId: 5,
      type: 'DEBIT',
      amount: 50000,
      message: 'Penalty',
    });
  });
});
