import { SelectInput, TopToolbar, type SearchInputProps } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { ResourceList } from '../../components/ResourcePages';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { ShowLinkField } from '../../components/fields/ShowLinkField';
import { OutboxStatusChip, attemptsText, useOutboxTexts } from './OutboxStatusChip';
import { outboxChannelChoices, outboxKindChoices, outboxStatusChoices, type OutboxRecord } from './outboxRecord';

function RecipientSearchInput(props: SearchInputProps) {
  return <SearchFilter {...props} placeholder="app.outbox.search" searchLabel="app.outbox.searchLabel" />;
}

const choiceFilter = (source: string, choices: { id: string; name: string }[], anyText: string) => (
  <SelectInput
    key={source}
    source={source}
    label={`resources.outbox.fields.${source}`}
    choices={choices}
    emptyText={anyText}
    alwaysOn
  />
);

const outboxFilters = [
  <RecipientSearchInput key="q" source="q" alwaysOn />,
  choiceFilter('status', outboxStatusChoices, 'app.outbox.anyStatus'),
  choiceFilter('channel', outboxChannelChoices, 'app.outbox.anyChannel'),
  choiceFilter('kind', outboxKindChoices, 'app.outbox.anyKind'),
];

/** Every message the portal sends (codes, invoices, notifications), newest first, with where its delivery stands. */
export function OutboxList() {
  const { kindText, channelText } = useOutboxTexts();
  const columns: GridColumn<OutboxRecord>[] = [
    { field: 'createdAt', headerName: 'resources.outbox.fields.createdAt', render: (m) => formatDateTime(m.createdAt) },
    { field: 'channel', headerName: 'resources.outbox.fields.channel', width: 110, render: channelText },
    { field: 'kind', headerName: 'resources.outbox.fields.kind', render: kindText },
    {
      field: 'recipient',
      headerName: 'resources.outbox.fields.recipient',
      flex: 1.5,
      render: () => <ShowLinkField source="recipient" />,
    },
    { field: 'subject', headerName: 'resources.outbox.fields.subject', flex: 1.5 },
    {
      field: 'status',
      headerName: 'resources.outbox.fields.status',
      render: (m) => <OutboxStatusChip status={m.status} />,
    },
    { field: 'attempts', headerName: 'resources.outbox.fields.attempts', width: 110, render: attemptsText },
    {
      field: 'nextAttemptAt',
      headerName: 'resources.outbox.fields.nextAttemptAt',
      render: (m) => (m.nextAttemptAt ? formatDateTime(m.nextAttemptAt) : ''),
    },
    { field: 'lastError', headerName: 'resources.outbox.fields.lastError', flex: 1.5 },
  ];
  return (
    <ResourceList filters={outboxFilters} actions={<TopToolbar />} exporter={false}>
      <ResourceGrid
        label="resources.outbox.name"
        columns={columns}
        card={{
          primary: (m) => m.recipient,
          secondary: (m) => `${formatDateTime(m.createdAt)} · ${kindText(m)} · ${attemptsText(m)}`,
          tertiary: (m) => <OutboxStatusChip status={m.status} />,
        }}
      />
    </ResourceList>
  );
}
