import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FuelPumpShow } from '../../src/resources/fuel-pumps/FuelPumpShow';
import { FuelPumpCreate } from '../../src/resources/fuel-pumps/FuelPumpCreate';
import { LocationCreate } from '../../src/resources/locations/LocationCreate';
import { LocationList } from '../../src/resources/locations/LocationList';
import { TyreCreate } from '../../src/resources/tyres/TyreCreate';
import { CityInput, CoordinateInputs } from '../../src/components/lookups/CityInput';
import type { CityOption } from '../../src/components/lookups/CityAutocomplete';
import type { MapPoint } from '../../src/components/map/mapConfig';
import { CONFIG_ENABLED, CONFIG_NAME, type ConfigEntry } from '#domain/clientConfig';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import { i18nProvider } from '../../src/providers/i18nProvider';

/** The Google chunk, stood in for: it says what it was handed (Google is unreachable here anyway). */
vi.mock('../../src/components/map/GoogleRouteMap', () => ({
  default: ({ apiKey, points, connect }: { apiKey: string; points: MapPoint[]; connect?: boolean }) => (
    <div data-testid="google-map" data-key={apiKey} data-connect={String(connect)}>
      {points.map((p) => p.label).join(' | ')}
    </div>
  ),
}));

const KARACHI: CityOption = {
  id: 1,
  name: 'Karachi',
  stateId: 2,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 24.86,
  longitude: 67.01,
};
const KARAK: CityOption = {
  id: 40,
  name: 'Karak',
  stateId: 4,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 33.12,
  longitude: 71.09,
};

const LOCATIONS = [
  {
    id: 1,
    name: 'Port Qasim yard',
    locationType: 'YARD',
    address: 'Port Qasim',
    cityId: 1,
    cityName: 'Karachi',
    latitude: 24.7854,
    longitude: 67.3489,
    companyId: null,
    companyName: null,
  },
  {
    id: 2,
    name: 'Sundar warehouse',
    locationType: 'WAREHOUSE',
    address: 'Sundar estate',
    cityId: 3,
    cityName: 'Lahore',
    latitude: 31.3542,
    longitude: 74.2125,
    companyId: 7,
    companyName: 'Indus Mills',
  },
  {
    id: 3,
    name: 'Unmapped factory',
    locationType: 'FACTORY',
    address: 'Somewhere',
    cityId: 3,
    cityName: 'Lahore',
    latitude: null,
    longitude: null,
    companyId: null,
    companyName: null,
  },
];

type Fake = Partial<Record<string, (...args: never[]) => unknown>>;

function fakeProvider(overrides: Fake = {}) {
  const calls = {
    getList: vi.fn(async (resource: string) =>
      resource === 'locations' ? { data: LOCATIONS, total: LOCATIONS.length } : { data: [], total: 0 },
    ),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async () => ({ data: {} })),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    getConfig: vi.fn(async (): Promise<ConfigEntry> => ({
      name: CONFIG_NAME.GOOGLE_MAP_API,
      values: ['', ''],
      enabled: 'disabled',
    })),
    searchCities: vi.fn(async () => [KARACHI]),
    getCities: vi.fn(async (ids: number[]) => (ids.includes(KARACHI.id) ? [KARACHI] : [])),
    ...overrides,
  };
  return calls;
}

function renderIn(resource: string, dataProvider: ReturnType<typeof fakeProvider>, children: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
    </AdminContext>,
  );
}

