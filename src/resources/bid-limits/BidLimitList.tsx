import { useTranslate } from 'react-admin';
import { formatMoney } from '#domain/format';
import type { BidLimitRecord } from '#domain/records/bids';
import { ResourceList } from '../../components/ResourcePages';
import { ResourceGrid } from '../../components/grid/ResourceGrid';
import type { GridColumn } from '../../components/grid/gridColumns';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useSpecLabels } from '../../providers/useConfigEntry';

/** SPEC §9 bid limits, one row per shipment kind, bid basis and vehicle type; staff open one to change it. */
export function BidLimitList() {
  const translate = useTranslate();
  const label = useEnumLabel();
  const { currency } = useClientConfig();
  const { vehicleType } = useSpecLabels();
  const column = (name: string) => translate(`app.bidLimits.columns.${name}`);
  const kind = (r: BidLimitRecord) => label('shipmentType', r.shipmentCategoryTypeId);
  const basis = (r: BidLimitRecord) => translate(`app.bidLimits.basis.${r.bidCategoryType}`);
  const vehicle = (r: BidLimitRecord) =>
    r.vehicleTypeId === null ? translate('app.bidLimits.anyVehicle') : r.vehcileType;
  const range = (r: BidLimitRecord) => `${formatMoney(r.minAmount, currency)} – ${formatMoney(r.maxAmount, currency)}`;
  const columns: GridColumn<BidLimitRecord>[] = [
    { field: 'shipmentCategoryTypeId', headerName: column('shipmentType'), render: kind },
    { field: 'bidCategoryTypeId', headerName: column('basis'), render: basis },
    { field: 'vehcileType', headerName: vehicleType, render: vehicle },
    {
      field: 'minAmount',
      headerName: column('min'),
      align: 'right',
      render: (r) => formatMoney(r.minAmount, currency),
    },
    {
      field: 'maxAmount',
      headerName: column('max'),
      align: 'right',
      render: (r) => formatMoney(r.maxAmount, currency),
    },
  ];
  return (
    <ResourceList actions={false} sort={{ field: 'id', order: 'ASC' }}>
      <ResourceGrid
        label={translate('resources.bid-limits.name')}
        columns={columns}
        rowClick="edit"
        card={{ primary: (r) => `${kind(r)} · ${basis(r)} · ${vehicle(r)}`, secondary: range }}
      />
    </ResourceList>
  );
}
