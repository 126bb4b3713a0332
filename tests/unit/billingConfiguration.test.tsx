import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import axe from 'axe-core';
import { BillingConfigurationPage } from '../../src/custom/billing/BillingConfigurationPage';
import { BILLABLE_CHARGE_TYPE_IDS, BILLING_CYCLE, BILLING_CYCLE_LABELS } from '#domain/money';
import { documentTypeName } from '#domain/documentTypes';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { STORAGE_KEYS } from '../../src/providers/storage';
import type { BillingConfiguration } from '../../src/providers/billingCalls';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';

// MUI inputs driven key by key, and axe-core over a whole page, take seconds in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const COMPANIES = [
  { id: 3, name: 'Acme Textiles' },
  { id: 4, name: 'Indus Foods' },
];
const ENUMS = {
  billingCycles: Object.values(BILLING_CYCLE).map((id) => ({ id, name: BILLING_CYCLE_LABELS[id] })),
  billableCharges: BILLABLE_CHARGE_TYPE_IDS.map((id) => ({ id, name: documentTypeName(id) ?? String(id) })),
};
const DEFAULTS = (companyId: number): BillingConfiguration => ({
  companyId,
  version: null,
  billingCycle: 'MONTHLY',
  taxPercent: 0,
  dueDays: 30,
  billableChargeTypeIds: [],
  invoiceEmail: null,
  attachBillT: true,
  configured: false,
});
const ACME: BillingConfiguration = {
  companyId: 3,
  version: 1,
  billingCycle: 'FORTNIGHTLY',
  taxPercent: 16,
  dueDays: 15,
  billableChargeTypeIds: [27],
  invoiceEmail: 'accounts@acme.pk',
  attachBillT: true,
  configured: true,
};

function setup(configurations: Record<number, BillingConfiguration> = { 3: ACME }) {
  const calls = {
    getList: vi.fn(async () => ({ data: COMPANIES, total: COMPANIES.length })),
    getBillingEnums: vi.fn(async () => ENUMS),
    getBillingConfiguration: vi.fn(async (companyId: number) => configurations[companyId] ?? DEFAULTS(companyId)),
    saveBillingConfiguration: vi.fn(async (body: object) => ({ ...body, configured: true })),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={['/billing']}>
      <AdminContext
        dataProvider={calls as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <BillingConfigurationPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  const user = userEvent.setup({ delay: null });
  const chooseCompany = async (name: string) => {
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name }));
  };
  return { ...calls, ...view, user, chooseCompany };
}

const asStaff = () => localStorage.setItem(STORAGE_KEYS.userType, String(USER_TYPE.INTERNAL));
const tax = () => screen.getByRole('spinbutton', { name: /^Tax \(%\)/ });
const dueDays = () => screen.getByRole('spinbutton', { name: /^Due days/ });

