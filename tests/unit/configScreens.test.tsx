import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfigurationListPage } from '../../src/custom/configuration/ConfigurationListPage';
import { ConfigurationEntryPage } from '../../src/custom/configuration/ConfigurationEntryPage';
import { EmailNotificationsPage } from '../../src/custom/emailNotifications/EmailNotificationsPage';
import { ConfirmProvider } from '../../src/components/confirm';
import { ClientConfigProvider, useClientConfig } from '../../src/theme/ClientConfigProvider';
import { MESSAGES } from '#domain/messages';
import type { ConfigEntry } from '#domain/clientConfig';
import { ApiError } from '../../src/providers/httpClient';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import axe from 'axe-core';

vi.setConfig({ testTimeout: 20_000 });

const THEME: ConfigEntry = {
  name: 'THEME',
  values: ['/logo.png', '#1565c0', '#ffc107', 'Freight Portal'],
  enabled: 'enabled',
};
const POD: ConfigEntry = { name: 'POD_REQUIRED', values: [], enabled: 'enabled' };
const PREFERENCE: ConfigEntry = { name: 'PREFERENCE', values: ['Rs', 'Tonne'], enabled: 'enabled' };

/** What the running portal reads: the app bar's colour and the unit distances are shown in come from here. */
function LivePrimary() {
  const { primaryColor, distanceUnit } = useClientConfig();
  return (
    <>
      <output aria-label="Running primary colour">{primaryColor}</output>
      <output aria-label="Running distance unit">{distanceUnit}</output>
    </>
  );
}

function setup(path: string, overrides: Partial<Record<string, unknown>> = {}) {
  const store: Record<string, ConfigEntry> = { THEME, POD_REQUIRED: POD, PREFERENCE };
  const calls = {
    getConfig: vi.fn(async (name: string) => store[name] ?? Promise.reject(new ApiError(404, 'Not found'))),
    getConfigs: vi.fn(async () => Object.values(store)),
    saveConfig: vi.fn(async (entry: ConfigEntry) => (store[entry.name] = entry)),
    deleteConfig: vi.fn(async () => ({})),
    getVerificationConfig: vi.fn(async () => [
      { documentTypeId: 4, documentTypeName: 'CNIC', required: true },
      { documentTypeId: 5, documentTypeName: 'Driving licence', required: false },
    ]),
    saveVerificationConfig: vi.fn(async (items: unknown) => items),
    getEmailNotifications: vi.fn(async () => ({ events: ['BID_PLACED'], emails: ['ops@acme.pk'] })),
    saveEmailNotifications: vi.fn(async (body: unknown) => body),
    ...overrides,
  };
  const dataProvider = calls as unknown as FreightDataProvider;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ClientConfigProvider dataProvider={dataProvider}>
        <AdminContext dataProvider={dataProvider} queryClient={queryClient} i18nProvider={i18nProvider}>
          <ConfirmProvider>
            <LivePrimary />
            <Routes>
              <Route path="/configuration" element={<ConfigurationListPage />} />
              <Route path="/configuration/:name" element={<ConfigurationEntryPage />} />
              <Route path="/settings/email-notifications" element={<EmailNotificationsPage />} />
            </Routes>
          </ConfirmProvider>
        </AdminContext>
      </ClientConfigProvider>
    </MemoryRouter>,
  );
  return { ...calls, user: userEvent.setup({ delay: null }) };
}

