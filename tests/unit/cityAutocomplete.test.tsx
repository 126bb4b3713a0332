import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { CityAutocomplete, type CityOption } from '../../src/components/lookups/CityAutocomplete';
import { CITY_SEARCH_DEBOUNCE_MS } from '#domain/limits';
import { MESSAGES } from '#domain/messages';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

const KARACHI: CityOption = {
  id: 1,
  name: 'Karachi',
  stateId: 2,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 24.86,
  longitude: 67,
};
const OKARA: CityOption = {
  id: 28,
  name: 'Okara',
  stateId: 1,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 30.81,
  longitude: 73.45,
};

type Search = (term: string, signal?: AbortSignal) => Promise<CityOption[]>;

function setup(searchCities: Search = async () => [KARACHI, OKARA], props: { excludeIds?: number[] } = {}) {
  const search = vi.fn(searchCities);
  const onChange = vi.fn();
  const dataProvider = { searchCities: search } as unknown as FreightDataProvider;
  function Harness() {
    const [value, setValue] = useState<CityOption | null>(null);
    return (
      <CityAutocomplete
        label="Pick up city"
        value={value}
        onChange={(city) => {
          onChange(city);
          setValue(city);
        }}
        {...props}
      />
    );
  }
  render(
    <AdminContext dataProvider={dataProvider}>
      <Harness />
    </AdminContext>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const input = screen.getByRole('combobox', { name: 'Pick up city' });
  return { search, onChange, user, input };
}

/** Lets the clock run, then the promises it released settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('CityAutocomplete (SPEC §5 city search)', () => {
  // Fake clocks make the 300 ms debounce exact. Testing Library drains its async helpers with a
  // setTimeout(0) that it advances only when it sees Jest's fake timers: show it vitest's.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('makes no call for 1 or 2 characters and says why', async () => {
    const { search, user, input } = setup();
    await user.type(input, 'K');
    await elapse(CITY_SEARCH_DEBOUNCE_MS * 2);
    await user.type(input, 'a');
    await elapse(CITY_SEARCH_DEBOUNCE_MS * 2);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.cityTypeMore)).toBeInTheDocument();
  });

  it('counts characters after trimming', async () => {
    const { search, user, input } = setup();
    await user.type(input, '   ab ');
    await elapse(CITY_SEARCH_DEBOUNCE_MS * 2);
    expect(search).not.toHaveBeenCalled();
  });

  it('searches 3 characters once, after the debounce, and lists "City, Country"', async () => {
    const { search, user, input } = setup();
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS - 50);
    expect(search).not.toHaveBeenCalled();
    await elapse(50);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Kar', expect.any(AbortSignal));
    expect(screen.getByRole('option', { name: 'Karachi, Pakistan' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Okara, Pakistan' })).toBeInTheDocument();
  });

  it('typing quickly makes one call with the whole term, not one per keystroke', async () => {
    const { search, user, input } = setup();
    await user.type(input, 'Kara');
    await elapse(CITY_SEARCH_DEBOUNCE_MS * 3);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Kara', expect.any(AbortSignal));
  });

  it('aborts a search that a newer term supersedes, and shows only the newer answer', async () => {
    const pending: { term: string; signal?: AbortSignal; resolve: (rows: CityOption[]) => void }[] = [];
    const { search, user, input } = setup(
      (term, signal) => new Promise((resolve) => pending.push({ term, signal, resolve })),
    );
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    await user.type(input, 'a');
    expect(pending[0].signal?.aborted).toBe(true);
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(2);
    expect(pending[1]).toMatchObject({ term: 'Kara' });
    await act(async () => {
      pending[0].resolve([OKARA]);
      pending[1].resolve([KARACHI]);
    });
    expect(screen.getByRole('option', { name: 'Karachi, Pakistan' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Okara, Pakistan' })).not.toBeInTheDocument();
  });

  it('shows a loading state while the search runs', async () => {
    const { user, input } = setup(() => new Promise(() => {}));
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('choosing an option calls onChange with that city and shows its label', async () => {
    const { onChange, user, input } = setup();
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    await user.click(screen.getByRole('option', { name: 'Okara, Pakistan' }));
    expect(onChange).toHaveBeenCalledWith(OKARA);
    expect(input).toHaveValue('Okara, Pakistan');
  });

  it('is keyboard friendly: the first city is highlighted, arrows move, Enter chooses', async () => {
    const { onChange, user, input } = setup();
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    screen.getByRole('option', { name: 'Karachi, Pakistan' });
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(KARACHI);
    await user.clear(input);
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    screen.getByRole('option', { name: 'Okara, Pakistan' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(OKARA);
  });

  it('says "No cities found" for an empty answer', async () => {
    const { user, input } = setup(async () => []);
    await user.type(input, 'xyz');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText(MESSAGES.noCitiesFound)).toBeInTheDocument();
  });

  it('shows the API error text when the search fails', async () => {
    const { user, input } = setup(async () => {
      throw new Error(MESSAGES.citySearchMinChars);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText(MESSAGES.citySearchMinChars)).toBeInTheDocument();
  });

  it('leaves out the excluded cities', async () => {
    const { user, input } = setup(undefined, { excludeIds: [KARACHI.id] });
    await user.type(input, 'Kar');
    await elapse(CITY_SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('option', { name: 'Okara, Pakistan' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Karachi, Pakistan' })).not.toBeInTheDocument();
  });
});
