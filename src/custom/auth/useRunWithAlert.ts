import { useState } from 'react';
import { errorMessage } from '../../providers/errorMessage';

/** Runs one step's call; a failure becomes the card's alert, and the form keeps what was typed. */
export type Run = (action: () => Promise<unknown>) => Promise<void>;
export function useRunWithAlert(): { error: string | null; run: Run } {
  const [error, setError] = useState<string | null>(null);
  const run: Run = async (action) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return { error, run };
}
