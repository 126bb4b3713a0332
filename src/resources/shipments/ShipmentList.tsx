import { ResourceList } from '../../components/ResourcePages';
import { ExportButton, FilterButton, TopToolbar, CreateButton, useTranslate } from 'react-admin';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { formatDateTime, formatMoney, formatWeight } from '#domain/format';
import { PAGE_SIZE } from '#domain/limits';
import type { ShipmentRow } from '#domain/records/shipments';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FavouriteToggle } from './FavouriteToggle';
import { StatusChip } from './ShipmentStatusChip';
import { ShipmentTabs } from './ShipmentTabs';
import { ListClocksStrip } from '../../components/clocks/ListClocksStrip';
import { shipmentFilters } from './shipmentFilters';
import { shipmentCardLines, shipmentRoute } from './shipmentCard';
import { shipmentExporter } from './shipmentExporter';
import { ContractAmountUpload } from './ContractAmountUpload';
import { ShipmentBulkActions } from './bulk/ShipmentBulkActions';
import { ShipmentImportButton } from './import/ShipmentImportButton';
import { useIsStaff } from '../../providers/useIsStaff';
import { useSpecLabels } from '../../providers/useConfigEntry';
import { AfterFirstRows } from '../../components/firstRows/FirstRows';
import { CLOCKS_STRIP_SPACE, SEARCH_AND_SELECT_TOOLBAR, TABS_HEIGHT } from '../../components/firstRows/listSpaces';

function ListActions() {
  const isStaff = useIsStaff();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="app.shipments.newShipment" />
      <ShipmentImportButton />
      <ExportButton maxResults={5000} />
      {isStaff && <ContractAmountUpload />}
    </TopToolbar>
  );
}

export function ShipmentList() {
  const { currency, weightUnit } = useClientConfig();
  const labels = useSpecLabels();
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.shipments.fields.${name}`);
  // Staff work across companies; a shipper's list is its own company's (the column is there to show).
  const isStaff = useIsStaff();
  const columns: GridColumn<ShipmentRow>[] = [
    { field: 'isFavourite', headerName: field('isFavourite'), width: 90, render: () => <FavouriteToggle /> },
    { field: 'code', headerName: field('code'), sortBy: 'referenceNumber', width: 110 },
    // The least widths leave room at 1440 px for the bulk actions' checkbox column beside the others.
    { field: 'companyName', headerName: field('companyName'), flex: 1.5, minWidth: 100, optional: !isStaff },
    { field: 'route', headerName: field('route'), flex: 2, minWidth: 130, render: shipmentRoute },
    {
      field: 'vehicleType',
      headerName: labels.vehicleType,
      minWidth: 100,
      render: (r) => `${r.vehicleTypeName} × ${r.vehicleCount}`,
    },
    {
      field: 'weight',
      headerName: field('weight'),
      sortBy: 'weight',
      align: 'right',
      flex: 0.7,
      minWidth: 90,
      render: (r) => formatWeight(r.weight, weightUnit),
    },
    ...(labels.showShipperRate
      ? [
          {
            field: 'shipperRate',
            headerName: labels.shipperRate,
            align: 'right' as const,
            minWidth: 105,
            render: (r: ShipmentRow) => formatMoney(r.shipperRate, currency),
          },
        ]
      : []),
    { field: 'status', headerName: field('status'), width: 130, render: (r) => <StatusChip status={r.status} /> },
    {
      field: 'bidWindowOpen',
      headerName: field('bidWindowOpen'),
      width: 100,
      render: (r) => translate(`app.shipments.bidWindow.${r.bidWindowOpen ? 'open' : 'closed'}`),
    },
    {
      field: 'loadingTime',
      headerName: field('loadingTime'),
      sortBy: 'loadingTime',
      width: 165,
      render: (r) => formatDateTime(r.loadingTime),
    },
  ];
  return (
    <ResourceList
      filters={shipmentFilters}
      toolbarSpace={SEARCH_AND_SELECT_TOOLBAR}
      actions={<ListActions />}
      exporter={shipmentExporter({ showShipperRate: labels.showShipperRate })}
    >
      <AfterFirstRows height={TABS_HEIGHT}>
        <ShipmentTabs />
      </AfterFirstRows>
      <AfterFirstRows height={CLOCKS_STRIP_SPACE}>
        <ListClocksStrip list="shipments" />
      </AfterFirstRows>
      <ResourceGrid
        label={translate('app.shipments.listLabel')}
        columns={columns}
        alsoPageSizes={[PAGE_SIZE.favourites]}
        columnsPending={labels.isPending}
        bulkActions={<ShipmentBulkActions />}
        card={{
          primary: (r) => shipmentCardLines(r, weightUnit).primary,
          secondary: (r) => shipmentCardLines(r, weightUnit).secondary,
          tertiary: (r) => <StatusChip status={r.status} />,
        }}
      />
    </ResourceList>
  );
}
