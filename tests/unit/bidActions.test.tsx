import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { BidActions, type BidShipmentFacts } from '../../src/components/bids/BidActions';
import { ConfirmProvider } from '../../src/components/confirm';
import { BID_STATUS, REASON_KIND, type BidStatus } from '#domain/bookings';
import type { Reason } from '../../src/providers/bookingCalls';
import type { FreightDataProvider } from '../../src/providers/dataProvider';
import type { ShipmentBidFields } from '../../src/providers/shipmentRelatedCalls';

const bidWith = (status: BidStatus): ShipmentBidFields => ({
  id: 11,
  shipmentId: 42,
  partnerId: 7,
  partnerName: 'Khan Transport',
  amount: 120000,
  bidCategoryTypeId: 1,
  vehicleCount: 2,
  status,
  reason: null,
  createdAt: '2025-01-15T10:00:00.000Z',
});

const REASONS: Record<number, Reason[]> = {
  [REASON_KIND.BACKOUT_BID]: [{ id: 1, kind: 1, text: 'Vehicle broke down' }],
  [REASON_KIND.REJECT_BID]: [{ id: 4, kind: 2, text: 'Amount too high' }],
};

/** The bid's shipment as its pricing info tells it: arranging, with both vehicles still needed. */
const ARRANGING: BidShipmentFacts = { shipmentStatus: 'CREATED', remainingVehicles: 2 };

