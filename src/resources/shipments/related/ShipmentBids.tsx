import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ShipmentRecord } from '#domain/records/shipments';
import { BID_CATEGORY_TYPE } from '#domain/bidding';
import { useIsStaff } from '../../../providers/useIsStaff';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { BidsTable } from '../../../components/bids/BidsTable';
import { PlaceBidDialog } from '../../../components/bids/PlaceBidDialog';
import { useShipmentData } from './useShipmentData';
import { BidSortControl, useBidSort } from '../../../components/scorecards/BidSortControl';

/** Bids by shipment (v3), with staff's accept / reject / back out, and a bid taken for a partner. */
export function ShipmentBids({ shipmentId }: { shipmentId: number }) {
  const isStaff = useIsStaff();
  const { weightUnit } = useClientConfig();
  const translate = useTranslate();
  const [placing, setPlacing] = useState(false);
  // The shipment page's record: its lane, for each bid's comparison with the lane median (staff).
  const record = useRecordContext<ShipmentRecord>();
  // Staff may sort by the partners' scores (the API sorts: best first, partners without a score last).
  const { sort, setSort } = useBidSort();
  const query = useShipmentData(sort === 'score' ? 'bidsByScore' : 'bids', shipmentId, (dp, id) =>
    dp.getShipmentBids(id, sort === 'score' ? sort : undefined),
  );
  const pricing = useShipmentData('pricing', shipmentId, (dp, id) => dp.getShipmentPricingInfo(id));
  const basisLabel =
    pricing.data?.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE
      ? translate('app.shipments.bids.perUnit', { unit: weightUnit })
      : translate('app.shipments.bids.perVehicle');
  return (
    <>
      {isStaff && (
        <Box sx={{ mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Button startIcon={<AddIcon />} onClick={() => setPlacing(true)} disabled={!pricing.data}>
            {translate('app.shipments.bids.placeForPartner')}
          </Button>
          <BidSortControl sort={sort} onChange={setSort} />
        </Box>
      )}
      <BidsTable
        rows={query.data}
        isPending={query.isPending}
        error={query.error}
        shipment={pricing.data}
        lane={record?.id === shipmentId ? record : undefined}
      />
      {placing && pricing.data && (
        <PlaceBidDialog
          shipmentId={shipmentId}
          limit={pricing.data.bidLimit ?? null}
          basisLabel={basisLabel}
          onClose={() => setPlacing(false)}
        />
      )}
    </>
  );
}
