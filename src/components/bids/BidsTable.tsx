import { formatDateTime, formatMoney } from '#domain/format';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { BID_STATUS_LABELS, type BidStatus } from '#domain/bookings';
import { BID_STATUS_COLOURS } from '#domain/palette';
import type { BidRecord } from '../../providers/shipmentRelatedCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { DataTable, type Column } from '../DataTable';
import { PaletteChip } from '../PaletteChip';
import { BidActions } from './BidActions';

interface Props {
  rows: (BidRecord & { isBookingBid?: boolean })[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Vehicles the shipment still needs, when known: a bid for more cannot be accepted, so Accept is not offered. */
  remainingVehicles?: number;
}

/** Bids with partner, amount on its basis, status and reason; staff get the moves each status allows. */
export function BidsTable({ rows, isPending, error, remainingVehicles }: Props) {
  const { currency, weightUnit } = useClientConfig();
  const isStaff = useIsStaff();
  const basis = (b: BidRecord) =>
    b.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? ` / ${weightUnit}` : ' / vehicle';
  const columns: Column<BidRecord & { isBookingBid?: boolean }>[] = [
    { label: 'Partner', render: (b) => `${b.partnerName}${b.isBookingBid ? ' (this booking)' : ''}` },
    // The shipper side never receives what carriers ask (the API leaves it out), so there is no column to show.
    ...(rows?.some((b) => b.amount !== undefined)
      ? [
          {
            label: 'Amount',
            align: 'right' as const,
            render: (b: BidRecord) => `${formatMoney(b.amount, currency)}${basis(b)}`,
          },
        ]
      : []),
    { label: 'Vehicles', align: 'right', render: (b) => b.vehicleCount },
    {
      label: 'Status',
      render: (b) => (
        <PaletteChip
          label={BID_STATUS_LABELS[b.status as BidStatus] ?? b.status}
          colour={BID_STATUS_COLOURS[b.status]}
        />
      ),
    },
    { label: 'Reason', render: (b) => b.reason ?? '' },
    { label: 'Placed', render: (b) => formatDateTime(b.createdAt) },
  ];
  if (isStaff)
    columns.push({ label: 'Actions', render: (b) => <BidActions bid={b} remainingVehicles={remainingVehicles} /> });
  return (
    <DataTable
      caption="Bids"
      rows={rows}
      isPending={isPending}
      error={error}
      rowKey={(b) => b.id}
      empty="No bids yet."
      columns={columns}
    />
  );
}