function setup(
  status: BidStatus,
  overrides: Partial<Record<'acceptBid' | 'rejectBid' | 'backoutBid', (...args: unknown[]) => Promise<unknown>>> = {},
  shipment: BidShipmentFacts | null = ARRANGING,
) {
  const calls = {
    acceptBid: vi.fn(overrides.acceptBid ?? (async () => ({}))),
    rejectBid: vi.fn(overrides.rejectBid ?? (async () => ({}))),
    backoutBid: vi.fn(overrides.backoutBid ?? (async () => ({}))),
    getReasons: vi.fn(async (kind: number) => REASONS[kind] ?? []),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={calls as unknown as FreightDataProvider} queryClient={queryClient}>
      <ConfirmProvider>
        <BidActions bid={bidWith(status)} shipment={shipment ?? undefined} />
      </ConfirmProvider>
      <Notification />
    </AdminContext>,
  );
  return { ...calls, user: userEvent.setup({ delay: null }) };
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label'));
const waitForNoDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BidActions: only the moves canMoveBid allows', () => {
  it('CREATED: Accept, Reject and Back out', () => {
    setup(BID_STATUS.CREATED);
    expect(buttonNames()).toEqual(['Accept bid 11', 'Reject bid 11', 'Back out of bid 11']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Reject', 'Back out']);
  });

  it('Accept waits until the shipment is known', () => {
    setup(BID_STATUS.CREATED, {}, null);
    expect(buttonNames()).toEqual(['Reject bid 11', 'Back out of bid 11']);
  });

  it.each([
    [{ shipmentStatus: 'TRANSIT', remainingVehicles: 2 }, null],
    [{ shipmentStatus: 'CREATED', remainingVehicles: 0 }, 'This shipment needs no more vehicles'],
    [{ shipmentStatus: 'CREATED', remainingVehicles: 1 }, 'Only 1 vehicle still needed'],
  ])('a shipment %o: no Accept (bidAcceptRefusal)', (shipment, text) => {
    setup(BID_STATUS.CREATED, {}, shipment);
    expect(buttonNames()).toEqual(['Reject bid 11', 'Back out of bid 11']);
    if (text) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([BID_STATUS.ACCEPTED, BID_STATUS.ACKNOWLEDGED, BID_STATUS.DRIVER_ASSIGNED])('%s: Back out only', (status) => {
    setup(status);
    expect(buttonNames()).toEqual(['Back out of bid 11']);
  });

  it.each([BID_STATUS.REJECTED, BID_STATUS.FULFILLED, BID_STATUS.BACKOUT])('%s: no buttons at all', (status) => {
    setup(status);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('BidActions: accept', () => {
  it('asks for confirmation first, and calls acceptBid only after confirming', async () => {
    const { user, acceptBid } = setup(BID_STATUS.CREATED);
    await user.click(screen.getByRole('button', { name: 'Accept bid 11' }));
    const dialog = await screen.findByRole('dialog', { name: "Accept Khan Transport's bid of Rs 120,000?" });
    expect(dialog).toHaveAccessibleDescription('This books 2 vehicles for the shipment.');
    expect(acceptBid).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept bid' }));
    await waitFor(() => expect(acceptBid).toHaveBeenCalledTimes(1));
    expect(acceptBid).toHaveBeenCalledWith(11);
    expect(await screen.findByText('Bid accepted: booking created')).toBeInTheDocument();
  });

  it('cancelling the confirmation does not accept', async () => {
    const { user, acceptBid } = setup(BID_STATUS.CREATED);
    await user.click(screen.getByRole('button', { name: 'Accept bid 11' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    expect(acceptBid).not.toHaveBeenCalled();
    expect(screen.queryByText('Bid accepted: booking created')).not.toBeInTheDocument();
  });

  it("a refused accept notifies the API's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs the provider's failure
    const { user, acceptBid } = setup(BID_STATUS.CREATED, {
      acceptBid: async () => {
        throw new Error('The shipment has no vehicles left to book');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Accept bid 11' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept bid' }));
    expect(await screen.findByText('The shipment has no vehicles left to book')).toBeInTheDocument();
    expect(acceptBid).toHaveBeenCalledWith(11);
    expect(screen.queryByText('Bid accepted: booking created')).not.toBeInTheDocument();
  });
});

describe('BidActions: reject and back out need a reason', () => {
  it('Reject opens a reason dialog of kind 2 and sends rejectBid(id, reason)', async () => {
    const { user, getReasons, rejectBid, backoutBid } = setup(BID_STATUS.CREATED);
    await user.click(screen.getByRole('button', { name: 'Reject bid 11' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Khan Transport's bid" });
    expect(getReasons).toHaveBeenCalledWith(REASON_KIND.REJECT_BID);
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: 'Amount too high' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), ' Too far above market ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject bid' }));
    await waitForNoDialog();
    expect(rejectBid).toHaveBeenCalledTimes(1);
    expect(rejectBid).toHaveBeenCalledWith(11, { reasonId: 4, details: 'Too far above market' });
    expect(backoutBid).not.toHaveBeenCalled();
    expect(await screen.findByText('Bid rejected')).toBeInTheDocument();
  });

  it('Back out opens a reason dialog of kind 1 and sends backoutBid(id, reason)', async () => {
    const { user, getReasons, rejectBid, backoutBid } = setup(BID_STATUS.ACCEPTED);
    await user.click(screen.getByRole('button', { name: 'Back out of bid 11' }));
    const dialog = screen.getByRole('dialog', { name: "Back out of Khan Transport's bid" });
    expect(getReasons).toHaveBeenCalledWith(REASON_KIND.BACKOUT_BID);
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: 'Vehicle broke down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back out' }));
    await waitForNoDialog();
    expect(backoutBid).toHaveBeenCalledWith(11, { reasonId: 1, details: undefined });
    expect(rejectBid).not.toHaveBeenCalled();
    expect(await screen.findByText('Bid backed out')).toBeInTheDocument();
  });

  it('a refused reject keeps the reason dialog open with the API message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, rejectBid } = setup(BID_STATUS.CREATED, {
      rejectBid: async () => {
        throw new Error('Illegal bid move: REJECTED → REJECTED');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Reject bid 11' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Khan Transport's bid" });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: 'Amount too high' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject bid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Illegal bid move: REJECTED → REJECTED');
    expect(rejectBid).toHaveBeenCalledWith(11, { reasonId: 4, details: undefined });
    expect(screen.getByRole('dialog', { name: "Reject Khan Transport's bid" })).toBeInTheDocument();
    expect(screen.queryByText('Bid rejected')).not.toBeInTheDocument();
  });

  it('Cancel in the reason dialog closes it without a call', async () => {
    const { user, rejectBid } = setup(BID_STATUS.CREATED);
    await user.click(screen.getByRole('button', { name: 'Reject bid 11' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Khan Transport's bid" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    expect(rejectBid).not.toHaveBeenCalled();
  });
});

describe('BidsTable: the shipper side is shown no carrier prices', () => {
  const renderTable = async (rows: ShipmentBidFields[]) => {
    const { BidsTable } = await import('../../src/components/bids/BidsTable');
    render(
      <AdminContext queryClient={new QueryClient()}>
        <BidsTable rows={rows} isPending={false} error={null} />
      </AdminContext>,
    );
  };

  it('bids as the API answers a shipper (no amount): no Amount column, nothing shown as N/A', async () => {
    const { amount: _amount, ...withoutAmount } = bidWith(BID_STATUS.CREATED);
    await renderTable([withoutAmount as ShipmentBidFields]);
    expect(screen.getByRole('columnheader', { name: 'Partner' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.queryByText(/N\/A/)).not.toBeInTheDocument();
  });

  it('bids as the API answers staff: the amount on its basis', async () => {
    await renderTable([bidWith(BID_STATUS.CREATED)]);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByText(/120,000 \/ vehicle/)).toBeInTheDocument();
  });
});
