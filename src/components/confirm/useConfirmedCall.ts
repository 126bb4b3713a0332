import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { ConfirmOptions } from './ConfirmProvider';
import { useConfirm } from './useConfirm';
import { useTranslateText } from '../../i18n/useTranslateText';

type MessageArgs = Record<string, unknown>;

/** One confirmed call: what differs from one action to the next. */
export interface ConfirmedCall<T> {
  /** The shared confirmation dialog's texts; cancelling it ends the action there. Null: nothing to ask. */
  dialog: ConfirmOptions | null;
  /** The API call, made once the user confirms. */
  call: () => Promise<T>;
  /** The success notice (a message key) … */
  success: string;
  /** … and its arguments, which may come from the call's answer. */
  messageArgs?: MessageArgs | ((answer: T) => MessageArgs);
  /** Done after the success notice, before the refresh. */
  onSuccess?: (answer: T) => void;
  /** Says a refusal otherwise than by notifying its message (SPEC's text, in the user's language). */
  onError?: (error: Error) => void;
}

/**
 * Ask, call, say, refresh: `run` opens the confirmation dialog, makes the call once confirmed (`busy` while
 * it runs), then notifies success and refreshes, or shows the API's message in the user's language (figures kept). `done` is the success half,
 * for the calls a dialog of its own makes (a reason dialog shows its own refusal).
 */
export function useConfirmedCall() {
  const confirm = useConfirm();
  const notify = useNotify();
  const refresh = useRefresh();
  const translateText = useTranslateText();
  const [busy, setBusy] = useState(false);
  const done = (message: string, messageArgs?: MessageArgs) => {
    notify(message, { type: 'success', messageArgs });
    refresh();
  };
  const run = <T>({ dialog, call, success, messageArgs, onSuccess, onError }: ConfirmedCall<T>): Promise<void> =>
    (dialog ? confirm(dialog) : Promise.resolve()).then(
      () => {
        setBusy(true);
        // A call that throws before its promise is refused like one that rejects.
        return new Promise<T>((resolve) => resolve(call()))
          .then(
            (answer) => {
              notify(success, {
                type: 'success',
                messageArgs: typeof messageArgs === 'function' ? messageArgs(answer) : messageArgs,
              });
              onSuccess?.(answer);
              refresh();
            },
            (error: Error) =>
              onError ? onError(error) : notify(translateText(error.message) ?? error.message, { type: 'error' }),
          )
          .finally(() => setBusy(false));
      },
      () => undefined, // cancelled
    );
  return { run, busy, done };
}
