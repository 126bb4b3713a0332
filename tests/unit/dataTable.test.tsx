import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DataTable, type Column } from '../../src/components/DataTable';
import { onPhoneScreen } from './phoneScreen';

interface Bid {
  id: number;
  partner: string;
  amount: number;
}

const BIDS: Bid[] = [
  { id: 7, partner: 'Khan Transport', amount: 120000 },
  { id: 9, partner: 'Indus Movers', amount: 98000 },
];

const COLUMNS: Column<Bid>[] = [
  { label: 'Partner', render: (bid) => bid.partner },
  { label: 'Amount', render: (bid) => <strong>Rs {bid.amount}</strong>, align: 'right' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Bid>>[0]> = {}, queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <DataTable<Bid>
        caption="Shipment Bids"
        rows={BIDS}
        columns={COLUMNS}
        rowKey={(bid) => bid.id}
        isPending={false}
        error={null}
        empty="No bids yet"
        {...props}
      />
    </QueryClientProvider>,
  );
}

describe('DataTable', () => {
  it('while loading: a progress bar named after the lowercased caption, and nothing else', () => {
    renderTable({ isPending: true, rows: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading shipment bids' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No bids yet')).not.toBeInTheDocument();
  });

  it('loading wins over stale rows and an old error', () => {
    renderTable({ isPending: true, error: new Error('old failure') });
    expect(screen.getByRole('progressbar', { name: 'Loading shipment bids' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on failure: an alert with the error message, no table and no empty text', () => {
    renderTable({ rows: undefined, error: new Error('Bids could not be loaded') });
    expect(screen.getByRole('alert')).toHaveTextContent('Bids could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No bids yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("on failure, Retry reads the page's data again (every query, as the app bar's Refresh)", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderTable({ rows: undefined, error: new Error('Bids could not be loaded') }, queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('the error wins over rows that are still held', () => {
    renderTable({ error: new Error('Session expired') });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['an empty list', []],
    ['no data', undefined],
  ])('%s: the empty text and no table', (_label, rows) => {
    renderTable({ rows });
    expect(screen.getByText('No bids yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rows: a table named by its caption, a header of the column labels and one row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Shipment Bids' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Partner', 'Amount']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Khan Transport', 'Rs 120000']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Indus Movers', 'Rs 98000']);
    expect(screen.queryByText('No bids yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('renders what the column answers (elements too) and aligns right where asked', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Shipment Bids' });
    const amount = within(table).getByText('Rs 98000');
    expect(amount.tagName).toBe('STRONG');
    const [partnerHeader, amountHeader] = within(table).getAllByRole('columnheader');
    expect(amountHeader).toHaveClass('MuiTableCell-alignRight');
    expect(partnerHeader).not.toHaveClass('MuiTableCell-alignRight');
    expect(amount.closest('td')).toHaveClass('MuiTableCell-alignRight');
  });

  it('asks rowKey for the key of each row, and a re-render shows the rows in their new order', () => {
    const rowKey = vi.fn((bid: Bid) => bid.id);
    const { rerender } = renderTable({ rowKey });
    expect(rowKey).toHaveBeenCalledWith(BIDS[0], 0);
    expect(rowKey).toHaveBeenCalledWith(BIDS[1], 1);
    rerender(
      <DataTable<Bid>
        caption="Shipment Bids"
        rows={[BIDS[1], BIDS[0]]}
        columns={COLUMNS}
        rowKey={rowKey}
        isPending={false}
        error={null}
        empty="No bids yet"
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Shipment Bids' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Indus Movers',
      'Khan Transport',
    ]);
  });

  it('on a phone each row is a card of labels and values, not a table wider than the screen', () => {
    onPhoneScreen();
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Shipment Bids' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0])
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Partner', 'Amount']);
    expect(cards[0].textContent).toBe('PartnerKhan TransportAmountRs 120000');
  });
});
