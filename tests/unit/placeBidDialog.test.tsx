import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { PlaceBidDialog } from '../../src/components/bids/PlaceBidDialog';
import { MESSAGES } from '#domain/messages';
import { bidLimitMessage } from '#domain/schemas/bookings';
import type { PartnerOption } from '../../src/providers/bookingCalls';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

const KHAN: PartnerOption = { id: 7, fullName: 'Khan Transport', phoneNumber: '0300-1234567' };
const INDUS: PartnerOption = { id: 9, fullName: 'Indus Movers', phoneNumber: '0321-7654321' };
const LIMIT = { minAmount: 50000, maxAmount: 90000 };

interface Options {
  limit?: { minAmount: number; maxAmount: number } | null;
  basisLabel?: string;
  placeBid?: (body: { shipmentId: number; amount: number; partnerId?: number }) => Promise<unknown>;
  searchPartners?: () => Promise<PartnerOption[]>;
}

function setup({
  limit = LIMIT,
  basisLabel = 'per vehicle',
  placeBid = async () => ({ id: 1 }),
  searchPartners = async () => [KHAN, INDUS],
}: Options = {}) {
  const calls = { placeBid: vi.fn(placeBid), searchPartners: vi.fn(searchPartners) };
  const onClose = vi.fn();
  const dataProvider = calls as unknown as FreightDataProvider;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
      <PlaceBidDialog shipmentId={42} limit={limit} basisLabel={basisLabel} onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
  const user = userEvent.setup({ delay: null });
  const dialog = screen.getByRole('dialog', { name: 'Place a bid for a partner' });
  const amount = within(dialog).getByRole('spinbutton', { name: 'Bid amount (Rs)' });
  const partner = within(dialog).getByRole('combobox', { name: 'Partner' });
  const submit = within(dialog).getByRole('button', { name: 'Place bid' });
  const pickPartner = async (label: string) => {
    await user.click(partner);
    await user.click(await screen.findByRole('option', { name: label }));
  };
  return { ...calls, onClose, user, dialog, amount, partner, submit, pickPartner };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PlaceBidDialog', () => {
  it('shows the shipment bid limit and the rate basis in the amount helper text', () => {
    const { amount } = setup();
    expect(amount).toHaveAccessibleDescription('Limit Rs 50,000 – Rs 90,000 per vehicle');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('without a limit row says only the basis', () => {
    const { amount } = setup({ limit: null, basisLabel: 'per tonne' });
    expect(amount).toHaveAccessibleDescription('Amount per tonne');
  });

  it('lists the partners from searchPartners as "Name (phone)"', async () => {
    const { user, partner, searchPartners } = setup();
    await user.click(partner);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Khan Transport (0300-1234567)', 'Indus Movers (0321-7654321)']);
    expect(searchPartners).toHaveBeenCalledTimes(1);
  });

  it('an amount below the limit shows the limit message and is not sent', async () => {
    const { user, amount, submit, pickPartner, placeBid } = setup();
    await pickPartner('Khan Transport (0300-1234567)');
    await user.type(amount, '49999');
    expect(bidLimitMessage(50000, 90000)).toBe('Bid amount must be between 50,000 and 90,000');
    expect(amount).toHaveAccessibleDescription('Bid amount must be between 50,000 and 90,000');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.click(submit);
    expect(placeBid).not.toHaveBeenCalled();
  });

  it('an amount above the limit shows the limit message and is not sent', async () => {
    const { user, amount, submit, pickPartner, placeBid, onClose } = setup();
    await pickPartner('Indus Movers (0321-7654321)');
    await user.type(amount, '90001');
    expect(amount).toHaveAccessibleDescription(bidLimitMessage(LIMIT.minAmount, LIMIT.maxAmount));
    await user.click(submit);
    expect(placeBid).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the limit is inclusive: the minimum and the maximum are accepted', async () => {
    const { user, amount } = setup();
    await user.type(amount, '50000');
    expect(amount).toHaveAccessibleDescription('Limit Rs 50,000 – Rs 90,000 per vehicle');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '90000');
    expect(amount).toHaveAccessibleDescription('Limit Rs 50,000 – Rs 90,000 per vehicle');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each([['60000.5'], ['0'], ['-5']])('%s is not a positive whole number: says so and is not sent', async (typed) => {
    const { user, amount, submit, pickPartner, placeBid } = setup();
    await pickPartner('Khan Transport (0300-1234567)');
    await user.type(amount, typed);
    expect(amount).toHaveAccessibleDescription(MESSAGES.wholeNumber);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.click(submit);
    expect(placeBid).not.toHaveBeenCalled();
  });

  it('no partner: asks to fill the required fields and sends nothing', async () => {
    const { user, amount, submit, dialog, placeBid } = setup();
    await user.type(amount, '60000');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillRequired);
    expect(placeBid).not.toHaveBeenCalled();
  });

  it('no amount: asks to fill the required fields and sends nothing', async () => {
    const { user, submit, dialog, pickPartner, placeBid } = setup();
    await pickPartner('Khan Transport (0300-1234567)');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillRequired);
    expect(placeBid).not.toHaveBeenCalled();
  });

  it('an out-of-limit amount after a "fill required" warning does not leave that stale warning up', async () => {
    const { user, amount, submit, dialog, pickPartner, placeBid } = setup();
    await user.type(amount, '95000');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.fillRequired);
    await pickPartner('Khan Transport (0300-1234567)');
    await user.click(submit);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Bid amount must be between 50,000 and 90,000');
    expect(placeBid).not.toHaveBeenCalled();
  });

  it('sends shipment, amount and partner, says so and closes', async () => {
    const { user, amount, submit, pickPartner, placeBid, onClose } = setup();
    await pickPartner('Indus Movers (0321-7654321)');
    await user.type(amount, '75000');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(placeBid).toHaveBeenCalledTimes(1);
    expect(placeBid).toHaveBeenCalledWith({ shipmentId: 42, amount: 75000, partnerId: 9 });
    expect(await screen.findByText('Bid placed')).toBeInTheDocument();
  });

  it('without a limit any positive whole amount is sent', async () => {
    const { user, amount, submit, pickPartner, placeBid, onClose } = setup({ limit: null });
    await pickPartner('Khan Transport (0300-1234567)');
    await user.type(amount, '1200');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(placeBid).toHaveBeenCalledWith({ shipmentId: 42, amount: 1200, partnerId: 7 });
  });

  it("shows the API's error message, stays open and lets the user try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs the provider's failure
    const { user, amount, submit, dialog, pickPartner, placeBid, onClose } = setup({
      placeBid: async () => {
        throw new Error('Bid amount must be between 50,000 and 80,000');
      },
    });
    await pickPartner('Khan Transport (0300-1234567)');
    await user.type(amount, '85000');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bid amount must be between 50,000 and 80,000');
    expect(placeBid).toHaveBeenCalledWith({ shipmentId: 42, amount: 85000, partnerId: 7 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Place a bid for a partner' })).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('disables "Place bid" while the bid is being sent', async () => {
    let finish: (value: unknown) => void = () => {};
    const { user, amount, submit, pickPartner, onClose } = setup({
      placeBid: () => new Promise((resolve) => (finish = resolve)),
    });
    await pickPartner('Khan Transport (0300-1234567)');
    await user.type(amount, '60000');
    await user.click(submit);
    expect(submit).toBeDisabled();
    finish({ id: 1 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('Cancel closes without sending', async () => {
    const { user, dialog, placeBid, onClose } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(placeBid).not.toHaveBeenCalled();
  });
});