const hexField = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label} \\(hex\\)`) });

describe('THEME form', () => {
  it('an invalid hex shows an error at the field and makes no call', async () => {
    const { saveConfig, user } = setup('/configuration/THEME');
    await screen.findByRole('textbox', { name: 'Logo URL' });
    const primary = hexField('Primary colour');
    await user.clear(primary);
    await user.type(primary, '#12zz45');
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(primary).toHaveAccessibleDescription(MESSAGES.themeColourInvalid);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveConfig).not.toHaveBeenCalled();
  });

  it('saves the values with PUT /config and the running portal re-reads its theme', async () => {
    const { saveConfig, getConfig, user } = setup('/configuration/THEME');
    await screen.findByRole('textbox', { name: 'Logo URL' });
    expect(screen.getByRole('status', { name: 'Running primary colour' })).toHaveTextContent('#1565c0');
    const themeReads = getConfig.mock.calls.filter(([n]) => n === 'THEME').length;
    // The colour picker and the hex field move together.
    fireEvent.input(screen.getByLabelText('Primary colour picker'), { target: { value: '#aa3300' } });
    expect(hexField('Primary colour')).toHaveValue('#aa3300');
    await user.clear(screen.getByRole('textbox', { name: 'Client name' }));
    await user.type(screen.getByRole('textbox', { name: 'Client name' }), 'Acme Freight');
    expect(screen.getByTestId('theme-preview')).toHaveTextContent('Acme Freight');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveConfig).toHaveBeenCalledWith({
        name: 'THEME',
        values: ['/logo.png', '#aa3300', '#ffc107', 'Acme Freight'],
        enabled: 'enabled',
      }),
    );
    await waitFor(() => expect(getConfig.mock.calls.filter(([n]) => n === 'THEME').length).toBeGreaterThan(themeReads));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Running primary colour' })).toHaveTextContent('#aa3300'),
    );
  });

  it("shows the API's 403 text", async () => {
    const { user } = setup('/configuration/THEME', {
      saveConfig: vi.fn(async () => Promise.reject(new ApiError(403, 'Only staff may change the configuration'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only staff may change the configuration')).toBeInTheDocument();
  });
});

describe('Accessibility', () => {
  it('has no WCAG A/AA violations on /configuration/THEME', async () => {
    setup('/configuration/THEME');
    await screen.findByRole('textbox', { name: 'Logo URL' });
    const result = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
  });
});

describe('Flag and list entries', () => {
  it("a flag entry's switch saves enabled / disabled", async () => {
    const { saveConfig, user } = setup('/configuration/POD_REQUIRED');
    const enabled = await screen.findByRole('switch', { name: 'Enabled' });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveConfig).toHaveBeenLastCalledWith({ name: 'POD_REQUIRED', values: [], enabled: 'disabled' }),
    );
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveConfig).toHaveBeenLastCalledWith({ name: 'POD_REQUIRED', values: [], enabled: 'enabled' }),
    );
  });

  it('an unset list entry starts from its default, values are added and removed; an unknown one is refused', async () => {
    const { saveConfig, user } = setup('/configuration/SHIPMENT_TYPES');
    expect(await screen.findByText(/Not set/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shipment types SHIPMENT_TYPES');
    await user.click(screen.getByRole('button', { name: 'Remove Contractual' }));
    await user.type(screen.getByRole('textbox', { name: 'New value' }), 'Dedicated');
    await user.click(screen.getByRole('button', { name: 'Add value' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.shipmentTypesUnknown)).toBeInTheDocument();
    expect(saveConfig).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Dedicated' }));
    await user.type(screen.getByRole('textbox', { name: 'New value' }), 'WhatsApp');
    await user.click(screen.getByRole('button', { name: 'Add value' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveConfig).toHaveBeenCalledWith({
        name: 'SHIPMENT_TYPES',
        values: ['Spot', 'WhatsApp'],
        enabled: 'enabled',
      }),
    );
  });

  it('deletes an entry only after the confirmation', async () => {
    const { deleteConfig, user } = setup('/configuration/POD_REQUIRED');
    await user.click(await screen.findByRole('button', { name: 'Delete entry' }));
    expect(deleteConfig).not.toHaveBeenCalled();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteConfig).toHaveBeenCalledWith('POD_REQUIRED'));
  });
});

describe('PREFERENCE and MAP_DEFAULT_POSITION', () => {
  it("PREFERENCE's distance unit is a choice of km or mi; saving mi changes the running portal's unit", async () => {
    const { saveConfig, user } = setup('/configuration/PREFERENCE');
    const unit = await screen.findByRole('combobox', { name: 'Distance unit' });
    expect(unit).toHaveTextContent('Kilometres (km)');
    expect(unit).toHaveAccessibleDescription(
      "Used wherever a distance is shown, such as a route's great-circle distance",
    );
    expect(screen.getByRole('status', { name: 'Running distance unit' })).toHaveTextContent('km');
    await user.click(unit);
    await user.click(await screen.findByRole('option', { name: 'Miles (mi)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveConfig).toHaveBeenCalledWith({
        name: 'PREFERENCE',
        values: ['Rs', 'Tonne', '', 'mi'],
        enabled: 'enabled',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'Running distance unit' })).toHaveTextContent('mi'));
  });

  it('the default map position starts from the seeded centre, refuses a latitude off the globe and saves two numbers', async () => {
    const { saveConfig, user } = setup('/configuration/MAP_DEFAULT_POSITION');
    const latitude = await screen.findByRole('spinbutton', { name: /^Latitude/ });
    const longitude = screen.getByRole('spinbutton', { name: /^Longitude/ });
    expect(screen.getByText('Where the map opens when nothing on it has coordinates yet.')).toBeInTheDocument();
    expect(latitude).toHaveValue(30.3753);
    expect(longitude).toHaveValue(69.3451);
    expect(latitude).toHaveAccessibleDescription('From -90 to 90');
    await user.clear(latitude);
    await user.type(latitude, '95');
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(latitude).toHaveAccessibleDescription(MESSAGES.mapLatitudeInvalid);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(MESSAGES.mapLatitudeInvalid),
    );
    expect(saveConfig).not.toHaveBeenCalled();
    await user.clear(latitude);
    await user.type(latitude, '24.8607');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveConfig).toHaveBeenCalledWith({
        name: 'MAP_DEFAULT_POSITION',
        values: ['24.8607', '69.3451'],
        enabled: 'enabled',
      }),
    );
  });
});

describe('Configuration list', () => {
  it('lists stored and default entries and saves the required verification documents', async () => {
    const { saveVerificationConfig, user } = setup('/configuration');
    const table = await screen.findByRole('table', { name: 'Config entries' });
    expect(within(table).getByRole('link', { name: 'Theme THEME' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Google Maps GOOGLE_MAP_API' })).toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: 'Driving licence required' }));
    await user.click(screen.getByRole('button', { name: 'Save verification documents' }));
    await waitFor(() =>
      expect(saveVerificationConfig).toHaveBeenCalledWith([
        { documentTypeId: 4, required: true },
        { documentTypeId: 5, required: true },
      ]),
    );
  });
});

describe('E-mail notifications', () => {
  it('refuses an invalid address at its field and saves events and addresses', async () => {
    const { saveEmailNotifications, user } = setup('/settings/email-notifications');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bid placed' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Invoice issued' }));
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address 2' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(saveEmailNotifications).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'E-mail address 2' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address 2' }), 'finance@acme.pk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveEmailNotifications).toHaveBeenCalledWith({
        events: ['BID_PLACED', 'INVOICE_ISSUED'],
        emails: ['ops@acme.pk', 'finance@acme.pk'],
      }),
    );
  });
});
