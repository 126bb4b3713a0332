import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadDesktopGrid } from '../../src/components/grid/loadDesktopGrid';
import {
  listPagingOf,
  listSortOf,
  pageSizeOptionsOf,
  paginationModelOf,
  selectedIdsOf,
  selectionModelOf,
  sortModelOf,
} from '../../src/components/grid/gridColumns';
import { applyGridChoice, gridChoiceOf, moveField, type GridChoice } from '#domain/gridChoices';
import { STORAGE_KEYS } from '../../src/providers/storage';
import { onPhoneScreen } from './phoneScreen';
import { COLUMNS, setupGridList } from './gridList';

describe('grid ↔ list controller mapping', () => {
  it('pages: react-admin counts from 1, the grid from 0; a new page size goes back to the first page', () => {
    expect(paginationModelOf(1, 5)).toEqual({ page: 0, pageSize: 5 });
    expect(paginationModelOf(3, 20)).toEqual({ page: 2, pageSize: 20 });
    expect(listPagingOf({ page: 2, pageSize: 5 }, 5)).toEqual({ page: 3 });
    expect(listPagingOf({ page: 2, pageSize: 50 }, 5)).toEqual({ perPage: 50 });
  });

  it('sorts: a column sorts on its API field; a column without one, or no sort, maps to nothing', () => {
    expect(sortModelOf({ field: 'referenceNumber', order: 'ASC' }, COLUMNS)).toEqual([{ field: 'code', sort: 'asc' }]);
    expect(sortModelOf({ field: 'loadingTime', order: 'DESC' }, COLUMNS)).toEqual([]);
    expect(listSortOf([{ field: 'weight', sort: 'desc' }], COLUMNS)).toEqual({ field: 'weight', order: 'DESC' });
    expect(listSortOf([{ field: 'status', sort: 'asc' }], COLUMNS)).toBeNull();
    expect(listSortOf([], COLUMNS)).toBeNull();
  });

  it('selection: the list’s ids in; "all but these" resolved against the rows shown', () => {
    expect([...selectionModelOf([1, 2]).ids]).toEqual([1, 2]);
    expect(selectedIdsOf({ type: 'include', ids: new Set([4]) }, [4, 5, 6])).toEqual([4]);
    expect(selectedIdsOf({ type: 'exclude', ids: new Set([5]) }, [4, 5, 6])).toEqual([4, 6]);
  });

  it('page sizes: the list’s SPEC size first, up to the API’s maximum', () => {
    expect(pageSizeOptionsOf(4)).toEqual([4, 10, 25, 50, 100]);
    expect(pageSizeOptionsOf(5, [10])).toEqual([5, 10, 25, 50, 100]);
    expect(pageSizeOptionsOf(20)).toEqual([20, 25, 50, 100]);
  });
});

describe('column choice store', () => {
  const fields = ['code', 'weight', 'status'];
  it('applies the user’s order, hidden columns, widths and density over the declared columns', () => {
    const choice: GridChoice = {
      columns: [{ field: 'status' }, { field: 'code', width: 200 }, { field: 'weight', hidden: true }],
      density: 'compact',
    };
    const applied = applyGridChoice(fields, choice);
    expect(applied.order).toEqual(['status', 'code', 'weight']);
    expect([...applied.hidden]).toEqual(['weight']);
    expect(applied.widths).toEqual({ code: 200 });
    expect(applied.density).toBe('compact');
    expect(gridChoiceOf(applied)).toEqual(choice);
  });

  it('a column added since is shown after the chosen ones; one removed since is forgotten', () => {
    const applied = applyGridChoice(['code', 'weight', 'status', 'partner'], {
      columns: [{ field: 'status' }, { field: 'gone', hidden: true }, { field: 'code' }],
    });
    expect(applied.order).toEqual(['status', 'code', 'weight', 'partner']);
    expect(applied.hidden.size).toBe(0);
  });

  it('an optional column is hidden until chosen; a page size chosen is kept with the columns', () => {
    expect([...applyGridChoice(fields, null, ['weight']).hidden]).toEqual(['weight']);
    const chosen: GridChoice = { columns: [{ field: 'weight' }], density: 'standard', pageSize: 50 };
    const applied = applyGridChoice(fields, chosen, ['weight']);
    expect(applied.hidden.size).toBe(0);
    expect(applied.pageSize).toBe(50);
    expect(gridChoiceOf(applied)).toEqual({
      ...chosen,
      columns: ['weight', 'code', 'status'].map((field) => ({ field })),
    });
  });

  it('no choice: the declared order at standard density; moving stops at the ends', () => {
    expect(applyGridChoice(fields, null)).toMatchObject({ order: fields, density: 'standard' });
    expect(moveField(fields, 'status', -1)).toEqual(['code', 'status', 'weight']);
    expect(moveField(fields, 'code', -1)).toEqual(fields);
    expect(moveField(fields, 'status', 1)).toEqual(fields);
  });
});

