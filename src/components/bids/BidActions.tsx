import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { MESSAGES } from '#domain/messages';
import { useTranslate } from 'react-admin';
import { BID_STATUS, REASON_KIND, bidAcceptRefusal, canMoveBid, type BidStatus } from '#domain/bookings';
import type { ShipmentBidFields } from '../../providers/shipmentRelatedCalls';
import { useConfirmedCall } from '../confirm';
import { formatMoney } from '#domain/format';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { ReasonDialog } from '../ReasonDialog';
import { useTranslateText } from '../../i18n/useTranslateText';

/** What bidAcceptRefusal reads of the bid's shipment (its pricing info): Accept is offered only once it is known. */
export interface BidShipmentFacts {
  shipmentStatus: string;
  remainingVehicles: number;
}

/** Accept (behind a confirmation), reject or back out (with a reason): only the moves the API would take. */
export function BidActions({ bid, shipment }: { bid: ShipmentBidFields; shipment?: BidShipmentFacts }) {
  const dataProvider = useFreightDataProvider();
  const { run, done } = useConfirmedCall();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const translateText = useTranslateText();
  const partner = bid.partnerName;
  const [dialog, setDialog] = useState<'reject' | 'backout' | null>(null);
  const status = bid.status as BidStatus;
  const refusal =
    shipment &&
    bidAcceptRefusal(bid, { status: shipment.shipmentStatus, remainingVehicles: shipment.remainingVehicles });
  const accept = () =>
    run({
      dialog: {
        title: translate('app.components.bids.acceptTitle', { partner, amount: formatMoney(bid.amount, currency) }),
        description: translate('app.components.bids.acceptEffect', { smart_count: bid.vehicleCount }),
        confirmationText: 'app.components.bids.acceptBid',
      },
      call: () => dataProvider.acceptBid(bid.id),
      success: 'app.components.bids.accepted',
    });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {refusal && 'remainingVehicles' in refusal && (
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {refusal.remainingVehicles === 0
            ? translateText(MESSAGES.noVehiclesLeft)
            : translate('app.components.bids.stillNeeded', { smart_count: refusal.remainingVehicles })}
        </Typography>
      )}
      {shipment && !refusal && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void accept()}
          aria-label={translate('app.components.bids.acceptLabel', { id: bid.id })}
        >
          {translate('app.components.bids.accept')}
        </Button>
      )}
      {canMoveBid(status, BID_STATUS.REJECTED) && (
        <Button
          size="small"
          onClick={() => setDialog('reject')}
          aria-label={translate('app.components.bids.rejectLabel', { id: bid.id })}
        >
          {translate('app.components.bids.reject')}
        </Button>
      )}
      {canMoveBid(status, BID_STATUS.BACKOUT) && (
        <Button
          size="small"
          onClick={() => setDialog('backout')}
          aria-label={translate('app.components.bids.backOutLabel', { id: bid.id })}
        >
          {translate('app.components.bids.backOut')}
        </Button>
      )}
      {dialog === 'reject' && (
        <ReasonDialog
          kind={REASON_KIND.REJECT_BID}
          title={translate('app.components.bids.rejectTitle', { partner })}
          confirmText="app.components.bids.rejectBid"
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            dataProvider.rejectBid(bid.id, reason).then(() => done('app.components.bids.rejected'))
          }
        />
      )}
      {dialog === 'backout' && (
        <ReasonDialog
          kind={REASON_KIND.BACKOUT_BID}
          title={translate('app.components.bids.backOutTitle', { partner })}
          confirmText="app.components.bids.backOut"
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            dataProvider.backoutBid(bid.id, reason).then(() => done('app.components.bids.backedOut'))
          }
        />
      )}
    </Box>
  );
}
