import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, RecordContextProvider, useListContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_SIZE } from '#domain/limits';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { RelatedList, RelatedSection } from '../../src/components/RelatedList';

/** What a ResourceGrid would show: the related records' names. */
function Names() {
  const { data } = useListContext<{ id: number; name: string }>();
  return (
    <ul>
      {data?.map((row) => (
        <li key={row.id}>{row.name}</li>
      ))}
    </ul>
  );
}

function renderWith(rows: { id: number; name: string }[], element: ReactNode) {
  const getManyReference = vi.fn(async () => ({ data: rows, total: rows.length }));
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={{ getManyReference } as never}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nProvider}
      >
        <RecordContextProvider value={{ id: 5 }}>{element}</RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return getManyReference;
}

describe('RelatedSection', () => {
  it('is a region named by its heading listing the records that point at the record on show, a page of them', async () => {
    const getManyReference = renderWith(
      [{ id: 31, name: 'TLF-4421' }],
      <RelatedSection
        title="app.fleet.fleets.inThisFleet"
        reference="vehicles"
        target="fleetId"
        empty="app.fleet.fleets.empty"
      >
        <Names />
      </RelatedSection>,
    );
    const region = await screen.findByRole('region', { name: 'Vehicles in this fleet' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Vehicles in this fleet' })).toBeInTheDocument();
    expect(await within(region).findByText('TLF-4421')).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      'vehicles',
      expect.objectContaining({ target: 'fleetId', id: 5, pagination: { page: 1, perPage: PAGE_SIZE.companies } }),
    );
  });

  it('says its empty text when there is none', async () => {
    renderWith(
      [],
      <RelatedSection
        title="app.fleet.fleets.inThisFleet"
        reference="vehicles"
        target="fleetId"
        empty="app.fleet.fleets.empty"
      >
        <Names />
      </RelatedSection>,
    );
    const region = await screen.findByRole('region', { name: 'Vehicles in this fleet' });
    expect(
      await within(region).findByText('No vehicles in this fleet yet. Edit the fleet to add some.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('RelatedList', () => {
  it('draws no section of its own, for a page that puts it in one', async () => {
    renderWith(
      [],
      <RelatedList reference="tyres" target="fuelPumpId" empty="app.fleet.fuelPumps.noTyreOffers">
        <Names />
      </RelatedList>,
    );
    expect(await screen.findByText('No tyre offers at this pump yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
