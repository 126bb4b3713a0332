import { ResourceList } from '../../components/ResourcePages';
import { DatePickerInput } from '../../components/inputs/PickerInputs';
import { ListPagination } from '../../components/ListPagination';
import { AutocompleteInput, CreateButton, Datagrid, ExportButton, FunctionField, ReferenceInput, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { formatMoney } from '../../domain/format';
import { PAGE_SIZE } from '../../domain/limits';
import type { InvoiceRecord } from '../../providers/billingCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { ShowLinkField } from '../fuelPumps/ShowLinkField';
import { DueDateField, InvoiceStatusField } from './InvoiceStatusChip';
import { formatDay, invoiceStatusChoices } from './invoiceRecord';

/** Filters: code search, company (staff: shippers only ever see their own company's), status, issue dates. */
const invoiceFilters = (isStaff: boolean) => [
  <SearchInput key="q" source="q" placeholder="Invoice code" alwaysOn slotProps={{ htmlInput: { 'aria-label': 'Search invoices by code' } }} />,
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
  return (
    <ResourceList filters={invoiceFilters(isStaff)} perPage={PAGE_SIZE.companies} pagination={<ListPagination size={PAGE_SIZE.companies} />} actions={<ListActions isStaff={isStaff} />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ShowLinkField source="code" label="Invoice" sortable={false} />
        <TextField source="companyName" label="Company" sortable={false} />
        <FunctionField<InvoiceRecord> label="Issue date" render={(invoice) => formatDay(invoice.issueDate)} />
        <DueDateField label="Due date" />
        <FunctionField<InvoiceRecord> label="Total" textAlign="right" render={(invoice) => formatMoney(invoice.total, currency)} />
        <InvoiceStatusField label="Status" />
      </Datagrid>
    </ResourceList>
  );
}
