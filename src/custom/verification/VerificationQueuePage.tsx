import { LoadError } from '../../components/LoadError';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Box,
  Card,
  CircularProgress,
  Link,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { PAGE_SIZE } from '#domain/limits';
import { formatDateTime } from '#domain/format';
import { CASE_STATUS, CASE_STATUSES, type CaseStatus } from '#domain/verification';
import { PaletteChip } from '../../components/PaletteChip';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { oldestFirst, waitingText } from './waiting';
import { REVIEW_COLOURS } from '../../components/documents/reviewColours';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import type { ClockName } from '#domain/clocks';
import { ClocksStrip } from '../../components/clocks/ClocksStrip';
import { clockOfSearch } from '../../components/clocks/clockTexts';

/** Staff review partners' verification cases: oldest first, how long each has waited, documents still to review. */
export function VerificationQueuePage() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const label = useEnumLabel();
  const text = (key: string, options?: object) => translate(`app.verification.queue.${key}`, options);
  const [status, setStatus] = useState<CaseStatus>(CASE_STATUS.PENDING);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.companies);
  // The verification clock (a dashboard card's link, or the strip): only the cases waiting longer than its limit.
  const [search, setSearch] = useSearchParams();
  const clock = clockOfSearch(`?${search.toString()}`);
  const setClock = (next: ClockName | undefined) => {
    setSearch(next ? { filter: JSON.stringify({ clock: next }) } : {});
    setPage(0);
    if (next) setStatus(CASE_STATUS.PENDING);
  };
  const queue = useQuery({
    queryKey: ['verification', 'queue', status, page, pageSize, clock],
    queryFn: ({ signal }) => dataProvider.getVerificationQueue({ status, page, pageSize, clock }, signal),
  });
  const rows = oldestFirst(queue.data?.content ?? []);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.verification.queue.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {text('title')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_e, value: CaseStatus) => {
          setStatus(value);
          setPage(0);
          // The clock counts pending cases: on another tab it would always leave the queue empty.
          if (clock) setClock(undefined);
        }}
        aria-label={text('tabsLabel')}
      >
        {CASE_STATUSES.map((s) => (
          <Tab key={s} value={s} label={text(`tabs.${s}`)} />
        ))}
      </Tabs>
      <ClocksStrip list="verification" active={clock} onChange={setClock} />
      <Card sx={{ mt: 2 }}>
        {queue.isPending && (
          <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label={text('loading')} />
          </Box>
        )}
        {queue.error && <LoadError error={queue.error} onRetry={() => void queue.refetch()} />}
        {queue.isSuccess && rows.length === 0 && (
          <Typography sx={{ p: 3 }}>{clock ? translate('app.clocks.emptyList') : text(`empty.${status}`)}</Typography>
        )}
        {rows.length > 0 && (
          <Table size="small" aria-label={text(`tableLabel.${status}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{text('columns.partner')}</TableCell>
                <TableCell>{text('columns.phone')}</TableCell>
                <TableCell>{text('columns.submitted')}</TableCell>
                <TableCell>{text('columns.waiting')}</TableCell>
                <TableCell align="right">{text('columns.documentsPending')}</TableCell>
                <TableCell>{text('columns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="verification-row">
                  <TableCell>
                    <Link component={RouterLink} to={`/verification/${row.id}`}>
                      {row.partnerName ?? translate('app.verification.partnerNumber', { id: row.partnerId })}
                    </Link>
                  </TableCell>
                  <TableCell>{row.partnerPhone ?? ''}</TableCell>
                  <TableCell>{formatDateTime(row.submittedAt)}</TableCell>
                  <TableCell>
                    {row.status === CASE_STATUS.PENDING
                      ? waitingText(row.waitingHours, translate)
                      : text('decided', { date: formatDateTime(row.decidedAt) })}
                  </TableCell>
                  <TableCell align="right">
                    {text('pendingOf', { pending: row.pendingDocuments, total: row.documentCount })}
                  </TableCell>
                  <TableCell>
                    <PaletteChip label={label('caseStatus', row.status)} colour={REVIEW_COLOURS[row.status]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {queue.isSuccess && (queue.data.totalElements > pageSize || page > 0) && (
          <TablePagination
            component="div"
            count={queue.data.totalElements}
            page={page}
            onPageChange={(_e, p) => setPage(p)}
            rowsPerPage={pageSize}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        )}
      </Card>
    </Box>
  );
}
