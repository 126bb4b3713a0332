import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { MESSAGES } from '#domain/messages';
import { useClientConfigState } from './ClientConfigProvider';

/** SPEC §8: a failed configuration fetch is said once; the portal goes on with the defaults. */
export function ConfigFailureNotice() {
  const { status } = useClientConfigState();
  const notify = useNotify();
  useEffect(() => {
    if (status === 'failed') notify(MESSAGES.configFetchDefaults, { type: 'warning' });
  }, [status, notify]);
  return null;
}
