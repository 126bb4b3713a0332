import { useState, type ReactElement } from 'react';
import type { ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BulkButton } from './BulkButton';
import { ReasonDialog } from '../ReasonDialog';
import { useBulkAction, type BulkSend } from './useBulkAction';
import type { Versioned } from './bulkOutcome';

type Reason = { reasonId: number; details?: string };

interface Props<R extends Versioned> {
  /** Message key of the button and of the dialog's confirmation. */
  label: string;
  icon: ReactElement;
  color?: ButtonProps['color'];
  /** Message key of the dialog's title, given the number selected (smart_count). */
  title: string;
  /** The reasons offered: SPEC §4's kind (3: cancel a booking) or 'block'. */
  kind: number | 'block';
  labelOf: (record: R) => string;
  /** The call, with the reason chosen. */
  send: (reason: Reason) => BulkSend;
}

/** A bulk action that needs a reason from reason/refusal (cancel bookings, block users), then shows its result. */
export function BulkReasonAction<R extends Versioned>({ label, icon, color, title, kind, labelOf, send }: Props<R>) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const bulk = useBulkAction<R>(translate(label), labelOf);
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
        <ReasonDialog
          kind={kind}
          title={translate(title, { smart_count: bulk.selected.length })}
          confirmText={translate(label)}
          onClose={() => setOpen(false)}
          onConfirm={(reason) => bulk.submit(send(reason))}
        />
      )}
      {bulk.resultDialog}
    </>
  );
}
