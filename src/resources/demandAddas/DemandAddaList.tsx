import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { UserStatusButton } from '../users/UserStatusButton';
import { BlockStatusChip } from '../../components/fields/BlockStatusChip';
import { blockStatusChoices } from '../users/userChoices';
import type { UserRecord } from '#domain/records/users';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name, phone or email" alwaysOn />,
  <SelectInput key="blockStatus" source="blockStatus" label="Status" choices={blockStatusChoices} />,
];

const columns: GridColumn<UserRecord>[] = [
  { field: 'fullName', headerName: 'Broker' },
  { field: 'companyName', headerName: 'Adda' },
  { field: 'phoneNumber', headerName: 'Phone' },
  {
    field: 'blockStatus',
    headerName: 'Status',
    width: 100,
    render: (b) => <BlockStatusChip blockStatus={b.blockStatus} />,
  },
  { field: 'block', headerName: 'Block', width: 130, render: () => <UserStatusButton broker /> },
];

/** SPEC §7 demand addas (brokers): 20 a page, blocked or unblocked from the row with a reason. */
export function DemandAddaList() {
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="New broker" />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label="Brokers"
        columns={columns}
        card={{
          primary: (b) => b.fullName,
          secondary: (b) => `${b.companyName ?? ''} · ${b.phoneNumber}`,
          tertiary: (b) => <BlockStatusChip blockStatus={b.blockStatus} />,
        }}
      />
    </ResourceList>
  );
}
