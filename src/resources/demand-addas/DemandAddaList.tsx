import { ResourceList } from '../../components/ResourcePages';
import { CreateButton, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { UserStatusButton } from '../users/UserStatusButton';
import { BlockStatusChip } from '../../components/fields/BlockStatusChip';
import { blockStatusChoices } from '../users/userChoices';
import type { UserRecord } from '#domain/records/users';

/** SPEC §7 demand addas (brokers): 20 a page, blocked or unblocked from the row with a reason. */
export function DemandAddaList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('app.people.nameSearch')} alwaysOn />,
    <SelectInput key="blockStatus" source="blockStatus" choices={blockStatusChoices} />,
  ];
  const columns: GridColumn<UserRecord>[] = [
    { field: 'fullName', headerName: translate('app.people.brokers.columns.broker') },
    { field: 'companyName', headerName: translate('app.people.brokers.columns.adda') },
    { field: 'phoneNumber', headerName: translate('app.people.columns.phone') },
    {
      field: 'blockStatus',
      headerName: translate('resources.demand-addas.fields.blockStatus'),
      width: 100,
      render: (b) => <BlockStatusChip blockStatus={b.blockStatus} />,
    },
    {
      field: 'block',
      headerName: translate('app.people.columns.block'),
      width: 130,
      render: () => <UserStatusButton broker />,
    },
  ];
  return (
    <ResourceList
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="app.people.brokers.newBroker" />
        </TopToolbar>
      }
    >
      <ResourceGrid
        label={translate('app.people.brokers.listLabel')}
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
