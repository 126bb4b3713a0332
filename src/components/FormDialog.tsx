import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
  type DialogProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTranslateText } from '../i18n/useTranslateText';
import { useTranslateLabel } from './useTranslateLabel';
import { InputDialog } from './keepTyped';

interface Props {
  /** The dialog's accessible name (a message key, a text or an element, as the texts below). */
  title: ReactNode;
  /** A sentence above the fields, read out as the dialog's description. */
  description?: ReactNode;
  submitLabel: ReactNode;
  busy: boolean;
  /** A refusal or a local check's message, shown below the fields. */
  error?: string | null;
  onClose: () => void;
  onSubmit: () => unknown;
  /** The fields. */
  children: ReactNode;
  /** For a dialog that stays mounted while closed (its close transition plays). */
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  submitColor?: ButtonProps['color'];
  submitDisabled?: boolean;
  cancelLabel?: string;
  /** Buttons placed before Cancel, such as a second way to finish. */
  extraActions?: ReactNode;
  /** While busy, neither Cancel nor Escape closes the dialog: for a call that cannot be undone, whose outcome must be seen. */
  lockWhileBusy?: boolean;
  /** Space between the fields, in theme spacing units. */
  gap?: number;
  /**
   * Something typed or chosen would be lost by closing (Escape then asks first). Left out, the dialog
   * counts any change made in its fields.
   */
  dirty?: boolean;
}

/**
 * The frame of a dialog that submits once: a form of title, fields, the refusal's alert, then Cancel and
 * the submit button (Enter in a field submits too). A click beside it never closes it; Escape does,
 * asking first when something was typed.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  busy,
  error,
  onClose,
  onSubmit,
  children,
  open = true,
  maxWidth = 'sm',
  submitColor,
  submitDisabled,
  cancelLabel,
  extraActions,
  lockWhileBusy,
  gap = 2,
  dirty,
}: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const locked = Boolean(lockWhileBusy && busy);
  const translate = useTranslate();
  const label = useTranslateLabel();
  const translateText = useTranslateText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries a portal's events up its own tree: a dialog opened from inside a page's form (the
    // wizard's) must not submit that form too.
    event.stopPropagation();
    if (!busy && !submitDisabled) void onSubmit();
  };
  return (
    <InputDialog
      open={open}
      onClose={onClose}
      locked={locked}
      dirty={dirty}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The paper is the form, so the layout (content scrolling between title and actions) holds; the
      // fields say their own errors, so the browser's checks are off (noValidate, which the slot's type omits).
      slotProps={{ paper: { component: 'form', onSubmit: submit, ...{ noValidate: true } } }}
    >
      <DialogTitle id={titleId}>{label(title)}</DialogTitle>
      {/* A field's floating label needs the top padding DialogContent drops after a title; a sentence does not. */}
      <DialogContent sx={{ ...(description ? {} : { pt: '8px !important' }), display: 'grid', gap }}>
        {description && <DialogContentText id={descriptionId}>{label(description)}</DialogContentText>}
        {children}
        {error && <Alert severity="error">{translateText(error)}</Alert>}
      </DialogContent>
      <DialogActions>
        {extraActions}
        <Button onClick={onClose} disabled={locked}>
          {cancelLabel ? label(cancelLabel) : translate('ra.action.cancel', { _: 'Cancel' })}
        </Button>
        <Button type="submit" variant="contained" color={submitColor} disabled={busy || submitDisabled}>
          {label(submitLabel)}
        </Button>
      </DialogActions>
    </InputDialog>
  );
}
