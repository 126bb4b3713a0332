import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { RouteMap } from '../../src/components/map/RouteMap';
import type { MapPoint } from '../../src/components/map/mapConfig';
import { CONFIG_ENABLED, CONFIG_NAME, type ConfigEntry } from '#domain/clientConfig';
import { USER_TYPE } from '#domain/userTypes';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

/** Counts loads of the Google chunk: the factory runs only when RouteMap's lazy import() asks for it. */
const googleChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/components/map/GoogleRouteMap', () => {
  googleChunk.loads += 1;
  return {
    default: ({
      apiKey,
      mapId,
      points,
      center,
    }: {
      apiKey: string;
      mapId?: string;
      points: MapPoint[];
      center: { latitude: number; longitude: number };
    }) => (
      <div
        data-testid="google-map"
        data-key={apiKey}
        data-map-id={mapId ?? ''}
        data-center={`${center.latitude},${center.longitude}`}
      >
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

// Staff read the note that names the configuration entry; a shipper's names none (last test below).
beforeEach(() => localStorage.setItem('userType', String(USER_TYPE.INTERNAL)));
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem('userType');
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

  it("a shipper is told the map is not available, without the configuration entry's name", async () => {
    localStorage.setItem('userType', String(USER_TYPE.SHIPPER));
    renderMap(async () => entry(['', '']));
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('The map is not available. The stops and their coordinates:');
    expect(note).not.toHaveTextContent('GOOGLE_MAP_API');
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
});

const NO_COORDINATES = [{ latitude: Number.NaN, longitude: Number.NaN, label: 'Karachi: no coordinates' }];
/** GOOGLE_MAP_API and MAP_DEFAULT_POSITION as given; no other entry. */
const entries =
  (map: ConfigEntry, position?: string[]) =>
  async (name: string): Promise<ConfigEntry> => {
    if (name === CONFIG_NAME.GOOGLE_MAP_API) return map;
    if (name === CONFIG_NAME.MAP_DEFAULT_POSITION && position)
      return { name, values: position, enabled: CONFIG_ENABLED };
    throw Object.assign(new Error('Not found'), { status: 404 });
  };

describe('RouteMap when no point has coordinates yet (MAP_DEFAULT_POSITION)', () => {
  it('the offline stand-in says the map opens at the configured default position, and lists the stops', async () => {
    const getConfig = renderMap(entries(entry(['', ''], 'disabled'), ['24.8607', '67.0011']), NO_COORDINATES);
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(
      'Nothing here has coordinates yet: the map opens at the default position (24.86070, 67.00110).',
    );
    expect(note).toHaveTextContent(/The map is off: no Google Maps key is configured/);
    expect(screen.getByRole('list', { name: 'Stops' })).toHaveTextContent('Karachi: no coordinates');
    expect(getConfig).toHaveBeenCalledWith(CONFIG_NAME.MAP_DEFAULT_POSITION);
    await settle();
    expect(googleChunk.loads).toBe(0);
  });

  it('with no entry (or one off the globe) it names the centre of Pakistan', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderMap(entries(entry(['', ''], 'disabled')), NO_COORDINATES);
    expect(await screen.findByRole('alert')).toHaveTextContent('the default position (30.37530, 69.34510)');
  });

  it('says nothing of the default position when a point has coordinates', async () => {
    renderMap(entries(entry(['', ''], 'disabled'), ['24.8607', '67.0011']));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFF_TEXT);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/default position/);
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

  it('a key but no point with coordinates: the map opens at the default position, and says why', async () => {
    renderMap(entries(entry(['AIza-real-key']), ['24.8607', '67.0011']), NO_COORDINATES);
    const map = await screen.findByTestId('google-map');
    expect(map).toHaveAttribute('data-center', '24.8607,67.0011');
    expect(map.textContent).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing here has coordinates yet: the map opens at the default position (24.86070, 67.00110).',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(OFF_TEXT);
  });

  it('a key without a map id passes no map id', async () => {
    renderMap(async () => entry(['AIza-real-key']));
    expect(await screen.findByTestId('google-map')).toHaveAttribute('data-map-id', '');
  });
});
