import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { RouteMap } from '../../src/components/map/RouteMap';
import type { MapPoint } from '../../src/components/map/mapConfig';
import { CONFIG_ENABLED, CONFIG_NAME, type ConfigEntry } from '#domain/clientConfig';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

/** Counts loads of the Google chunk: the factory runs only when RouteMap's lazy import() asks for it. */
const googleChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/components/map/GoogleRouteMap', () => {
  googleChunk.loads += 1;
  return {
    default: ({ apiKey, mapId, points }: { apiKey: string; mapId?: string; points: MapPoint[] }) => (
      <div data-testid="google-map" data-key={apiKey} data-map-id={mapId ?? ''}>
        {points.map((p) => p.label).join(' | ')}
      </div>
    ),
  };
});

const OFF_TEXT = /^The map is off: no Google Maps key is configured/;

const POINTS: MapPoint[] = [
  { latitude: 24.86, longitude: 67.01, label: 'Karachi: Port Qasim' },
  { latitude: Number.NaN, longitude: 74.34, label: 'Nowhere: no latitude' },
  { latitude: 31.55, longitude: 74.34, label: 'Lahore: Sundar' },
];

function renderMap(getConfig: (name: string) => Promise<ConfigEntry>, points: MapPoint[] = POINTS) {
  const spy = vi.fn(getConfig);
  const dataProvider = { getConfig: spy } as unknown as FreightDataProvider;
  render(
    <AdminContext dataProvider={dataProvider}>
      <RouteMap
        points={points}
        fallback={
          <ul aria-label="Stops">
            {points.map((p) => (
              <li key={p.label}>{p.label}</li>
            ))}
          </ul>
        }
      />
    </AdminContext>,
  );
  return spy;
}

const entry = (values: string[], enabled: string = CONFIG_ENABLED): ConfigEntry => ({
  name: CONFIG_NAME.GOOGLE_MAP_API,
  values,
  enabled,
});

/** Gives a (wrongly) started lazy import time to reach the module factory. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function expectOff() {
  const note = await screen.findByRole('alert');
  expect(note).toHaveTextContent(OFF_TEXT);
  expect(note).toHaveTextContent('(GOOGLE_MAP_API)');
  expect(screen.getByRole('list', { name: 'Stops' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(POINTS.map((p) => p.label));
  await settle();
  expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading map' })).not.toBeInTheDocument();
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The "on" case runs last: once the chunk is loaded the module stays cached, so every earlier test
// can tell that nothing asked for it.
describe('RouteMap without a usable GOOGLE_MAP_API key', () => {
  it('shows the settings progress while the config is fetched', () => {
    renderMap(() => new Promise(() => {}));
    expect(screen.getByRole('progressbar', { name: 'Loading map settings' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stops' })).not.toBeInTheDocument();
  });

  it('no entry (getConfig rejects): the off note and the fallback, and the Google chunk is never loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs the provider's failure
    const getConfig = renderMap(async () => {
      throw Object.assign(new Error('Not found'), { status: 404 });
    });
    await expectOff();
    expect(getConfig).toHaveBeenCalledWith(CONFIG_NAME.GOOGLE_MAP_API);
    expect(googleChunk.loads).toBe(0);
  });

  it('a disabled entry, even with a key: off, chunk not loaded', async () => {
    renderMap(async () => entry(['AIza-real-key', 'map-1'], 'disabled'));
    await expectOff();
    expect(googleChunk.loads).toBe(0);
  });

  it('the seeded default (enabled flag off, blank values): off, chunk not loaded', async () => {
    renderMap(async () => entry(['', ''], 'disabled'));
    await expectOff();
    expect(googleChunk.loads).toBe(0);
  });

  it('an enabled entry whose key is blank or spaces: off, chunk not loaded', async () => {
    renderMap(async () => entry(['   ', 'map-1']));
    await expectOff();
    expect(googleChunk.loads).toBe(0);
  });

  it('an enabled entry with no values at all: off, chunk not loaded', async () => {
    renderMap(async () => entry([]));
    await expectOff();
    expect(googleChunk.loads).toBe(0);
  });

  it('a key but no point with coordinates: says so, shows the fallback, chunk not loaded', async () => {
    const points = [{ latitude: Number.NaN, longitude: Number.NaN, label: 'Karachi: no coordinates' }];
    renderMap(async () => entry(['AIza-real-key']), points);
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('No coordinates to show on the map.');
    expect(note).not.toHaveTextContent(OFF_TEXT);
    expect(screen.getByRole('list', { name: 'Stops' })).toHaveTextContent('Karachi: no coordinates');
    await settle();
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
    expect(googleChunk.loads).toBe(0);
  });
});

describe('RouteMap with an enabled GOOGLE_MAP_API key', () => {
  it('loads the Google chunk once and hands it the trimmed key, the map id and only the points with coordinates', async () => {
    renderMap(async () => entry([' AIza-real-key ', ' map-1 ']));
    const map = await screen.findByTestId('google-map');
    expect(googleChunk.loads).toBe(1);
    expect(map).toHaveAttribute('data-key', 'AIza-real-key');
    expect(map).toHaveAttribute('data-map-id', 'map-1');
    expect(map).toHaveTextContent('Karachi: Port Qasim | Lahore: Sundar');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stops' })).not.toBeInTheDocument();
  });

  it('a key without a map id passes no map id', async () => {
    renderMap(async () => entry(['AIza-real-key']));
    expect(await screen.findByTestId('google-map')).toHaveAttribute('data-map-id', '');
  });
});
