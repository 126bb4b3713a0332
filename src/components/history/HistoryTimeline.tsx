import { useId, useState } from 'react';
import { Box, Button, Chip, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HISTORY_GROUP, type HistoryGroup } from '#domain/history';
import { LoadError } from '../LoadError';
import { HistoryEntry } from './HistoryEntry';
import { useHistory, type HistoryOf } from './useHistory';

const GROUPS: (HistoryGroup | undefined)[] = [undefined, ...Object.values(HISTORY_GROUP)];
const SKELETON_ROWS = 3;

/** The group filter as chips that say whether they are on (aria-pressed); one group at a time, or all. */
function GroupChips({ group, onChange }: { group?: HistoryGroup; onChange: (group?: HistoryGroup) => void }) {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('app.history.filter')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {GROUPS.map((choice) => {
        const selected = choice === group;
        return (
          <Chip
            key={choice ?? 'all'}
            label={translate(`app.history.groups.${choice ?? 'all'}`)}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(choice)}
          />
        );
      })}
    </Box>
  );
}

/**
 * Who changed what on a shipment (with its bookings) or on one booking, newest first: a
 * timeline of entries, filtered by kind of change, one page at a time.
 */
export function HistoryTimeline({ of, id }: { of: HistoryOf; id: number }) {
  const translate = useTranslate();
  const labelId = useId();
  const [group, setGroup] = useState<HistoryGroup | undefined>();
  const query = useHistory(of, id, group);
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;

  let body;
  if (query.isPending)
    body = (
      <Box role="status" aria-label={translate('app.history.loading')} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Box key={index} sx={{ mb: 2 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="70%" />
          </Box>
        ))}
      </Box>
    );
  else if (query.isError && !entries.length)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!entries.length)
    body = (
      <Typography color="text.secondary">
        {translate(group ? 'app.history.emptyGroup' : 'app.history.empty')}
      </Typography>
    );
  else
    body = (
      <>
        {query.isRefetchError && <LoadError error={query.error} onRetry={() => void query.refetch()} sx={{ mb: 1 }} />}
        <Box component="ol" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0, paddingInlineStart: 1 }}>
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} showBooking={of === 'shipment'} />
          ))}
        </Box>
        {query.isFetchNextPageError && (
          <LoadError error={query.error} onRetry={() => void query.fetchNextPage()} sx={{ mb: 1 }} />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.history.shown', { shown: entries.length, total })}
          </Typography>
          {query.hasNextPage && (
            <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {translate('app.history.loadMore')}
            </Button>
          )}
        </Box>
      </>
    );

  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography component="h2" variant="h6" id={labelId} sx={{ mb: 1 }}>
        {translate('app.history.label')}
      </Typography>
      <GroupChips group={group} onChange={setGroup} />
      {body}
    </Box>
  );
}
