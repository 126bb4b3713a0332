import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { ClientConfigProvider, useClientConfigState } from '../../src/theme/ClientConfigProvider';
import { ConfigFailureNotice } from '../../src/theme/ConfigFailureNotice';
import { DEFAULT_CLIENT_CONFIG, type ConfigEntry } from '#domain/clientConfig';
import { MESSAGES } from '#domain/messages';
import { resolveColours } from '../../src/theme/theme';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

function Probe() {
  const { config, status } = useClientConfigState();
  return (
    <p data-testid="probe">
      {status} {config.clientName} {config.primaryColor} {config.currency}
    </p>
  );
}

const providerWith = (getConfig: (name: string) => Promise<ConfigEntry>) =>
  ({ getConfig }) as unknown as FreightDataProvider;

describe('ClientConfigProvider', () => {
  it('applies THEME and PREFERENCE from the API', async () => {
    const entries: Record<string, ConfigEntry> = {
      THEME: { name: 'THEME', values: ['/l.png', '#2e7d32', '#ff5722', 'Acme Freight'], enabled: 'enabled' },
      PREFERENCE: { name: 'PREFERENCE', values: ['ETB', 'Kg'], enabled: 'enabled' },
    };
    render(
      <ClientConfigProvider dataProvider={providerWith(async (name) => entries[name])}>
        <Probe />
      </ClientConfigProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ready Acme Freight #2e7d32 ETB'));
    // The title is set by an effect that may run a tick after the render the probe shows.
    await waitFor(() => expect(document.title).toBe('Acme Freight'));
  });

  it('a failed fetch keeps the defaults and says SPEC §8 text once', async () => {
    const getConfig = vi.fn(async () => {
      throw new Error('down');
    });
    render(
      <ClientConfigProvider dataProvider={providerWith(getConfig)}>
        <AdminContext>
          <ConfigFailureNotice />
          <Notification />
          <Probe />
        </AdminContext>
      </ClientConfigProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent(
        `failed ${DEFAULT_CLIENT_CONFIG.clientName} ${DEFAULT_CLIENT_CONFIG.primaryColor} Rs`,
      ),
    );
    expect(await screen.findByText(MESSAGES.configFetchDefaults)).toBeInTheDocument();
  });
});

describe('theme colours (SPEC §1)', () => {
  const client = { primary: '#111111', secondary: '#222222' };
  it("the user's saved colours win over the client's", () => {
    expect(resolveColours(client, { primary: '#abcdef', secondary: '#fedcba' })).toEqual({
      primary: '#abcdef',
      secondary: '#fedcba',
    });
  });
  it('without saved colours, or with values that are not colours, the client colours stay', () => {
    expect(resolveColours(client, null)).toEqual(client);
    expect(resolveColours(client, { primary: 'javascript:alert(1)' })).toEqual(client);
  });
});
