import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourcePages';
import { ResourceGrid } from '../../src/components/grid/ResourceGrid';
import { loadDesktopGrid } from '../../src/components/grid/loadDesktopGrid';
import { ConfirmProvider } from '../../src/components/confirm';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import type { SavedViewRecord } from '../../src/providers/savedViewCalls';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { STORAGE_KEYS } from '../../src/providers/storage';

const view = (id: number, name: string, extra: Partial<SavedViewRecord> = {}): SavedViewRecord => ({
  id,
  list: 'shipments',
  name,
  ownerId: 7,
  ownerName: 'CSR',
  sharedWithRoleId: null,
  sharedWithRoleName: null,
  query: { filter: { status: 'CREATED' }, sort: { field: 'weight', order: 'DESC' }, perPage: 10 },
  isDefault: false,
  mine: true,
  updatedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
  ...extra,
});

function setup(views: SavedViewRecord[] | Error, path = '/shipments?filter=%7B%7D') {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, userType: 1, fullName: 'CSR', preferences: {} }));
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  const calls = {
    getList: vi.fn(async (_resource: string, _params: GetListParams) => ({
      data: [{ id: 1, code: 'SH-000001' }],
      total: 1,
    })),
    getMany: vi.fn(async () => ({ data: [] })),
    saveMyGridChoice: vi.fn(async () => ({})),
    getSavedViews: vi.fn(async () => {
      if (views instanceof Error) throw views;
      return views;
    }),
    createSavedView: vi.fn(async (input: { name: string }) => view(9, input.name)),
    setDefaultView: vi.fn(async () => ({ list: 'shipments', viewId: 9 })),
    updateSavedView: vi.fn(),
    deleteSavedView: vi.fn(async () => views),
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={calls as unknown as FreightDataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nProvider}
      >
        <ConfirmProvider>
          <Routes>
            <Route
              path="/shipments"
              element={
                <ResourceContextProvider value="shipments">
                  <ResourceList>
                    <ResourceGrid
                      label="Test shipments"
                      columns={[{ field: 'code', headerName: 'Reference' }]}
                      card={{ primary: (r) => String(r.code) }}
                    />
                  </ResourceList>
                </ResourceContextProvider>
              }
            />
          </Routes>
        </ConfirmProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}

const lastFilter = (calls: ReturnType<typeof setup>['calls']) => calls.getList.mock.calls.at(-1)![1];

describe('saved views above a list', () => {
  beforeAll(() => loadDesktopGrid(), 30_000);

  it('a chip shows the list as its view keeps it: filters, sort and page size', async () => {
    const { calls, user } = setup([
      view(1, 'New loads'),
      view(2, 'Team view', { sharedWithRoleId: 3, sharedWithRoleName: 'Operations', mine: false }),
    ]);
    const chip = await screen.findByRole('button', { name: 'New loads' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Team view, shared with Operations' })).toBeInTheDocument();
    await user.click(chip);
    await waitFor(() =>
      expect(lastFilter(calls)).toMatchObject({
        filter: { status: 'CREATED' },
        sort: { field: 'weight', order: 'DESC' },
        pagination: { perPage: 10 },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'New loads' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('a list opened bare opens with the default view', async () => {
    const { calls } = setup([view(1, 'Mine by default', { isDefault: true })], '/shipments');
    await screen.findByRole('button', { name: 'Mine by default, opens by default' });
    await waitFor(() => expect(lastFilter(calls)).toMatchObject({ filter: { status: 'CREATED' } }));
  });

  it('a list opened with a query of its own (a link, the back button) keeps it over the default', async () => {
    const { calls } = setup(
      [view(1, 'Mine by default', { isDefault: true })],
      '/shipments?filter=%7B%22status%22%3A%22TRANSIT%22%7D',
    );
    await screen.findByRole('button', { name: 'Mine by default, opens by default' });
    await screen.findByText('SH-000001');
    expect(calls.getList.mock.calls.map((call) => call[1].filter)).toEqual(
      calls.getList.mock.calls.map(() => ({ status: 'TRANSIT' })),
    );
  });

  it('"Save view" keeps the list as it is now under a name, and may make it the default', async () => {
    const { calls, user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view of the list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Everything');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Open this list with it' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(calls.setDefaultView).toHaveBeenCalledWith('shipments', 9));
    expect(calls.createSavedView).toHaveBeenCalledWith({
      list: 'shipments',
      name: 'Everything',
      sharedWithRoleId: null,
      query: expect.objectContaining({ filter: {} }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused save says why and keeps the dialog as typed', async () => {
    const { calls, user } = setup([]);
    calls.createSavedView.mockRejectedValueOnce(new Error('You already have a view of this list with this name'));
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('You already have a view of this list with this name')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Taken');
  });

  it('views that cannot be loaded say so, and the list still works', async () => {
    setup(new Error('down'));
    expect(await screen.findByText('Your saved views could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('SH-000001')).toBeInTheDocument();
  });

  it('deleting a view asks first', async () => {
    const { calls, user } = setup([view(1, 'Old view')]);
    await user.click(await screen.findByRole('button', { name: 'Options for the view Old view' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view "Old view"?' });
    expect(calls.deleteSavedView).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deleteSavedView).toHaveBeenCalledWith(1));
  });
});
