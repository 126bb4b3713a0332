import { ResourceList } from '../../components/ResourcePages';
import { DayFilterInput } from '../../components/inputs/DayFilterInput';
import { useState } from 'react';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import {
  AutocompleteInput,
  Button,
  CreateButton,
  ExportButton,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useRefresh,
  type SearchInputProps,
} from 'react-admin';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatMoney } from '#domain/format';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { ShowLinkField } from '../../components/fields/ShowLinkField';
import { DueDate, InvoiceStatusChip } from './InvoiceStatusChip';
import { invoiceStatusChoices } from './invoiceRecord';
import { RunInvoicingDialog } from './RunInvoicingDialog';
import { formatDay } from '#domain/format';

/** The invoice code search, named for screen readers. */
function CodeSearchInput(props: SearchInputProps) {
  return (
    <SearchFilter {...props} placeholder="app.money.invoices.search" searchLabel="app.money.invoices.searchLabel" />
  );
}

/** Filters: code search, company (staff: shippers only ever see their own company's), status, issue dates. */
const invoiceFilters = (isStaff: boolean) => [
  <CodeSearchInput key="q" source="q" alwaysOn />,
  ...(isStaff
    ? [
        <ReferenceInput key="companyId" source="companyId" reference="companies" alwaysOn>
          <AutocompleteInput
            label="resources.invoices.fields.companyId"
            optionText="name"
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>,
      ]
    : []),
  <SelectInput
    key="status"
    source="status"
    label="resources.invoices.fields.status"
    choices={invoiceStatusChoices}
    emptyText="app.money.invoices.anyStatus"
    alwaysOn
  />,
  <DayFilterInput key="fromDate" source="fromDate" edge="start" bareDay label="resources.invoices.fields.fromDate" />,
  <DayFilterInput
    key="toDate"
    source="toDate"
    edge="end"
    after="fromDate"
    bareDay
    label="resources.invoices.fields.toDate"
  />,
];

function ListActions({ isStaff }: { isStaff: boolean }) {
  const [running, setRunning] = useState(false);
  const refresh = useRefresh();
  return (
    <TopToolbar>
      {isStaff && <CreateButton label="app.money.invoices.newInvoice" />}
      {isStaff && (
        <Button label="app.money.invoices.run.action" onClick={() => setRunning(true)}>
          <PlaylistPlayIcon />
        </Button>
      )}
      <ExportButton />
      {running && <RunInvoicingDialog onClose={() => setRunning(false)} onRun={refresh} />}
    </TopToolbar>
  );
}

/** Invoices, 20 a page, newest first (the API orders them); shippers see their company's only (the API scopes it). */
export function InvoiceList() {
  const isStaff = useIsStaff();
  const { currency } = useClientConfig();
  const columns: GridColumn<InvoiceRecord>[] = [
    { field: 'code', headerName: 'resources.invoices.fields.code', render: () => <ShowLinkField source="code" /> },
    { field: 'companyName', headerName: 'resources.invoices.fields.companyName', flex: 1.5 },
    { field: 'issueDate', headerName: 'resources.invoices.fields.issueDate', render: (i) => formatDay(i.issueDate) },
    { field: 'dueDate', headerName: 'resources.invoices.fields.dueDate', render: (i) => <DueDate invoice={i} /> },
    {
      field: 'total',
      headerName: 'resources.invoices.fields.total',
      align: 'right',
      render: (i) => formatMoney(i.total, currency),
    },
    {
      field: 'status',
      headerName: 'resources.invoices.fields.status',
      render: (i) => <InvoiceStatusChip status={i.status} />,
    },
  ];
  return (
    <ResourceList filters={invoiceFilters(isStaff)} actions={<ListActions isStaff={isStaff} />}>
      <ResourceGrid
        label="resources.invoices.name"
        columns={columns}
        card={{
          primary: (i) => `${i.code} · ${i.companyName}`,
          secondary: (i) => `${formatDay(i.issueDate)} · ${formatMoney(i.total, currency)}`,
          tertiary: (i) => <InvoiceStatusChip status={i.status} />,
        }}
      />
    </ResourceList>
  );
}
