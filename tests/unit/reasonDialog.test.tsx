import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { ReasonDialog } from '../../src/components/ReasonDialog';
import { CANCEL_REASON_MAX_LENGTH } from '#domain/limits';
import { MESSAGES } from '#domain/messages';
import type { Reason } from '../../src/providers/bookingCalls';
import type { FreightDataProvider } from '../../src/providers/dataProvider';

const REASONS: Reason[] = [
  { id: 4, kind: 2, text: 'Amount too high' },
  { id: 5, kind: 2, text: 'Vehicle not suitable' },
];

type OnConfirm = (reason: { reasonId: number; details?: string }) => Promise<unknown>;

function setup({
  getReasons = async () => REASONS,
  onConfirm = async () => undefined,
  kind = 2,
}: { getReasons?: (kind: number) => Promise<Reason[]>; onConfirm?: OnConfirm; kind?: number } = {}) {
  const reasons = vi.fn(getReasons);
  const confirmSpy = vi.fn(onConfirm);
  const onClose = vi.fn();
  const dataProvider = { getReasons: reasons } as unknown as FreightDataProvider;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
      <ReasonDialog
        kind={kind}
        title="Reject Khan Transport's bid"
        confirmText="Reject bid"
        onClose={onClose}
        onConfirm={confirmSpy}
      />
    </AdminContext>,
  );
  const user = userEvent.setup({ delay: null });
  const dialog = screen.getByRole('dialog', { name: "Reject Khan Transport's bid" });
  const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
  const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
  const confirmButton = within(dialog).getByRole('button', { name: 'Reject bid' });
  const pickReason = async (text: string) => {
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: text }));
  };
  return { reasons, onConfirm: confirmSpy, onClose, user, dialog, reason, details, confirmButton, pickReason };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReasonDialog', () => {
  it('asks getReasons for its kind and lists the reasons by text', async () => {
    const { reasons, user, reason } = setup({ kind: 3 });
    expect(reasons).toHaveBeenCalledWith(3);
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(reason);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Amount too high', 'Vehicle not suitable']);
    await user.click(options[1]);
    expect(reason).toHaveTextContent('Vehicle not suitable');
  });

  it('the reason select is disabled while the reasons load', () => {
    const { reason } = setup({ getReasons: () => new Promise(() => {}) });
    expect(reason).toHaveAttribute('aria-disabled', 'true');
  });

  it('confirming without a reason says MESSAGES.reasonRequired, marks the field and does not call onConfirm', async () => {
    const { user, dialog, reason, confirmButton, onConfirm, onClose } = setup();
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-disabled', 'true'));
    expect(reason).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(confirmButton);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.reasonRequired);
    expect(MESSAGES.reasonRequired).toBe('Select a reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the reason id and the trimmed details, then closes', async () => {
    const { user, details, confirmButton, onConfirm, onClose, pickReason } = setup();
    await pickReason('Vehicle not suitable');
    await user.type(details, '  Needs trailer ');
    await user.click(confirmButton);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0][0]).toStrictEqual({ reasonId: 5, details: 'Needs trailer' });
  });

  it('blank or spaces-only details are sent as undefined', async () => {
    const { user, details, confirmButton, onConfirm, onClose, pickReason } = setup();
    await pickReason('Amount too high');
    await user.type(details, '    ');
    await user.click(confirmButton);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0][0]).toStrictEqual({ reasonId: 4, details: undefined });
  });

  it('picking a reason after the warning clears it on the next confirm', async () => {
    const { user, dialog, confirmButton, onConfirm, pickReason } = setup({ onConfirm: () => new Promise(() => {}) });
    await user.click(confirmButton);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.reasonRequired);
    await pickReason('Amount too high');
    await user.click(confirmButton);
    expect(onConfirm).toHaveBeenCalledWith({ reasonId: 4, details: undefined });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(confirmButton).toBeDisabled();
  });

  it('a rejected onConfirm shows its message and keeps the dialog open', async () => {
    const { user, dialog, confirmButton, onClose, pickReason } = setup({
      onConfirm: async () => {
        throw new Error('This bid is no longer open');
      },
    });
    await pickReason('Amount too high');
    await user.click(confirmButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This bid is no longer open');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: "Reject Khan Transport's bid" })).toBeInTheDocument();
    expect(confirmButton).toBeEnabled();
  });

  it('shows the error of a failed reasons fetch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs the provider's failure
    const { dialog } = setup({
      getReasons: async () => {
        throw new Error('Reasons are unavailable');
      },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reasons are unavailable');
  });

  it('limits the details to CANCEL_REASON_MAX_LENGTH characters', () => {
    const { details } = setup();
    expect(details).toHaveAttribute('maxlength', String(CANCEL_REASON_MAX_LENGTH));
  });

  it('Cancel closes without confirming', async () => {
    const { user, dialog, onConfirm, onClose } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
