import { useState } from 'react';
import { useListContext, useRefresh, useResourceContext, type Identifier } from 'react-admin';
import type { BulkOutcome } from '#domain/records/bulk';
import type { BulkItem } from '#domain/schemas/bulk';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useSubmit } from '../useSubmit';
import { BulkResultDialog } from './BulkResultDialog';
import { useSelectedRecords } from './useSelectedRecords';
import { itemsOf, retryableIds, type Versioned } from './bulkOutcome';

/** The one call of a bulk action, with its parameters as chosen: sent again as it was for a retry. */
export type BulkSend = (items: BulkItem[]) => Promise<BulkOutcome>;

interface Shown {
  outcome: BulkOutcome;
  send: BulkSend;
  labels: ReadonlyMap<Identifier, string>;
}

/**
 * A bulk action on the list's selected records: `submit` sends one call with each record's id and
 * version, then `resultDialog` shows what was done and refused; "Retry the failed" re-reads those rows
 * (their versions now) and sends them again. The list refreshes after each call; closing the result
 * clears the selection. A call refused whole (a check of its parameters) throws, for the dialog that sent it.
 */
export function useBulkAction<R extends Versioned>(action: string, labelOf: (record: R) => string) {
  const selected = useSelectedRecords<R>();
  const resource = useResourceContext() ?? '';
  const { onUnselectItems } = useListContext();
  const dataProvider = useFreightDataProvider();
  const refresh = useRefresh();
  const retrying = useSubmit();
  const [shown, setShown] = useState<Shown | null>(null);
  const labelsOf = (records: readonly R[]) => records.map((record) => [record.id, labelOf(record)] as const);

  const submit = async (send: BulkSend) => {
    const outcome = await send(itemsOf(selected));
    setShown({ outcome, send, labels: new Map(labelsOf(selected)) });
    refresh();
  };
  const retry = (last: Shown) =>
    retrying.run(async () => {
      const { data } = await dataProvider.getMany<R>(resource, { ids: retryableIds(last.outcome) });
      const outcome = await last.send(itemsOf(data));
      setShown({ ...last, outcome, labels: new Map([...last.labels, ...labelsOf(data)]) });
      refresh();
    });
  const close = () => {
    setShown(null);
    retrying.setError(null);
    onUnselectItems();
  };

  const resultDialog = shown && (
    <BulkResultDialog
      action={action}
      outcome={shown.outcome}
      labelOf={(id) => shown.labels.get(id) ?? `#${id}`}
      onRetry={() => retry(shown)}
      onClose={close}
      busy={retrying.busy}
      error={retrying.error}
    />
  );
  return { selected, submit, resultDialog };
}
