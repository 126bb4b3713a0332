import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { FreightDataProvider } from '../../providers/dataProvider';

/** Runs one named shipment call, then says so and refreshes; an API refusal shows its SPEC text. */
export function useShipmentAction<A extends unknown[]>(
  call: (dataProvider: FreightDataProvider, ...args: A) => Promise<unknown>,
  success: string,
  successArgs?: Record<string, unknown>,
) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (args: A) => call(dataProvider, ...args),
    onSuccess: () => {
      notify(success, { type: 'success', messageArgs: successArgs });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
