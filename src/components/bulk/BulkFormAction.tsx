import { useState, type ReactElement, type ReactNode } from 'react';
import type { ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BulkButton } from './BulkButton';
import { FormDialog } from '../FormDialog';
import { useSubmit } from '../useSubmit';
import { useBulkAction, type BulkSend } from './useBulkAction';
import type { Versioned } from './bulkOutcome';

interface Props<R extends Versioned> {
  /** Message key of the button and of the dialog's submit. */
  label: string;
  icon: ReactElement;
  color?: ButtonProps['color'];
  /** Message key of the dialog's title, given the number selected (smart_count). */
  title: string;
  /** Message key of a sentence above the fields. */
  description?: string;
  /** How a selected record reads in the result: its reference or name. */
  labelOf: (record: R) => string;
  /** The call, with the parameters the fields hold. */
  send: BulkSend;
  /** A check of the fields before anything is sent: the message to show, or nothing. */
  check?: () => string | undefined;
  /** Something was chosen in the fields (Escape then asks first). */
  dirty?: boolean;
  /** The dialog closed, sent or not: forget what the fields hold. */
  onClosed?: () => void;
  /** The action's parameters; none for a confirmation. */
  children?: ReactNode;
}

/**
 * A bulk action whose parameters are asked in a dialog: the button (in the list's bulk toolbar), the
 * dialog of its fields, one call for the selected records, then the result with its retry.
 */
export function BulkFormAction<R extends Versioned>(props: Props<R>) {
  const { label, icon, color, title, description, labelOf, send, check, dirty, onClosed, children } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { busy, error, setError, run } = useSubmit();
  const bulk = useBulkAction<R>(translate(label), labelOf);
  const close = () => {
    setOpen(false);
    setError(null);
    onClosed?.();
  };
  const submit = async () => {
    const problem = check?.();
    if (problem) return setError(problem);
    await run(async () => {
      await bulk.submit(send);
      close();
    });
  };
  return (
    <>
      <BulkButton
        label={label}
        icon={icon}
        color={color}
        disabled={!bulk.selected.length}
        onClick={() => setOpen(true)}
      />
      {open && (
        <FormDialog
          title={translate(title, { smart_count: bulk.selected.length })}
          description={description}
          submitLabel={label}
          submitColor={color}
          busy={busy}
          error={error}
          onClose={close}
          onSubmit={submit}
          dirty={dirty}
          lockWhileBusy
        >
          {children ?? null}
        </FormDialog>
      )}
      {bulk.resultDialog}
    </>
  );
}
