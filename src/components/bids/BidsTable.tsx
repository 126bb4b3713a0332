import { formatDateTime, formatMoney } from '#domain/format';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { BID_STATUS_COLOURS } from '#domain/palette';
import type { ShipmentBidFields } from '../../providers/shipmentRelatedCalls';
import { useIsStaff } from '../../providers/useIsStaff';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { DataTable, type Column } from '../DataTable';
import { PaletteChip } from '../PaletteChip';
import { BidActions, type BidShipmentFacts } from './BidActions';
import { useLaneMedianColumn, type BidLaneShipment } from './BidLaneComparison';
import { scoreColumn } from '../scorecards/BidScore';
import { useTranslate } from 'react-admin';
import { useEnumLabel } from '../../i18n/useEnumLabel';

interface Props {
  rows: (ShipmentBidFields & { isBookingBid?: boolean })[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** The bids' shipment (its pricing info), once loaded: Accept is offered only where bidAcceptRefusal allows it. */
  shipment?: BidShipmentFacts;
  /** The bids' shipment's lane: staff see how each bid compares with the lane's carrier median. */
  lane?: BidLaneShipment;
}

/** Bids with partner, amount on its basis, status and reason; staff get the moves each status allows. */
export function BidsTable({ rows, isPending, error, shipment, lane }: Props) {
  const { currency, weightUnit } = useClientConfig();
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const laneColumn = useLaneMedianColumn(lane);
  const basis = (b: ShipmentBidFields) =>
    ` / ${b.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? weightUnit : translate('app.components.bids.perVehicle')}`;
  const columns: Column<ShipmentBidFields & { isBookingBid?: boolean }>[] = [
    {
      label: 'app.components.bids.partner',
      render: (b) =>
        b.isBookingBid ? translate('app.components.bids.thisBooking', { partner: b.partnerName }) : b.partnerName,
    },
    // Staff: the partner's recent score and on-time rates (src/domain/scorecards.ts); the API sends no score to others.
    ...[scoreColumn(rows)].filter((column) => column !== null),
    // The shipper side never receives what carriers ask (the API leaves it out), so there is no column to show.
    ...(rows?.some((b) => b.amount !== undefined)
      ? [
          {
            label: 'app.components.bids.amount',
            align: 'right' as const,
            render: (b: ShipmentBidFields) => `${formatMoney(b.amount, currency)}${basis(b)}`,
          },
        ]
      : []),
    ...(laneColumn ? [laneColumn] : []),
    { label: 'app.components.bids.vehicles', align: 'right', render: (b) => b.vehicleCount },
    {
      label: 'app.components.bids.status',
      render: (b) => <PaletteChip label={enumLabel('bidStatus', b.status)} colour={BID_STATUS_COLOURS[b.status]} />,
    },
    { label: 'app.components.bids.reason', render: (b) => b.reason ?? '' },
    { label: 'app.components.bids.placed', render: (b) => formatDateTime(b.createdAt) },
  ];
  if (isStaff)
    columns.push({
      label: 'app.components.bids.actions',
      render: (b) => <BidActions bid={b} shipment={shipment} />,
    });
  return (
    <DataTable
      caption="app.components.bids.caption"
      rows={rows}
      isPending={isPending}
      error={error}
      rowKey={(b) => b.id}
      empty="app.components.bids.empty"
      columns={columns}
    />
  );
}
