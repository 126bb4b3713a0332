import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { CityListInput } from '../../src/components/lookups/CityListInput';
import type { CityOption } from '../../src/components/lookups/CityAutocomplete';
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
const LAHORE: CityOption = {
  id: 2,
  name: 'Lahore',
  stateId: 1,
  countryId: 1,
  countryName: 'Pakistan',
  latitude: 31.55,
  longitude: 74.34,
};

/** A company group's operational cities are picked, shown by name and removed, and reach the form's value. */
describe('CityListInput', () => {
  it('adds a searched city, names the stored ones, and removes one with its chip', async () => {
    const changes: number[][] = [];
    const dataProvider = {
      searchCities: vi.fn(async () => [KARACHI, LAHORE]),
      getCities: vi.fn(async (ids: number[]) => [KARACHI, LAHORE].filter((city) => ids.includes(city.id))),
    } as unknown as FreightDataProvider;
    function Harness() {
      const [ids, setIds] = useState<number[]>([2]);
      return (
        <CityListInput
          id="cities"
          label="Operational cities"
          value={ids}
          onChange={(next) => {
            changes.push(next);
            setIds(next);
          }}
        />
      );
    }
    render(
      <AdminContext dataProvider={dataProvider}>
        <Harness />
      </AdminContext>,
    );
    const user = userEvent.setup({ delay: null });
    const list = screen.getByRole('list', { name: 'Operational cities' });
    expect(await within(list).findByText('Lahore, Pakistan')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Operational cities' }), 'Kar');
    // Lahore is already chosen: only Karachi is offered.
    await user.click(await screen.findByRole('option', { name: 'Karachi, Pakistan' }));
    expect(screen.queryByRole('option', { name: 'Lahore, Pakistan' })).not.toBeInTheDocument();
    expect(changes.at(-1)).toEqual([2, 1]);
    expect(await within(list).findByText('Karachi, Pakistan')).toBeInTheDocument();

    await user.click(within(list).getByText('Lahore, Pakistan').closest('[role="button"]')!.querySelector('svg')!);
    expect(changes.at(-1)).toEqual([1]);
    expect(within(list).queryByText('Lahore, Pakistan')).not.toBeInTheDocument();
  });
});
