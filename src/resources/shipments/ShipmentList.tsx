import { ResourceList } from '../../components/ResourcePages';
import { ListPagination } from '../../components/ListPagination';
import { Datagrid, ExportButton, FilterButton, FunctionField, TextField, TopToolbar, CreateButton } from 'react-admin';
import { formatDateTime, formatMoney, formatWeight } from '../../domain/format';
import { PAGE_SIZE } from '../../domain/limits';
import { SHIPMENT_FILTER } from '../../domain/shipments';
import type { ShipmentRecord } from '../../providers/shipmentCalls';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { FavouriteToggle } from './FavouriteToggle';
import { ShipmentStatusField } from './ShipmentStatusChip';
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

export function ShipmentList() {
  const { currency, weightUnit } = useClientConfig();
  const labels = useSpecLabels();
  return (
    <ResourceList
      filters={shipmentFilters}
      filterDefaultValues={{ filter: SHIPMENT_FILTER.current }}
      perPage={PAGE_SIZE.shipments} pagination={<ListPagination size={PAGE_SIZE.shipments} also={[PAGE_SIZE.favourites]} />}
      sort={{ field: 'loadingTime', order: 'DESC' }}
      actions={<ListActions />}
      exporter={shipmentExporter}
    >
      <ShipmentTabs />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FavouriteToggle label="Favourite" />
        <TextField source="code" label="Reference" sortBy="referenceNumber" />
        <FunctionField<ShipmentRecord> label="Route" render={(r) => `${r.pickupCityName ?? '?'} → ${r.dropOffCityName ?? '?'}`} />
        <FunctionField<ShipmentRecord> label={labels.vehicleType} render={(r) => `${r.vehicleTypeName} × ${r.vehicleCount}`} />
        <FunctionField<ShipmentRecord> label="Weight" sortBy="weight" render={(r) => formatWeight(r.weight, weightUnit)} />
        {labels.showShipperRate && <FunctionField<ShipmentRecord> label={labels.shipperRate} render={(r) => formatMoney(r.shipperRate, currency)} />}
        <ShipmentStatusField label="Status" source="status" />
        <FunctionField<ShipmentRecord> label="Bid window" render={(r) => (r.bidWindowOpen ? 'Open' : 'Closed')} />
        <FunctionField<ShipmentRecord> label="Loading time" sortBy="loadingTime" render={(r) => formatDateTime(r.loadingTime)} />
      </Datagrid>
    </ResourceList>
  );
}
