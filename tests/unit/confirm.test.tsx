import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from '../../src/components/confirm';

/** A button that asks for confirmation and writes the outcome into the DOM. */
function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('');
  const [error, setError] = useState('');
  const ask = () => {
    setResult('');
    try {
      confirm(options).then(
        () => setResult('confirmed'),
        () => setResult('cancelled'),
      );
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <>
      <button onClick={ask}>ask</button>
      <output data-testid="result">{result}</output>
      <output data-testid="error">{error}</output>
    </>
  );
}

function setup(options?: ConfirmOptions) {
  const user = userEvent.setup({ delay: null });
  render(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'ask' }));
    return screen.findByRole('dialog');
  };
  return { user, open };
}

const result = () => screen.getByTestId('result');
const confirmButton = (dialog: HTMLElement, name = 'Ok') => within(dialog).getByRole('button', { name });
const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;
const waitForClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ConfirmProvider / useConfirm', () => {
  it('shows the defaults: title, Ok/Cancel, cancel before confirm', async () => {
    const { open } = setup();
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Are you sure?');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Ok']);
    expect(confirmButton(dialog)).toBeEnabled();
    expect(confirmButton(dialog)).toHaveFocus();
  });

  it('resolves when confirmed', async () => {
    const { user, open } = setup();
    const dialog = await open();
    await user.click(confirmButton(dialog));
    await waitFor(() => expect(result()).toHaveTextContent('confirmed'));
    await waitForClosed();
  });

  it('rejects when cancelled', async () => {
    const { user, open } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(result()).toHaveTextContent('cancelled'));
    await waitForClosed();
  });

  it('closes and rejects on Escape by default', async () => {
    const { user, open } = setup();
    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(result()).toHaveTextContent('cancelled'));
    await waitForClosed();
  });

  it('closes and rejects on a backdrop click by default', async () => {
    const { user, open } = setup();
    await open();
    await user.click(backdrop());
    await waitFor(() => expect(result()).toHaveTextContent('cancelled'));
    await waitForClosed();
  });

  it('ignores Escape and backdrop clicks when allowClose is false', async () => {
    const { user, open } = setup({ allowClose: false });
    const dialog = await open();
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(result()).toHaveTextContent('');
    await user.click(confirmButton(dialog));
    await waitFor(() => expect(result()).toHaveTextContent('confirmed'));
  });

  it('links the description with aria-describedby and renders extra content', async () => {
    const { open } = setup({ description: 'This cannot be undone.', content: <p>Extra body</p> });
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(within(dialog).getByText('Extra body')).toBeInTheDocument();
  });

  it('keeps confirm disabled until the keyword is typed exactly, then Enter confirms', async () => {
    const { user, open } = setup({ keyword: 'delete' });
    const dialog = await open();
    const input = within(dialog).getByLabelText('Type delete to confirm');
    expect(input).toHaveFocus();
    expect(confirmButton(dialog)).toBeDisabled();

    await user.type(input, 'delet');
    expect(confirmButton(dialog)).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'DELETE');
    expect(confirmButton(dialog)).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'delete');
    expect(confirmButton(dialog)).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(result()).toHaveTextContent('confirmed'));
  });

  it('keeps confirm disabled until the acknowledgement is ticked', async () => {
    const { user, open } = setup({ acknowledgement: 'I understand' });
    const dialog = await open();
    const checkbox = within(dialog).getByRole('checkbox', { name: 'I understand' });
    expect(checkbox).not.toBeChecked();
    expect(confirmButton(dialog)).toBeDisabled();
    await user.click(checkbox);
    expect(confirmButton(dialog)).toBeEnabled();
    await user.click(checkbox);
    expect(confirmButton(dialog)).toBeDisabled();
  });

  it('needs both keyword and acknowledgement when both are required', async () => {
    const { user, open } = setup({ keyword: 'delete', acknowledgement: 'I understand' });
    const dialog = await open();
    await user.type(within(dialog).getByLabelText('Type delete to confirm'), 'delete');
    expect(confirmButton(dialog)).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand' }));
    expect(confirmButton(dialog)).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Type delete to confirm'));
    expect(confirmButton(dialog)).toBeDisabled();
  });

  it('uses custom title and button texts', async () => {
    const { user, open } = setup({ title: 'Delete shipment?', confirmationText: 'Delete', cancellationText: 'Keep' });
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Delete shipment?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep', 'Delete']);
    await user.click(confirmButton(dialog, 'Delete'));
    await waitFor(() => expect(result()).toHaveTextContent('confirmed'));
  });

  it('resets the keyword text and checkbox on every call', async () => {
    const { user, open } = setup({ keyword: 'delete', acknowledgement: 'I understand' });
    let dialog = await open();
    await user.type(within(dialog).getByLabelText('Type delete to confirm'), 'delete');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand' }));
    await user.click(confirmButton(dialog));
    await waitFor(() => expect(result()).toHaveTextContent('confirmed'));
    await waitForClosed();

    dialog = await open();
    expect(within(dialog).getByLabelText('Type delete to confirm')).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'I understand' })).not.toBeChecked();
    expect(confirmButton(dialog)).toBeDisabled();
  });

  it("reverses the buttons with buttonOrder ['confirm', 'cancel']", async () => {
    const { open } = setup({ buttonOrder: ['confirm', 'cancel'] });
    const dialog = await open();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ok', 'Cancel']);
  });

  it('throws on an unknown button type', async () => {
    const { user } = setup({ buttonOrder: ['cancel', 'nope' as 'confirm'] });
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(screen.getByTestId('error')).toHaveTextContent('Unknown confirmation button type: "nope"');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('outside the provider', () => {
    afterEach(() => vi.restoreAllMocks());

    it("throws 'Missing ConfirmProvider'", () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      function Orphan() {
        useConfirm();
        return null;
      }
      expect(() => render(<Orphan />)).toThrow('Missing ConfirmProvider');
    });
  });
});
