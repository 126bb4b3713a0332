import { useState } from 'react';
import type { DialogProps } from '@mui/material';
import { Dialog } from '@mui/material';
import { useKeepTyped } from './useKeepTyped';

type Props = Omit<DialogProps, 'onClose'> & {
  onClose: () => void;
  /**
   * Something typed or chosen would be lost by closing: Escape asks first. Left out, the dialog
   * counts any change made in its fields since it opened.
   */
  dirty?: boolean;
  locked?: boolean;
};

/** MUI's Dialog for a dialog holding input: closed by its buttons, or by Escape (asking first when something was typed). */
export function InputDialog({ dirty, locked, onClose, open, children, ...props }: Props) {
  const [changed, setChanged] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // Reopened, the dialog starts clean (set while rendering, as React advises for state that follows a prop).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChanged(false);
  }
  const keep = useKeepTyped({ dirty: dirty ?? changed, locked, onClose });
  return (
    <>
      <Dialog {...props} open={open} onClose={keep.onClose} onChangeCapture={() => setChanged(true)}>
        {children}
      </Dialog>
      {keep.prompt}
    </>
  );
}
