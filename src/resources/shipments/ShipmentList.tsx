import { ResourceList } from '../../components/ResourcePages';
import { ExportButton, FilterButton, TopToolbar, CreateButton } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney, formatWeight } from '#domain/format';
import { PAGE_SIZE } from '#domain/limits';
import { SHIPMENT_FILTER } from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FavouriteToggle } from './FavouriteToggle';
import { StatusChip } from './ShipmentStatusChip';
import { ShipmentTabs } from './ShipmentTabs';
import { shipmentFilters } from './shipmentFilters';
import { shipmentExporter } from './shipmentExporter';
import { ContractAmountUpload } from './ContractAmountUpload';
import { useIsStaff } from '../../providers/useIsStaff';
import { useSpecLabels } from '../../providers/useConfigEntry';

function ListActions() {
  const isStaff = useIsStaff();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="New shipment" />
      <ExportButton maxResults={5000} />
      {isStaff && <ContractAmountUpload />}
    </TopToolbar>
  );
}

const route = (r: ShipmentRow) => `${r.pickupCityName ?? '?'} → ${r.dropOffCityName ?? '?'}`;

export function ShipmentList() {
  const { currency, weightUnit } = useClientConfig();
  const labels = useSpecLabels();
  const columns: GridColumn<ShipmentRow>[] = [
    { field: 'isFavourite', headerName: 'Favourite', width: 95, render: () => <FavouriteToggle /> },
    { field: 'code', headerName: 'Reference', sortBy: 'referenceNumber', width: 130 },
    { field: 'route', headerName: 'Route', flex: 2, minWidth: 170, render: route },
    { field: 'vehicleType', headerName: labels.vehicleType, render: (r) => `${r.vehicleTypeName} × ${r.vehicleCount}` },
    {
      field: 'weight',
      headerName: 'Weight',
      sortBy: 'weight',
      align: 'right',
      render: (r) => formatWeight(r.weight, weightUnit),
    },
    ...(labels.showShipperRate
      ? [
          {
            field: 'shipperRate',
            headerName: labels.shipperRate,
            align: 'right' as const,
            render: (r: ShipmentRow) => formatMoney(r.shipperRate, currency),
          },
        ]
      : []),
    { field: 'status', headerName: 'Status', width: 160, render: (r) => <StatusChip status={r.status} /> },
    {
      field: 'bidWindowOpen',
      headerName: 'Bid window',
      width: 105,
      render: (r) => (r.bidWindowOpen ? 'Open' : 'Closed'),
    },
    {
      field: 'loadingTime',
      headerName: 'Loading time',
      sortBy: 'loadingTime',
      width: 180,
      render: (r) => formatDateTime(r.loadingTime),
    },
  ];
  return (
    <ResourceList
      filters={shipmentFilters}
      filterDefaultValues={{ filter: SHIPMENT_FILTER.current }}
      sort={{ field: 'loadingTime', order: 'DESC' }}
      actions={<ListActions />}
      exporter={shipmentExporter}
    >
      <ShipmentTabs />
      <ResourceGrid
        label="Shipments"
        columns={columns}
        alsoPageSizes={[PAGE_SIZE.favourites]}
        card={{
          primary: (r) => `${r.code} · ${route(r)}`,
          secondary: (r) =>
            `${formatDateTime(r.loadingTime)} · ${r.vehicleTypeName} × ${r.vehicleCount} · ${formatWeight(r.weight, weightUnit)}`,
          tertiary: (r) => <StatusChip status={r.status} />,
        }}
      />
    </ResourceList>
  );
}
