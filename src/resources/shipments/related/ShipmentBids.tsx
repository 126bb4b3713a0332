import { formatDateTime, formatMoney } from '../../../domain/format';
import { BID_CATEGORY_TYPE } from '../../../domain/bidding';
import { BID_STATUS_LABELS, type BidStatus } from '../../../domain/bookings';
import { BID_STATUS_COLOURS } from '../../../domain/palette';
import type { BidRecord } from '../../../providers/shipmentRelatedCalls';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { DataTable } from '../../../components/DataTable';
import { PaletteChip } from '../../../components/PaletteChip';
import { useShipmentData } from './useShipmentData';

export function ShipmentBids({ shipmentId }: { shipmentId: number }) {
  const { currency, weightUnit } = useClientConfig();
  const query = useShipmentData('bids', shipmentId, (dp, id) => dp.getShipmentBids(id));
  const basis = (b: BidRecord) => (b.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? ` / ${weightUnit}` : ' / vehicle');
  return (
    <DataTable<BidRecord>
      caption="Bids"
      {...query}
      rows={query.data}
      rowKey={(b) => b.id}
      empty="No bids yet."
      columns={[
        { label: 'Partner', render: (b) => b.partnerName },
        { label: 'Amount', align: 'right', render: (b) => `${formatMoney(b.amount, currency)}${basis(b)}` },
        { label: 'Vehicles', align: 'right', render: (b) => b.vehicleCount },
        { label: 'Status', render: (b) => <PaletteChip label={BID_STATUS_LABELS[b.status as BidStatus] ?? b.status} colour={BID_STATUS_COLOURS[b.status]} /> },
        { label: 'Reason', render: (b) => b.reason ?? '' },
        { label: 'Placed', render: (b) => formatDateTime(b.createdAt) },
      ]}
    />
  );
}
