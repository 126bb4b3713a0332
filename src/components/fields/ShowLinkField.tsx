import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * A row's main text as a link to its show page: rows open on click, and this gives keyboard users
 * (Tab, Enter) the same way in. Shared by the fuel pump, tyre offer and location lists.
 */
export function ShowLinkField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Record<string, unknown> & { id: number | string }>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource, id: record.id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
    >
      {String(record[source] ?? '')}
    </Link>
  );
}
