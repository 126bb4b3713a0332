import { useState } from 'react';

/** What a refusal says: the thrown error's message. A throw with nothing (a cancelled confirmation) says nothing. */
const messageOf = (failure: unknown) => (failure as { message?: string } | null | undefined)?.message ?? null;

/**
 * A dialog's submit: busy while it runs, and the API's words when it is refused, with the dialog left
 * open as typed. Closing on success is the action's own last step, so a dialog that stays open can.
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
