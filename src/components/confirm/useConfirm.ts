import { useContext } from 'react';
import { ConfirmContext, type ConfirmFn } from './ConfirmProvider';

/**
 * Returns `confirm(options?)`, which opens the shared confirmation dialog.
 * The promise resolves when the user confirms and rejects (with `undefined`)
 * when they cancel or close the dialog, so callers typically write
 * `confirm({ ... }).then(doIt).catch(() => {})`.
 * Must be used inside `<ConfirmProvider>`; otherwise it throws 'Missing ConfirmProvider'.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('Missing ConfirmProvider');
  return confirm;
}
