import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { ConfigEntry } from '#domain/clientConfig';
import type { GeoPoint } from '#domain/geo';
import { useRouteDistance } from '../../src/components/map/useRouteDistance';
import { ClientConfigProvider } from '../../src/theme/ClientConfigProvider';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';

const KARACHI = { latitude: 24.8607, longitude: 67.0011 };
const LAHORE = { latitude: 31.5204, longitude: 74.3587 };

function Distance({ stops }: { stops: (GeoPoint | null)[] }) {
  return <output aria-label="Distance">{useRouteDistance()(stops)}</output>;
}

function renderDistance(preference: string[], stops: (GeoPoint | null)[]) {
  const entries: Record<string, ConfigEntry> = {
    THEME: { name: 'THEME', values: [], enabled: 'enabled' },
    PREFERENCE: { name: 'PREFERENCE', values: preference, enabled: 'enabled' },
  };
  const dataProvider = {
    getConfig: async (name: string) => entries[name] ?? Promise.reject(new Error('Not found')),
  } as unknown as FreightDataProvider;
  render(
    <ClientConfigProvider dataProvider={dataProvider}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Distance stops={stops} />
      </AdminContext>
    </ClientConfigProvider>,
  );
}

describe("a route's great-circle distance in PREFERENCE's unit", () => {
  it('in km by default', async () => {
    renderDistance(['Rs', 'Tonne'], [KARACHI, LAHORE]);
    expect(await screen.findByRole('status', { name: 'Distance' })).toHaveTextContent('1,033 km');
  });

  it('in miles once PREFERENCE says mi', async () => {
    renderDistance(['Rs', 'Tonne', '', 'mi'], [KARACHI, LAHORE]);
    expect(await screen.findByText('642 mi')).toHaveRole('status');
  });

  it('a dash and a note, never NaN, when a stop has no coordinates', async () => {
    renderDistance(['Rs', 'Tonne', '', 'mi'], [KARACHI, null]);
    const distance = await screen.findByRole('status', { name: 'Distance' });
    expect(distance).toHaveTextContent('— (a stop has no coordinates yet)');
    expect(distance).not.toHaveTextContent(/NaN/);
  });
});
