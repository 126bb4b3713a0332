import { createContext, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
  type ButtonProps,
  type DialogProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTranslateLabel } from '../useTranslateLabel';
import { useKeepTyped } from '../keepTyped';

export type ConfirmButtonType = 'cancel' | 'confirm';

/** The texts (title, description, content, button texts, acknowledgement) may be message keys. */
export interface ConfirmOptions {
  title?: ReactNode;
  description?: ReactNode;
  /** Extra body rendered under the description. */
  content?: ReactNode;
  confirmationText?: ReactNode;
  cancellationText?: ReactNode;
  /** Escape / backdrop click cancel the dialog (default true); with a keyword or an acknowledgement, only Escape (asking first once typed or ticked). */
  allowClose?: boolean;
  /** The user must type this exact (case-sensitive) text before confirming. */
  keyword?: string;
  /** Label of a checkbox the user must tick before confirming. */
  acknowledgement?: string;
  /** Left-to-right order of the buttons (default cancel, confirm). */
  buttonOrder?: readonly ConfirmButtonType[];
  confirmationButtonProps?: ButtonProps;
  cancellationButtonProps?: ButtonProps;
  dialogProps?: Omit<DialogProps, 'open' | 'onClose'>;
}

export type ConfirmFn = (options?: ConfirmOptions) => Promise<void>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);

const DEFAULT_BUTTON_ORDER: readonly ConfirmButtonType[] = ['cancel', 'confirm'];

function checkButtonOrder(order: readonly string[]): void {
  for (const type of order) {
    if (type !== 'cancel' && type !== 'confirm') {
      throw new Error(`Unknown confirmation button type: "${type}" (expected "confirm" or "cancel")`);
    }
  }
}

interface Pending {
  resolve: () => void;
  reject: (reason?: unknown) => void;
}

export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions>({});
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const pending = useRef<Pending | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const translate = useTranslate();
  const label = useTranslateLabel();

  const confirm = useCallback<ConfirmFn>((opts = {}) => {
    checkButtonOrder(opts.buttonOrder ?? DEFAULT_BUTTON_ORDER);
    pending.current?.reject(); // a newer request supersedes an open one
    return new Promise<void>((resolve, reject) => {
      pending.current = { resolve, reject };
      setOptions(opts);
      setTyped('');
      setAcknowledged(false);
      setOpen(true);
    });
  }, []);

  const settle = (confirmed: boolean) => {
    const current = pending.current;
    pending.current = null;
    setOpen(false);
    if (confirmed) current?.resolve();
    else current?.reject(undefined);
  };

  const {
    title = translate('ra.message.are_you_sure', { _: 'Are you sure?' }),
    description,
    content,
    confirmationText = translate('app.components.confirm.ok', { _: 'Ok' }),
    cancellationText = translate('ra.action.cancel', { _: 'Cancel' }),
    allowClose = true,
    keyword,
    acknowledgement,
    buttonOrder = DEFAULT_BUTTON_ORDER,
    confirmationButtonProps,
    cancellationButtonProps,
    dialogProps,
  } = options;

  const hasKeyword = keyword !== undefined && keyword !== '';
  const canConfirm = (!hasKeyword || typed === keyword) && (!acknowledgement || acknowledged);
  // A dialog with input keeps it as every dialog with input does (useKeepTyped); a plain question closes freely (SPEC §2).
  const hasInput = hasKeyword || Boolean(acknowledgement);
  const keep = useKeepTyped({ dirty: typed !== '' || acknowledged, onClose: () => settle(false) });

  const buttons = {
    cancel: (
      <Button key="cancel" {...cancellationButtonProps} onClick={() => settle(false)}>
        {label(cancellationText)}
      </Button>
    ),
    confirm: (
      <Button
        key="confirm"
        autoFocus={!hasKeyword}
        {...confirmationButtonProps}
        disabled={!canConfirm || confirmationButtonProps?.disabled}
        onClick={() => settle(true)}
      >
        {label(confirmationText)}
      </Button>
    ),
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        maxWidth="sm"
        fullWidth
        {...dialogProps}
        open={open}
        // Escape and backdrop clicks only reach onClose, so leaving it unset disables both.
        onClose={!allowClose ? undefined : hasInput ? keep.onClose : () => settle(false)}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <DialogTitle id={titleId}>{label(title)}</DialogTitle>
        {(description || content || hasKeyword || acknowledgement) && (
          <DialogContent>
            {description && <DialogContentText id={descriptionId}>{label(description)}</DialogContentText>}
            {label(content)}
            {hasKeyword && (
              <TextField
                autoFocus
                fullWidth
                margin="dense"
                label={translate('app.components.confirm.typeToConfirm', { keyword, _: 'Type %{keyword} to confirm' })}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && canConfirm) {
                    event.preventDefault();
                    settle(true);
                  }
                }}
              />
            )}
            {acknowledgement && (
              <FormControlLabel
                control={
                  <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
                }
                label={label(acknowledgement)}
              />
            )}
          </DialogContent>
        )}
        <DialogActions>{buttonOrder.map((type) => buttons[type])}</DialogActions>
      </Dialog>
      {keep.prompt}
    </ConfirmContext.Provider>
  );
}
