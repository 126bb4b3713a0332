import { useListContext, useResourceContext, type Identifier, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';

/** The list's selected records, from every page of it fetched so far (a selection may span pages). */
export function useSelectedRecords<R extends RaRecord>(): R[] {
  const { selectedIds, data } = useListContext<R>();
  const resource = useResourceContext() ?? '';
  const queryClient = useQueryClient();
  const known = new Map<Identifier, R>();
  queryClient
    .getQueriesData<{ data?: R[] }>({ queryKey: [resource, 'getList'] })
    .forEach(([, page]) => page?.data?.forEach((record) => known.set(record.id, record)));
  data?.forEach((record) => known.set(record.id, record));
  return selectedIds.map((id) => known.get(id)).filter((record): record is R => Boolean(record));
}
