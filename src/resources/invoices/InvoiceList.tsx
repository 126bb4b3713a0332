import { ResourceList } from '../../components/ResourcePages';
import { DatePickerInput } from '../../components/inputs/PickerInputs';
import {
  AutocompleteInput,
  CreateButton,
  ExportButton,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatMoney } from '#domain/format';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { ShowLinkField } from '../../components/fields/ShowLinkField';
import { DueDate, InvoiceStatusChip } from './InvoiceStatusChip';
import { invoiceStatusChoices } from './invoiceRecord';
import { formatDay } from '#domain/format';

/** Filters: code search, company (staff: shippers only ever see their own company's), status, issue dates. */
const invoiceFilters = (isStaff: boolean) => [
  <SearchInput
    key="q"
    source="q"
    placeholder="Invoice code"
    alwaysOn
    slotProps={{ htmlInput: { 'aria-label': 'Search invoices by code' } }}
  />,
  ...(isStaff
    ? [
        <ReferenceInput key="companyId" source="companyId" reference="companies" alwaysOn>
          <AutocompleteInput label="Company" optionText="name" filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>,
      ]
    : []),
  <SelectInput key="status" source="status" label="Status" choices={invoiceStatusChoices} emptyText="Any" alwaysOn />,
  <DatePickerInput key="fromDate" source="fromDate" label="Issued from" size="small" />,
  <DatePickerInput key="toDate" source="toDate" label="Issued until" size="small" />,
];

function ListActions({ isStaff }: { isStaff: boolean }) {
  return (
    <TopToolbar>
      {isStaff && <CreateButton label="New invoice" />}
      <ExportButton />
    </TopToolbar>
  );
}

/** Invoices, 20 a page, newest first (the API orders them); shippers see their company's only (the API scopes it). */
export function InvoiceList() {
  const isStaff = useIsStaff();
  const { currency } = useClientConfig();
  const columns: GridColumn<InvoiceRecord>[] = [
    { field: 'code', headerName: 'Invoice', render: () => <ShowLinkField source="code" /> },
    { field: 'companyName', headerName: 'Company', flex: 1.5 },
    { field: 'issueDate', headerName: 'Issue date', render: (i) => formatDay(i.issueDate) },
    { field: 'dueDate', headerName: 'Due date', render: (i) => <DueDate invoice={i} /> },
    { field: 'total', headerName: 'Total', align: 'right', render: (i) => formatMoney(i.total, currency) },
    { field: 'status', headerName: 'Status', render: (i) => <InvoiceStatusChip status={i.status} /> },
  ];
  return (
    <ResourceList filters={invoiceFilters(isStaff)} actions={<ListActions isStaff={isStaff} />}>
      <ResourceGrid
        label="Invoices"
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