const lastListCall = (calls: ReturnType<typeof setupGridList>['calls']) => calls.getList.mock.calls.at(-1)![1];
// Hidden too: while the columns dialog is open, the page behind it is hidden from assistive technology.
const headers = () =>
  within(screen.getByRole('grid', { name: 'Test shipments', hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.textContent);

describe('ResourceGrid', () => {
  // The grid is a chunk of its own, loaded on first use: loaded once here, so each test's first wait is for the rows.
  beforeAll(() => loadDesktopGrid(), 30_000);

  it('pages and sorts through the list controller: the SPEC page size, the next page, a sort on the API field', async () => {
    const { calls, user } = setupGridList();
    const grid = await screen.findByRole('grid', { name: 'Test shipments' });
    await within(grid).findByText('SH-000001');
    expect(lastListCall(calls)).toMatchObject({
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'referenceNumber', order: 'ASC' },
    });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(grid).findByText('SH-000006');
    expect(lastListCall(calls)).toMatchObject({ pagination: { page: 2, perPage: 5 } });
    await user.click(within(grid).getByRole('columnheader', { name: /Weight/ }));
    await waitFor(() =>
      expect(lastListCall(calls)).toMatchObject({ sort: { field: 'weight', order: 'ASC' }, pagination: { page: 1 } }),
    );
    // Status has no API sort: its header does not sort.
    const count = calls.getList.mock.calls.length;
    await user.click(within(grid).getByRole('columnheader', { name: /Status/ }));
    expect(calls.getList.mock.calls.length).toBe(count);
  });

  it('applies the saved columns, and saves a hidden and a moved column for this user and list', async () => {
    const { calls, user } = setupGridList({ columns: [{ field: 'status' }, { field: 'code' }, { field: 'weight' }] });
    await screen.findByText('SH-000001');
    expect(headers()).toEqual(['Status', 'Reference', 'Weight']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns of Test shipments' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Weight' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Reference up' }));
    await waitFor(() => expect(calls.saveMyGridChoice).toHaveBeenCalledTimes(2));
    const saved = {
      columns: [{ field: 'code' }, { field: 'status' }, { field: 'weight', hidden: true }],
      density: 'standard',
    };
    expect(calls.saveMyGridChoice).toHaveBeenLastCalledWith(7, 'shipments', saved);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).preferences.grids.shipments).toEqual(saved);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(headers()).toEqual(['Reference', 'Status']));
    // Reset: the declared columns again, and the server forgets the choice.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(calls.saveMyGridChoice).toHaveBeenLastCalledWith(7, 'shipments', null));
    await waitFor(() => expect(headers()).toEqual(['Reference', 'Weight', 'Status']));
  });

  it('an empty filtered list says so in react-admin’s words, and Clear filters asks again without them', async () => {
    const { calls, user } = setupGridList(
      undefined,
      [],
      `/shipments?filter=${encodeURIComponent(JSON.stringify({ q: 'nothing' }))}`,
    );
    expect(await screen.findByText(/found using the current filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ filter: {} }));
  });

  it('while rows are read, a named bar shows above the grid (none inside it), and no empty text', async () => {
    const { calls, user } = setupGridList();
    const grid = await screen.findByRole('grid', { name: 'Test shipments' });
    await within(grid).findByText('SH-000001');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    calls.getList.mockImplementationOnce(() => new Promise(() => {}));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading' });
    expect(grid).not.toContainElement(bar);
    expect(within(grid).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/No .* found/)).not.toBeInTheDocument();
  });

  it('Enter on a cell opens the record (keyboard), as a click on the row does', async () => {
    const { user } = setupGridList();
    const cell = await screen.findByRole('gridcell', { name: 'SH-000002' });
    cell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Shipment page')).toBeInTheDocument();
  });

  it('opens at the page size the user chose for the list, and keeps a new one chosen on a phone for them on the server', async () => {
    // A phone: the cards' pager offers the page sizes too (react-admin's drops them below md).
    onPhoneScreen();
    const { calls, user } = setupGridList({ columns: [], pageSize: 10 });
    await screen.findByText('SH-000010');
    expect(lastListCall(calls)).toMatchObject({ pagination: { page: 1, perPage: 10 } });
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ pagination: { page: 1, perPage: 50 } }));
    expect(calls.saveMyGridChoice).toHaveBeenLastCalledWith(
      7,
      'shipments',
      expect.objectContaining({ pageSize: 50, density: 'standard' }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).preferences.grids.shipments.pageSize).toBe(50);
  });
});
