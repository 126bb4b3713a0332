import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourcePages';
import { DayFilterInput } from '../../src/components/inputs/DayFilterInput';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { typeIntoPicker } from './pickerInput';

const filters = [
  <DayFilterInput key="fromDate" source="fromDate" edge="start" />,
  <DayFilterInput key="toDate" source="toDate" edge="end" after="fromDate" />,
];

function setup() {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: [{ id: 1 }], total: 1 }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shown = encodeURIComponent(JSON.stringify({ fromDate: true, toDate: true }));
  render(
    <MemoryRouter initialEntries={[`/shipments?displayedFilters=${shown}`]}>
      <AdminContext
        dataProvider={{ getList } as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route
            path="/shipments"
            element={
              <ResourceContextProvider value="shipments">
                <ResourceList filters={filters} debounce={50}>
                  <p>rows</p>
                </ResourceList>
              </ResourceContextProvider>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList, lastFilter: () => getList.mock.calls.at(-1)![1].filter as Record<string, unknown> };
}

describe('DayFilterInput', () => {
  it('filters once a date is whole; an until before its from is said under until, and nothing is asked', async () => {
    const { getList, lastFilter } = setup();
    await screen.findAllByLabelText('Loading until', undefined, { timeout: 10_000 });
    typeIntoPicker('Loading until', '15/06/2030');
    await waitFor(() => expect(lastFilter().toDate).toMatch(/^2030-06-1[45]T/));
    const calls = getList.mock.calls.length;
    typeIntoPicker('Loading from', '01/07/2030');
    expect(await screen.findByText('To date must not be before from date')).toBeInTheDocument();
    expect(getList.mock.calls.length).toBe(calls);
    typeIntoPicker('Loading from', '01/06/2030');
    await waitFor(() => expect(lastFilter().fromDate).toBeDefined());
    expect(screen.queryByText('To date must not be before from date')).not.toBeInTheDocument();
  });
});
