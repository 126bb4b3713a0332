import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useIsStaff } from '../../../providers/useIsStaff';
import { BID_CATEGORY_TYPE, SHIPMENT_TYPE } from '#domain/bidding';
import { cityLabel } from '#domain/schemas/lookups';
import { formatDateTime, formatMoney, formatWeight } from '#domain/format';
import {
  CITY_TRAVEL_RESTRICTION_LABELS,
  GOODS_CODE_TYPE,
  LABOUR_AVAILABILITY_LABELS,
  PAYMENT_TYPE_LABELS,
  POOL_TYPE_LABELS,
  SHIPMENT_TYPE_LABELS,
} from '#domain/shipments';
import type { PaymentTypeId, PoolType, ShipmentTypeId } from '#domain/shipments';
import { useGoodsTypes, useVehicleTypeVariants, useVehicleTypes } from '../../../components/lookups/useLookups';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useWizardForm } from '../fields';
import type { WizardLocation } from '../wizardDefaults';

type Row = [string, string];
const shown = (value: unknown) => (value === '' || value === null || value === undefined ? '—' : String(value));
const nameOf = (rows: { id: number; name: string }[] | undefined, id: unknown) =>
  rows?.find((row) => row.id === id)?.name ?? shown(id);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const number = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([term, detail], index) => (
          <Box key={`${term}-${index}`} sx={{ display: 'contents' }}>
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

const place = (stop: WizardLocation) => `${stop.city ? cityLabel(stop.city) : '—'} — ${shown(stop.address)}`;
const numbered = (label: string, index: number, count: number) => (count > 1 ? `${label} ${index + 1}` : label);

/** Step 6: everything typed, read back in the words and units of the shipment page before it is created. */
export function ReviewStep() {
  const values = useWizardForm().watch();
  const goodsTypes = useGoodsTypes();
  const vehicleTypes = useVehicleTypes();
  const variants = useVehicleTypeVariants(values.vehicleTypeId);
  const labels = useSpecLabels();
  const { currency, weightUnit } = useClientConfig();
  const money = (value: string) => (number(value) === undefined ? '—' : formatMoney(number(value), currency));
  const weight = (value: string) => (number(value) === undefined ? '—' : formatWeight(number(value), weightUnit));
  const { pickupLocations: pickups, dropOffLocations: dropOffs } = values;
  const container = values.shipmentContainerDto;
  const isStaff = useIsStaff();
  const queryClient = useQueryClient();
  // The names the project picker fetched (staff only): the company and the project the shipment is for.
  const named = (key: unknown[], id: unknown) =>
    nameOf(queryClient.getQueryData<{ id: number; name: string }[]>(key), id);

  const route: Row[] = [
    ...(isStaff
      ? ([
          ['Company', named(['company-groups', 'picker'], values.groupId)],
          ['Project', named(['company-projects', 'picker', values.groupId], values.projectId)],
        ] as Row[])
      : []),
    ...pickups.map((stop, i): Row => [numbered('Pick-up', i, pickups.length), place(stop)]),
    ...dropOffs.map((stop, i): Row => [numbered('Drop-off', i, dropOffs.length), place(stop)]),
    ['Custom address', yesNo(values.customAddress)],
    ['Loading time', values.loadingTime ? formatDateTime(values.loadingTime) : '—'],
    ['Special instructions', shown(values.specialInstructions)],
  ];
  const loads: Row[] = pickups.flatMap((stop, i) =>
    stop.loads.map((load, j): Row => [
      `${numbered('Load', j, stop.loads.length)} at ${numbered('pick-up', i, pickups.length)}`,
      [
        `${labels.cargoType}: ${nameOf(goodsTypes.data, load.goodsTypeId)}`,
        load.goodsTypeDescription.trim() ? load.goodsTypeDescription.trim() : null,
        weight(load.weight),
        load.goodsCodeType === GOODS_CODE_TYPE.HS_CODE ? 'HS code' : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ]),
  );
  const contractual = values.shipmentCategoryTypeId === SHIPMENT_TYPE.CONTRACTUAL;
  const pricing: Row[] = [
    ['Shipment type', SHIPMENT_TYPE_LABELS[values.shipmentCategoryTypeId as ShipmentTypeId] ?? '—'],
    ['Bid category', values.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE ? 'Per tonne' : 'Per vehicle'],
    ...(labels.showShipperRate
      ? ([
          [labels.shipperRate, money(values.shipperRate)],
          [labels.targetRate, `${money(values.minShipperRate)} to ${money(values.maxShipperRate)}`],
        ] as Row[])
      : []),
    ...(contractual ? ([['Contract amount', money(values.contractAmount)]] as Row[]) : []),
    ['Payment type', PAYMENT_TYPE_LABELS[values.paymentReceivingTypeId as PaymentTypeId] ?? '—'],
    ['Pool type', POOL_TYPE_LABELS[values.poolType as PoolType] ?? '—'],
    ['Accept auto bid', yesNo(values.acceptAutoBid)],
    ['Auto negotiate', yesNo(values.autoNegotiate)],
  ];
  const details: Row[] = [
    ['Consignee', [values.consigneeName, values.consigneeNumber].filter((v) => v.trim()).join(', ') || '—'],
    [
      'Point of contact',
      [values.pointOfContactName, values.pointOfContactNumber].filter((v) => v.trim()).join(', ') || '—',
    ],
    ['Reference number', shown(values.referenceNumber)],
    ['Adda marfat', shown(values.addaMarfat)],
    ['Labour availability', LABOUR_AVAILABILITY_LABELS[values.labourAvailabilityTypeId] ?? '—'],
    ['City travel restriction', CITY_TRAVEL_RESTRICTION_LABELS[values.cityTravelRestrictionTypeId] ?? '—'],
    ['POD hard copy required', yesNo(values.isPodHardCopyReq)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title="Route" rows={route} />
      <Section
        title="Load"
        rows={[...loads, ['Total shipment weight', weight(values.weight)], ['Quantity', shown(values.quantity)]]}
      />
      <Section
        title="Vehicle"
        rows={[
          [labels.vehicleType, nameOf(vehicleTypes.data, values.vehicleTypeId)],
          ['Variant', nameOf(variants.data, values.vehicleTypeVariantId)],
          ['Number of vehicles', shown(values.vehicleCount)],
          ['Weight per vehicle', `${weight(values.minWeightPerVehicle)} to ${weight(values.maxWeightPerVehicle)}`],
        ]}
      />
      <Section title="Pricing" rows={pricing} />
      <Section title="Details" rows={details} />
      {values.hasContainer && (
        <Section
          title="Container"
          rows={[
            ['BL number', shown(container.blNumber)],
            ['Number of containers', shown(container.noOfContainers)],
            ['Detention charges', money(container.detentionCharges)],
            ['Empty return by', container.emptyReturnDate ? formatDateTime(container.emptyReturnDate) : '—'],
            ['Empty return location', shown(container.returnLocation)],
          ]}
        />
      )}
    </Box>
  );
}