/** axe-core's WCAG A/AA rules that jsdom can judge (no layout, so no colour contrast). */
async function expectNoA11yViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`)).toEqual([]);
}

// MUI inputs typed into key by key, and axe-core over a whole form, take seconds in jsdom.
vi.setConfig({ testTimeout: 20_000 });

// Staff: the map's note names its configuration entry.
beforeEach(() => localStorage.setItem('userType', String(USER_TYPE.INTERNAL)));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Locations list map', () => {
  it('with no Google key: the note, and every listed location with its coordinates', async () => {
    const dataProvider = fakeProvider();
    renderIn('locations', dataProvider, <LocationList />);
    const map = await screen.findByRole('region', { name: 'Map' });
    expect(await within(map).findByRole('alert')).toHaveTextContent(
      'The map is off: no Google Maps key is configured (GOOGLE_MAP_API). The locations and their coordinates:',
    );
    const listing = within(map).getByRole('list', { name: 'Locations and coordinates' });
    const items = within(listing)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Port Qasim yardContainer yard, Karachi · 24.78540, 67.34890',
      'Sundar warehouseWarehouse, Lahore · 31.35420, 74.21250',
      'Unmapped factoryFactory, Lahore · No coordinates',
    ]);
    expect(dataProvider.getConfig).toHaveBeenCalledWith(CONFIG_NAME.GOOGLE_MAP_API);
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
    // The grid beside it (its code loads on a wide screen): company or Public.
    const table = await screen.findByRole('grid', { name: 'Locations' }, { timeout: 30_000 });
    expect(within(table).getByText('Indus Mills')).toBeInTheDocument();
    expect(within(table).getAllByText('Public')).toHaveLength(2);
    // Keyboard users open a row through its name.
    expect(within(table).getByRole('link', { name: 'Sundar warehouse' })).toHaveAttribute('href', '#/locations/2/show');
    await expectNoA11yViolations(document.body);
  });

  it('with a configured key: tries the Google map with the located places, unjoined', async () => {
    const dataProvider = fakeProvider({
      getConfig: async () => ({ name: CONFIG_NAME.GOOGLE_MAP_API, values: ['AIza-key', ''], enabled: CONFIG_ENABLED }),
    });
    renderIn('locations', dataProvider, <LocationList />);
    const map = await screen.findByTestId('google-map', {}, { timeout: 5000 });
    expect(map).toHaveAttribute('data-key', 'AIza-key');
    expect(map).toHaveAttribute('data-connect', 'false');
    expect(map).toHaveTextContent('Port Qasim yard | Sundar warehouse');
    expect(map).not.toHaveTextContent('Unmapped factory');
    expect(screen.queryByText(/The map is off/)).not.toBeInTheDocument();
  });
});

function CityForm({ onSubmit, record }: { onSubmit: (values: object) => void; record?: object }) {
  return (
    <RecordContextProvider value={record}>
      <Form onSubmit={onSubmit} record={record}>
        <CityInput required />
        <CoordinateInputs />
        <button type="submit">Save</button>
      </Form>
    </RecordContextProvider>
  );
}

async function pickKarachi(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /City/ }), 'Kar');
  await user.click(await screen.findByRole('option', { name: 'Karachi, Pakistan' }));
}

describe('CityInput', () => {
  it('picking a city sets cityId and fills the empty latitude and longitude', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderIn('locations', fakeProvider(), <CityForm onSubmit={onSubmit} />);
    await pickKarachi(user);
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveValue('Karachi, Pakistan');
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue(24.86);
    expect(screen.getByRole('spinbutton', { name: /Longitude/ })).toHaveValue(67.01);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ cityId: 1, latitude: 24.86, longitude: 67.01 });
  });

  it('does not overwrite coordinates already typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderIn('locations', fakeProvider(), <CityForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('spinbutton', { name: /Latitude/ }), '24.8');
    await pickKarachi(user);
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue(24.8);
    expect(screen.getByRole('spinbutton', { name: /Longitude/ })).toHaveValue(67.01);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ cityId: 1, latitude: 24.8, longitude: 67.01 });
  });

  it('a second city replaces the coordinates the first one filled (they were not typed)', async () => {
    const user = userEvent.setup({ delay: null });
    renderIn(
      'locations',
      fakeProvider({ searchCities: async () => [KARACHI, KARAK] }),
      <CityForm onSubmit={vi.fn()} />,
    );
    await pickKarachi(user);
    const city = screen.getByRole('combobox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Kar');
    await user.click(await screen.findByRole('option', { name: 'Karak, Pakistan' }));
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue(33.12);
    expect(screen.getByRole('spinbutton', { name: /Longitude/ })).toHaveValue(71.09);
  });

  it('on edit shows the saved city by name and leaves the saved coordinates alone', async () => {
    const dataProvider = fakeProvider();
    renderIn(
      'locations',
      dataProvider,
      <CityForm
        onSubmit={vi.fn()}
        record={{ id: 5, cityId: 1, cityName: 'Karachi', latitude: 24.9, longitude: 67.1 }}
      />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /City/ })).toHaveValue('Karachi, Pakistan'));
    expect(dataProvider.getCities).toHaveBeenCalledWith([1]);
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue(24.9);
  });
});

describe('Tyre offer form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, discount: string) => {
    await user.type(await screen.findByRole('textbox', { name: /Tyre brand/ }), 'Bridgestone');
    await user.type(screen.getByRole('textbox', { name: /Tyre size/ }), '295/80R22.5');
    await user.type(screen.getByRole('spinbutton', { name: /Price/ }), '85000');
    await user.type(screen.getByRole('spinbutton', { name: /Discount/ }), discount);
  };

  it('says at the fields that a pump or shop is needed and the discount is a percentage', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = fakeProvider();
    const { container } = renderIn('tyres', dataProvider, <TyreCreate />);
    await fill(user, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.tyreOfferNowhere)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.percentRange)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Discount/ })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.percentRange),
    );
    expect(dataProvider.create).not.toHaveBeenCalled();
    await expectNoA11yViolations(container);
    // Naming a shop answers the rule at once, before the next save.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByRole('textbox', { name: /Shop name/ }), 'Tyre House');
    await waitFor(() => expect(screen.queryByText(MESSAGES.tyreOfferNowhere)).not.toBeInTheDocument());
  });

  it('saves once a shop is named, sending only the offer fields', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = fakeProvider();
    renderIn('tyres', dataProvider, <TyreCreate />);
    await fill(user, '10');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByRole('textbox', { name: /Shop name/ }), 'Tyre House Lahore');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toEqual({
      brand: 'Bridgestone',
      size: '295/80R22.5',
      price: 85000,
      discountPercent: 10,
      fuelPumpIds: [],
      shops: ['Tyre House Lahore'],
      active: true,
    });
  });
});

describe('Fuel pump show', () => {
  const PUMP = {
    id: 4,
    name: 'PSO Super Highway',
    brand: 'PSO',
    cityId: 1,
    cityName: 'Karachi',
    address: 'M-9, near toll plaza',
    latitude: 25.0123,
    longitude: 67.2345,
    discountPercent: 2.5,
    active: true,
    createdAt: '2025-01-02T10:00:00Z',
    updatedAt: '2025-01-03T10:00:00Z',
  };
  const OFFER = {
    id: 8,
    brand: 'Bridgestone',
    size: '295/80R22.5',
    price: 85000,
    discountPercent: 10,
    discountedPrice: 76500,
    fuelPumpIds: [4],
    fuelPumps: [{ id: 4, name: PUMP.name, cityName: 'Karachi' }],
    shops: [],
    validUntil: '2020-12-31',
    active: true,
  };

  it("shows the facts, the pump's coordinates with the map off, and the tyre offers honoured there", async () => {
    const dataProvider = fakeProvider({
      getOne: async () => ({ data: PUMP }),
      getManyReference: vi.fn(async () => ({ data: [OFFER], total: 1 })),
    });
    render(
      <MemoryRouter initialEntries={['/fuel-pumps/4/show']}>
        <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
          <Routes>
            <Route
              path="/fuel-pumps/:id/show"
              element={
                <ResourceContextProvider value="fuel-pumps">
                  <FuelPumpShow />
                </ResourceContextProvider>
              }
            />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: PUMP.name })).toBeInTheDocument();
    expect(screen.getByText('2.5%')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Map' });
    expect(await within(map).findByRole('alert')).toHaveTextContent(/The map is off/);
    expect(within(map).getByRole('list', { name: 'Pump and coordinates' })).toHaveTextContent(
      'PSO Super Highway' + 'M-9, near toll plaza · 25.01230, 67.23450',
    );
    const offers = screen.getByRole('region', { name: 'Tyre offers at this pump' });
    expect(await within(offers).findByRole('link', { name: 'Bridgestone' })).toBeInTheDocument();
    expect(within(offers).getByText('Rs 85,000')).toBeInTheDocument();
    expect(within(offers).getByText('Rs 76,500')).toBeInTheDocument();
    expect(within(offers).getByText('Expired')).toBeInTheDocument();
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'tyres',
      expect.objectContaining({ target: 'fuelPumpId', id: 4 }),
    );
  });
});

describe('Fuel pump and location forms', () => {
  it.each([
    [
      'fuel-pumps',
      <FuelPumpCreate key="pump" />,
      ['Pump name', 'Brand', 'City', 'Address', 'Latitude', 'Longitude', 'Fuel discount (%)', 'Active'],
    ],
    [
      'locations',
      <LocationCreate key="location" />,
      [
        'Location name',
        'Location type',
        'Address',
        'City',
        'Latitude',
        'Longitude',
        'Company',
        'Contact name',
        'Contact number',
      ],
    ],
  ])(
    '%s: every input is labelled, and a save with only a name says so at the required fields',
    async (resource, form, labels) => {
      const user = userEvent.setup({ delay: null });
      const dataProvider = fakeProvider();
      const { container } = renderIn(resource, dataProvider, form);
      for (const label of labels) expect(await screen.findByLabelText(label, { exact: false })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: labels[0] }), 'Somewhere');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findAllByText(MESSAGES.fillRequired)).not.toHaveLength(0);
      expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(MESSAGES.fillRequired);
      expect(dataProvider.create).not.toHaveBeenCalled();
      await expectNoA11yViolations(container);
    },
  );
});
