import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { MESSAGES } from '#domain/messages';
import { useNotify, useRefresh } from 'react-admin';
import { BID_STATUS, REASON_KIND, canMoveBid, type BidStatus } from '#domain/bookings';
import type { BidRecord } from '../../providers/shipmentRelatedCalls';
import { useConfirm } from '../confirm';
import { formatMoney } from '#domain/format';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { ReasonDialog } from '../ReasonDialog';

/** Accept (behind a confirmation), reject or back out (with a reason): only the moves the bid's status allows. */
export function BidActions({ bid, remainingVehicles }: { bid: BidRecord; remainingVehicles?: number }) {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const { currency } = useClientConfig();
  const [dialog, setDialog] = useState<'reject' | 'backout' | null>(null);
  const status = bid.status as BidStatus;
  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
  };
  const accept = () =>
    confirm({
      title: `Accept ${bid.partnerName}'s bid of ${formatMoney(bid.amount, currency)}?`,
      description: `This books ${bid.vehicleCount} vehicle(s) for the shipment.`,
      confirmationText: 'Accept bid',
    }).then(
      () =>
        dataProvider.acceptBid(bid.id).then(
          () => done('Bid accepted: booking created'),
          (error: Error) => notify(error.message, { type: 'error' }),
        ),
      () => undefined,
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {canMoveBid(status, BID_STATUS.ACCEPTED) &&
        (remainingVehicles !== undefined && bid.vehicleCount > remainingVehicles ? (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {remainingVehicles === 0 ? MESSAGES.noVehiclesLeft : `Only ${remainingVehicles} vehicle(s) still needed`}
          </Typography>
        ) : (
          <Button size="small" variant="outlined" onClick={() => void accept()} aria-label={`Accept bid ${bid.id}`}>
            Accept
          </Button>
        ))}
      {canMoveBid(status, BID_STATUS.REJECTED) && (
        <Button size="small" onClick={() => setDialog('reject')} aria-label={`Reject bid ${bid.id}`}>
          Reject
        </Button>
      )}
      {canMoveBid(status, BID_STATUS.BACKOUT) && (
        <Button size="small" onClick={() => setDialog('backout')} aria-label={`Back out of bid ${bid.id}`}>
          Back out
        </Button>
      )}
      {dialog === 'reject' && (
        <ReasonDialog
          kind={REASON_KIND.REJECT_BID}
          title={`Reject ${bid.partnerName}'s bid`}
          confirmText="Reject bid"
          onClose={() => setDialog(null)}
          onConfirm={(reason) => dataProvider.rejectBid(bid.id, reason).then(() => done('Bid rejected'))}
        />
      )}
      {dialog === 'backout' && (
        <ReasonDialog
          kind={REASON_KIND.BACKOUT_BID}
          title={`Back out of ${bid.partnerName}'s bid`}
          confirmText="Back out"
          onClose={() => setDialog(null)}
          onConfirm={(reason) => dataProvider.backoutBid(bid.id, reason).then(() => done('Bid backed out'))}
        />
      )}
    </Box>
  );
}