async function expectNoA11yViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Billing configuration page', () => {
  it('asks for a company first, then shows its saved configuration', async () => {
    asStaff();
    const { chooseCompany, getBillingConfiguration, container } = setup();
    expect(screen.getByText('Choose a company to see and change how it is invoiced.')).toBeInTheDocument();
    expect(getBillingConfiguration).not.toHaveBeenCalled();
    await chooseCompany('Acme Textiles');
    expect(await screen.findByRole('combobox', { name: /^Billing cycle/ })).toHaveTextContent('Every two weeks');
    expect(getBillingConfiguration).toHaveBeenCalledWith(3);
    expect(tax()).toHaveValue(16);
    expect(dueDays()).toHaveValue(15);
    expect(screen.getByRole('checkbox', { name: 'Demurrage Charges' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Labor Charges' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Invoice email' })).toHaveValue('accounts@acme.pk');
    expect(screen.queryByText('Not configured yet: these are the defaults')).not.toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('an unconfigured company shows the defaults with a note', async () => {
    asStaff();
    const { chooseCompany } = setup();
    await chooseCompany('Indus Foods');
    expect(await screen.findByText('Not configured yet: these are the defaults')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Billing cycle/ })).toHaveTextContent('Monthly');
    expect(tax()).toHaveValue(0);
    expect(dueDays()).toHaveValue(30);
    expect(screen.getByRole('switch', { name: 'Attach bill-T to invoices' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Invoice email' })).toHaveValue('');
  });

  it.each([
    ['100.01', MESSAGES.taxPercentRange],
    ['-1', MESSAGES.taxPercentRange],
    ['12.345', MESSAGES.taxPercentDecimals],
  ])('tax %s shows "%s" at the field and sends nothing', async (typed, message) => {
    asStaff();
    const { user, chooseCompany, saveBillingConfiguration } = setup();
    await chooseCompany('Acme Textiles');
    await user.clear(await screen.findByRole('spinbutton', { name: /^Tax \(%\)/ }));
    await user.type(tax(), typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tax()).toHaveAccessibleDescription(message));
    expect(tax()).toHaveAttribute('aria-invalid', 'true');
    expect(saveBillingConfiguration).not.toHaveBeenCalled();
  });

  it('due days above 180 and a bad email are refused at their fields', async () => {
    asStaff();
    const { user, chooseCompany, saveBillingConfiguration } = setup();
    await chooseCompany('Acme Textiles');
    await user.clear(await screen.findByRole('spinbutton', { name: /^Due days/ }));
    await user.type(dueDays(), '181');
    await user.clear(screen.getByRole('textbox', { name: 'Invoice email' }));
    await user.type(screen.getByRole('textbox', { name: 'Invoice email' }), 'accounts@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dueDays()).toHaveAccessibleDescription(MESSAGES.dueDaysRange));
    expect(screen.getByRole('textbox', { name: 'Invoice email' })).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    expect(saveBillingConfiguration).not.toHaveBeenCalled();
  });

  it('Save sends the chosen values and says so', async () => {
    asStaff();
    const { user, chooseCompany, saveBillingConfiguration } = setup();
    await chooseCompany('Indus Foods');
    await user.click(await screen.findByRole('combobox', { name: /^Billing cycle/ }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.clear(tax());
    await user.type(tax(), '17.5');
    await user.clear(dueDays());
    await user.type(dueDays(), '45');
    await user.click(screen.getByRole('checkbox', { name: 'Detention Charges' }));
    await user.click(screen.getByRole('checkbox', { name: 'Container Handling Charges' }));
    await user.type(screen.getByRole('textbox', { name: 'Invoice email' }), ' billing@indus.pk ');
    await user.click(screen.getByRole('switch', { name: 'Attach bill-T to invoices' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveBillingConfiguration).toHaveBeenCalledTimes(1));
    expect(saveBillingConfiguration).toHaveBeenCalledWith({
      companyId: 4,
      billingCycle: 'WEEKLY',
      taxPercent: 17.5,
      dueDays: 45,
      billableChargeTypeIds: [33, 24],
      invoiceEmail: 'billing@indus.pk',
      attachBillT: false,
    });
    expect(await screen.findByText('Billing configuration saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Not configured yet: these are the defaults')).not.toBeInTheDocument(),
    );
  });

  it("a refused save shows the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    asStaff();
    const { user, chooseCompany, saveBillingConfiguration } = setup();
    saveBillingConfiguration.mockRejectedValueOnce(new Error(MESSAGES.invalidCompany));
    await chooseCompany('Acme Textiles');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.invalidCompany)).toBeInTheDocument();
    expect(saveBillingConfiguration).toHaveBeenCalledWith(
      expect.objectContaining({
        companyId: 3,
        billingCycle: 'FORTNIGHTLY',
        billableChargeTypeIds: [27],
        invoiceEmail: 'accounts@acme.pk',
      }),
    );
  });

  it('switching company shows that company’s configuration', async () => {
    asStaff();
    const { chooseCompany } = setup();
    await chooseCompany('Acme Textiles');
    await waitFor(() => expect(tax()).toHaveValue(16));
    await chooseCompany('Indus Foods');
    await waitFor(() => expect(tax()).toHaveValue(0));
    expect(
      within(screen.getByRole('alert')).getByText('Not configured yet: these are the defaults'),
    ).toBeInTheDocument();
  });

  it('is for staff only', () => {
    localStorage.setItem(STORAGE_KEYS.userType, String(USER_TYPE.SHIPPER));
    setup();
    expect(screen.getByText('Only staff configure billing.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
  });
});
