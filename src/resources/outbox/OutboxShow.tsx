import { Box, Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatBytes, formatDateTime } from '#domain/format';
import { ResourceShow } from '../../components/ResourcePages';
import { ShowSection } from '../../components/ShowSection';
import { Fact } from '../../components/Fact';
import { DataTable, type Column } from '../../components/DataTable';
import { PaletteChip } from '../../components/PaletteChip';
import { OutboxStatusChip, attemptsText, useOutboxTexts } from './OutboxStatusChip';
import { RetryOutboxButton } from './RetryOutboxButton';
import type { OutboxAttachment, OutboxAttempt, OutboxMessageRecord } from './outboxRecord';

const ATTACHMENT_COLUMNS: Column<OutboxAttachment>[] = [
  { label: 'app.outbox.attachments.fileName', render: (a) => a.fileName },
  { label: 'app.outbox.attachments.contentType', render: (a) => a.contentType },
  { label: 'app.outbox.attachments.size', render: (a) => formatBytes(a.sizeBytes), align: 'right' },
];

function AttemptResult({ ok }: { ok: boolean }) {
  const translate = useTranslate();
  return ok ? (
    <PaletteChip label={translate('app.outbox.attempts.ok')} colour="green" />
  ) : (
    <PaletteChip label={translate('app.outbox.attempts.failed')} colour="red" />
  );
}

const ATTEMPT_COLUMNS: Column<OutboxAttempt>[] = [
  { label: 'app.outbox.attempts.at', render: (a) => formatDateTime(a.at) },
  { label: 'app.outbox.attempts.result', render: (a) => <AttemptResult ok={a.ok} /> },
  { label: 'app.outbox.attempts.answer', render: (a) => a.answer },
];

/** A section of rows the record carries (nothing more to read): its table, named by its title. */
function TableSection<T>(props: {
  title: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T, index: number) => string | number;
  empty: string;
}) {
  return (
    <ShowSection title={props.title}>
      <DataTable {...props} caption={props.title} isPending={false} error={null} />
    </ShowSection>
  );
}

function OutboxDetails() {
  const message = useRecordContext<OutboxMessageRecord>();
  const translate = useTranslate();
  const { kindText, channelText } = useOutboxTexts();
  if (!message) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={translate('app.outbox.title', { channel: channelText(message), recipient: message.recipient })}
        aside={<OutboxStatusChip status={message.status} />}
      >
        <Grid container spacing={2}>
          <Fact label="resources.outbox.fields.kind" value={kindText(message)} />
          <Fact label="resources.outbox.fields.recipient" value={message.recipient} />
          <Fact label="resources.outbox.fields.language" value={translate(`app.language.names.${message.language}`)} />
          <Fact label="resources.outbox.fields.subject" value={message.subject} />
          <Fact label="resources.outbox.fields.createdAt" value={formatDateTime(message.createdAt)} />
          <Fact label="resources.outbox.fields.attempts" value={attemptsText(message)} />
          <Fact label="resources.outbox.fields.nextAttemptAt" value={formatDateTime(message.nextAttemptAt)} />
          <Fact label="resources.outbox.fields.deliveredAt" value={formatDateTime(message.deliveredAt)} />
          <Fact label="resources.outbox.fields.lastError" value={message.lastError} />
        </Grid>
      </ShowSection>
      <TableSection
        title="app.outbox.attachments.title"
        rows={message.attachments}
        columns={ATTACHMENT_COLUMNS}
        rowKey={(_, index) => index}
        empty="app.outbox.attachments.none"
      />
      <TableSection
        title="app.outbox.attempts.title"
        rows={message.attemptLog}
        columns={ATTEMPT_COLUMNS}
        rowKey={(_, index) => index}
        empty="app.outbox.attempts.none"
      />
    </Box>
  );
}

/** One message: where its delivery stands, what it carries, each attempt with the provider's answer, and Retry now. */
export const OutboxShow = () => (
  <ResourceShow actions={<RetryOutboxButton />} component="div">
    <OutboxDetails />
  </ResourceShow>
);
