import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { GridChoice } from '#domain/gridChoices';
import { ResourceList } from '../../src/components/ResourcePages';
import { ResourceGrid } from '../../src/components/grid/ResourceGrid';
import type { GridColumn } from '../../src/components/grid/gridColumns';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { STORAGE_KEYS } from '../../src/providers/storage';

/** A shipments list of twelve rows in a ResourceGrid, signed in as a CSR, for the grid's tests. */
export interface Row {
  id: number;
  code: string;
  weight: number;
  status: string;
}
export const COLUMNS: GridColumn<Row>[] = [
  { field: 'code', headerName: 'Reference', sortBy: 'referenceNumber' },
  { field: 'weight', headerName: 'Weight', sortBy: 'weight', render: (r) => `${r.weight} Tonne` },
  { field: 'status', headerName: 'Status' },
];

const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  code: `SH-${String(i + 1).padStart(6, '0')}`,
  weight: 10 + i,
  status: 'Open',
}));

export function setupGridList(stored?: GridChoice, rows: Row[] = ROWS, path = '/shipments') {
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({
      id: 7,
      userType: 1,
      fullName: 'CSR',
      preferences: stored ? { grids: { shipments: stored } } : {},
    }),
  );
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  const calls = {
    getList: vi.fn(async (_resource: string, params: GetListParams) => {
      const { page, perPage } = params.pagination!;
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    saveMyGridChoice: vi.fn(async () => ({ userId: 7, preferences: {} })),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={calls as unknown as FreightDataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route
            path="/shipments"
            element={
              <ResourceContextProvider value="shipments">
                <ResourceList sort={{ field: 'referenceNumber', order: 'ASC' }}>
                  <ResourceGrid label="Test shipments" columns={COLUMNS} card={{ primary: (r) => r.code }} />
                </ResourceList>
              </ResourceContextProvider>
            }
          />
          <Route path="/shipments/:id/show" element={<p>Shipment page</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}
