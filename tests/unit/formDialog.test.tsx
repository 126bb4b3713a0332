import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '@mui/material';
import { FormDialog } from '../../src/components/FormDialog';
import { useSubmit } from '../../src/components/useSubmit';

/** A dialog as the portal's are built: a field, a submit that runs the call and then closes. */
function NoteDialog({
  save,
  onClose,
  lockWhileBusy,
}: {
  save: (note: string) => Promise<unknown>;
  onClose: () => void;
  lockWhileBusy?: boolean;
}) {
  const [note, setNote] = useState('');
  const { busy, error, run } = useSubmit();
  const submit = () =>
    run(async () => {
      await save(note);
      onClose();
    });
  return (
    <FormDialog
      title="Add a note"
      submitLabel="Add note"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      lockWhileBusy={lockWhileBusy}
    >
      <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
    </FormDialog>
  );
}

function setup({
  save = async () => undefined,
  lockWhileBusy,
}: { save?: (note: string) => Promise<unknown>; lockWhileBusy?: boolean } = {}) {
  const saveSpy = vi.fn(save);
  const onClose = vi.fn();
  render(<NoteDialog save={saveSpy} onClose={onClose} lockWhileBusy={lockWhileBusy} />);
  const dialog = screen.getByRole('dialog', { name: 'Add a note' });
  const note = within(dialog).getByRole('textbox', { name: 'Note' });
  const submit = within(dialog).getByRole('button', { name: 'Add note' });
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  return { user: userEvent.setup({ delay: null }), dialog, note, submit, cancel, save: saveSpy, onClose };
}

describe('FormDialog with useSubmit', () => {
  it('the submit button is disabled while the action runs, and enabled again once it is refused', async () => {
    let refuse: (failure: Error) => void = () => {};
    const { user, note, submit } = setup({ save: () => new Promise((_, reject) => (refuse = reject)) });
    await user.type(note, 'Gate 4');
    await user.click(submit);
    expect(submit).toBeDisabled();
    refuse(new Error('Try again later'));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('a thrown error shows its message in an alert; the dialog stays open with the fields as typed', async () => {
    const { user, dialog, note, submit, save, onClose } = setup({
      save: async () => {
        throw new Error('This shipment is closed');
      },
    });
    await user.type(note, 'Gate 4');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This shipment is closed');
    expect(save).toHaveBeenCalledWith('Gate 4');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add a note' })).toBeInTheDocument();
    expect(note).toHaveValue('Gate 4');
  });

  it('the next submit clears the last refusal', async () => {
    const save = vi
      .fn<(note: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('This shipment is closed'))
      .mockReturnValueOnce(new Promise(() => {}));
    const { user, dialog, submit } = setup({ save });
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This shipment is closed');
    await user.click(submit);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a throw with nothing (a cancelled confirmation) keeps the dialog open without an alert', async () => {
    const { user, dialog, submit, onClose } = setup({ save: () => Promise.reject(undefined) });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('success runs the close once', async () => {
    const { user, note, submit, save, onClose } = setup();
    await user.type(note, 'Gate 4');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('Gate 4');
  });

  it('Cancel closes without submitting', async () => {
    const { user, cancel, save, onClose } = setup();
    await user.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('lockWhileBusy disables Cancel while the action runs', async () => {
    const { user, submit, cancel } = setup({ save: () => new Promise(() => {}), lockWhileBusy: true });
    expect(cancel).toBeEnabled();
    await user.click(submit);
    expect(cancel).toBeDisabled();
  });

  it('Enter in a field submits, once: a second Enter while the call runs sends nothing more', async () => {
    const { user, note, save } = setup({ save: () => new Promise(() => {}) });
    await user.type(note, 'Gate 4{Enter}');
    await user.type(note, '{Enter}');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Gate 4');
  });

  it('opened from inside a page’s form, submits itself only, not that form', async () => {
    const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const save = vi.fn(async () => undefined);
    render(
      <form onSubmit={outer}>
        <NoteDialog save={save} onClose={() => undefined} />
      </form>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Gate 4{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('Gate 4'));
    expect(outer).not.toHaveBeenCalled();
  });
});
