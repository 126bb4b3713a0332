import { useState } from 'react';

/** A dialog's submit: busy while it runs, and the API's words when it is refused (the dialog stays as typed). */
export function useDialogAction() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}
