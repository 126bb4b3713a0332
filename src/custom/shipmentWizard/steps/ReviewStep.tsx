import { Box, Typography } from '@mui/material';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '../../../domain/bidding';
import { cityLabel } from '../../../domain/schemas/lookups';
import { GOODS_CODE_TYPE, PAYMENT_TYPE_LABELS, POOL_TYPE_LABELS, SHIPMENT_TYPE_LABELS } from '../../../domain/shipments';
import type { PaymentTypeId, PoolType, ShipmentTypeId } from '../../../domain/shipments';
import { useGoodsTypes, useVehicleTypeVariants, useVehicleTypes } from '../../lookups/useLookups';
import { useIsStaff } from '../../../providers/useIsStaff';
import { useWizardForm } from '../fields';
import type { ChosenCities } from './RouteStep';

const shown = (value: unknown) => (value === '' || value === null || value === undefined ? '—' : String(value));
const nameOf = (rows: { id: number; name: string }[] | undefined, id: unknown) => rows?.find((row) => row.id === id)?.name ?? shown(id);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

function Section({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([term, detail]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Step 5: everything typed, read back before the shipment is created. */
export function ReviewStep({ cities }: { cities: ChosenCities }) {
  const isStaff = useIsStaff();
  const values = useWizardForm().watch();
  const goodsTypes = useGoodsTypes();
  const vehicleTypes = useVehicleTypes();
  const variants = useVehicleTypeVariants(values.vehicleTypeId);
  const pickup = values.pickupLocations[0];
  const dropOff = values.dropOffLocations[0];
  const load = pickup?.loads[0];
  const city = (side: keyof ChosenCities) => (cities[side] ? cityLabel(cities[side]) : '—');
  const contractual = values.shipmentCategoryTypeId === SHIPMENT_TYPE.CONTRACTUAL;
  const route: [string, string][] = [
    ['Pick-up', `${city('pickupLocations')} — ${shown(pickup?.address)}`],
    ['Drop-off', `${city('dropOffLocations')} — ${shown(dropOff?.address)}`],
    ['Loading time', values.loadingTime ? values.loadingTime.toLocaleString() : '—'],
    ['Special instructions', shown(values.specialInstructions)],
  ];
  if (isStaff) route.unshift(['Company id number', shown(values.companyId)]);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title="Route" rows={route} />
      <Section
        title="Load"
        rows={[
          ['Goods type', nameOf(goodsTypes.data, load?.goodsTypeId)],
          ['Load weight', `${shown(load?.weight)} t`],
          ['HS code', yesNo(load?.goodsCodeType === GOODS_CODE_TYPE.HS_CODE)],
          ['Total shipment weight', `${shown(values.weight)} t`],
          ['Quantity', shown(values.quantity)],
        ]}
      />
      <Section
        title="Vehicle"
        rows={[
          ['Vehicle type', nameOf(vehicleTypes.data, values.vehicleTypeId)],
          ['Variant', nameOf(variants.data, values.vehicleTypeVariantId)],
          ['Number of vehicles', shown(values.vehicleCount)],
          ['Weight per vehicle', `${shown(values.minWeightPerVehicle)} to ${shown(values.maxWeightPerVehicle)} t`],
        ]}
      />
      <Section
        title="Pricing"
        rows={[
          ['Shipment type', SHIPMENT_TYPE_LABELS[values.shipmentCategoryTypeId as ShipmentTypeId] ?? '—'],
          ['Bid category', values.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? 'Per tonne' : 'Per vehicle'],
          ['Shipper rate', shown(values.shipperRate)],
          ['Shipper rate range', `${shown(values.minShipperRate)} to ${shown(values.maxShipperRate)}`],
          ...(contractual ? ([['Contract amount', shown(values.contractAmount)]] as [string, string][]) : []),
          ['Payment type', PAYMENT_TYPE_LABELS[values.paymentReceivingTypeId as PaymentTypeId] ?? '—'],
          ['Pool type', POOL_TYPE_LABELS[values.poolType as PoolType] ?? '—'],
          ['Accept auto bid', yesNo(values.acceptAutoBid)],
          ['Auto negotiate', yesNo(values.autoNegotiate)],
        ]}
      />
    </Box>
  );
}
