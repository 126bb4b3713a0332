import { useState, type ReactNode } from 'react';
import type { DialogProps } from '@mui/material';
import { DiscardPrompt } from './DiscardPrompt';

interface Options {
  /** Something typed or chosen would be lost by closing. */
  dirty: boolean;
  onClose: () => void;
  /** Nothing but the dialog's own buttons closes it (a call under way whose outcome must be seen). */
  locked?: boolean;
}

/**
 * How a dialog holding input closes: never by a click beside it (a stray click lost a typed reason),
 * by Escape at once when nothing was typed, and by Escape after "Discard what you typed?" otherwise.
 * Returns the Dialog's onClose and the prompt to render beside the dialog.
 */
export function useKeepTyped({ dirty, onClose, locked }: Options): {
  onClose: NonNullable<DialogProps['onClose']>;
  prompt: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const close: NonNullable<DialogProps['onClose']> = (_event, reason) => {
    if (locked || reason === 'backdropClick') return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const prompt = (
    <DiscardPrompt
      open={asking}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { onClose: close, prompt };
}
