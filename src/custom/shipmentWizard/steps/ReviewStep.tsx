import { flattenCustomLocation } from '#domain/schemas/shipmentLocation';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
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
import { useGoodsTypes, useVehicleTypeVariants, useVehicleTypes } from '../../../components/lookups/useLookups';
import { useSpecLabels } from '../../../providers/useConfigEntry';
import { useClientConfig } from '../../../theme/ClientConfigProvider';
import { useEnumLabel } from '../../../i18n/useEnumLabel';
import type { EnumName } from '../../../i18n/en/enums';
import { useWizardForm } from '../fields';
import type { WizardLocation } from '../wizardDefaults';
import { geoPoint } from '#domain/geo';
import { useRouteDistance } from '../../../components/map/useRouteDistance';

type Row = [string, string];
const shown = (value: unknown) => (value === '' || value === null || value === undefined ? '—' : String(value));
const nameOf = (rows: { id: number; name: string }[] | undefined, id: unknown) =>
  rows?.find((row) => row.id === id)?.name ?? shown(id);
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

/** A stop as it will be kept: a custom location's lines are flattened into its address (SPEC §3). */
const addressOf = (stop: WizardLocation) =>
  stop.customLocation
    ? flattenCustomLocation({ ...stop.customLocation, lat: undefined, lng: undefined }).address
    : stop.address;
/** Where a stop is, as the API will keep it: typed coordinates when both are given, else the city's. */
const pointOf = (stop: WizardLocation) =>
  geoPoint(stop.customLocation?.lat, stop.customLocation?.lng) ??
  geoPoint(stop.latitude ?? stop.city?.latitude, stop.longitude ?? stop.city?.longitude);
const place = (stop: WizardLocation) => `${stop.city ? cityLabel(stop.city) : '—'} — ${shown(addressOf(stop))}`;

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
  const translate = useTranslate();
  const label = useEnumLabel();
  const yesNo = (flag: boolean) => translate(flag ? 'ra.boolean.true' : 'ra.boolean.false');
  const numbered = (key: string, index: number, count: number) =>
    count > 1 ? translate(`${key}Numbered`, { number: index + 1 }) : translate(key);
  const kind = (name: EnumName, names: Record<number, string>, id: number) => (names[id] ? label(name, id) : '—');
  const range = (min: string, max: string) => translate('app.wizard.review.range', { min, max });
  const { pickupLocations: pickups, dropOffLocations: dropOffs } = values;
  const container = values.shipmentContainerDto;
  const isStaff = useIsStaff();
  const queryClient = useQueryClient();
  const routeDistance = useRouteDistance();
  // The names the project picker fetched (staff only): the company and the project the shipment is for.
  const named = (key: unknown[], id: unknown) =>
    nameOf(queryClient.getQueryData<{ id: number; name: string }[]>(key), id);

  const route: Row[] = [
    ...(isStaff
      ? ([
          [translate('app.wizard.project.company'), named(['company-groups', 'picker'], values.groupId)],
          [
            translate('app.wizard.project.project'),
            named(['company-projects', 'picker', values.groupId], values.projectId),
          ],
        ] as Row[])
      : []),
    ...pickups.map((stop, i): Row => [
      numbered('app.wizard.route.pickupLocations.one', i, pickups.length),
      place(stop),
    ]),
    ...dropOffs.map((stop, i): Row => [
      numbered('app.wizard.route.dropOffLocations.one', i, dropOffs.length),
      place(stop),
    ]),
    [translate('app.components.distance.label'), routeDistance([...pickups, ...dropOffs].map(pointOf))],
    [translate('app.wizard.review.customAddress'), yesNo(values.customAddress)],
    [translate('app.wizard.route.loadingTime'), values.loadingTime ? formatDateTime(values.loadingTime) : '—'],
    [translate('app.wizard.route.specialInstructions'), shown(values.specialInstructions)],
  ];
  const loads: Row[] = pickups.flatMap((stop, i) =>
    stop.loads.map((load, j): Row => [
      translate('app.wizard.review.loadAt', {
        load: numbered('app.wizard.load.one', j, stop.loads.length),
        stop: numbered('app.wizard.route.pickupLocations.one', i, pickups.length).toLowerCase(),
      }),
      [
        translate('app.wizard.review.cargo', {
          cargoType: labels.cargoType,
          name: nameOf(goodsTypes.data, load.goodsTypeId),
        }),
        load.goodsTypeDescription.trim() ? load.goodsTypeDescription.trim() : null,
        weight(load.weight),
        load.goodsCodeType === GOODS_CODE_TYPE.HS_CODE ? translate('app.wizard.load.hsCode') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ]),
  );
  const contractual = isStaff && values.shipmentCategoryTypeId === SHIPMENT_TYPE.CONTRACTUAL;
  const pricing: Row[] = [
    [
      translate('app.wizard.pricing.shipmentType'),
      kind('shipmentType', SHIPMENT_TYPE_LABELS, values.shipmentCategoryTypeId),
    ],
    [
      translate('app.wizard.pricing.bidCategory'),
      translate(
        values.bidCategoryTypeId === BID_CATEGORY_TYPE.PER_TONNE
          ? 'app.wizard.pricing.perTonne'
          : 'app.wizard.pricing.perVehicle',
      ),
    ],
    ...(labels.showShipperRate
      ? ([
          [labels.shipperRate, money(values.shipperRate)],
          [labels.targetRate, range(money(values.minShipperRate), money(values.maxShipperRate))],
        ] as Row[])
      : []),
    ...(contractual ? ([[translate('app.wizard.review.contractAmount'), money(values.contractAmount)]] as Row[]) : []),
    [
      translate('app.wizard.pricing.paymentType'),
      kind('paymentType', PAYMENT_TYPE_LABELS, values.paymentReceivingTypeId),
    ],
    [translate('app.wizard.pricing.poolType'), kind('poolType', POOL_TYPE_LABELS, values.poolType)],
    [translate('app.wizard.pricing.acceptAutoBid'), yesNo(values.acceptAutoBid)],
    [translate('app.wizard.pricing.autoNegotiate'), yesNo(values.autoNegotiate)],
  ];
  const details: Row[] = [
    [
      translate('app.wizard.review.consignee'),
      [values.consigneeName, values.consigneeNumber].filter((v) => v.trim()).join(', ') || '—',
    ],
    [
      translate('app.wizard.review.pointOfContact'),
      [values.pointOfContactName, values.pointOfContactNumber].filter((v) => v.trim()).join(', ') || '—',
    ],
    [translate('app.wizard.details.referenceNumber'), shown(values.referenceNumber)],
    [translate('app.wizard.details.addaMarfat'), shown(values.addaMarfat)],
    [
      translate('app.wizard.details.labourAvailability'),
      kind('labourAvailability', LABOUR_AVAILABILITY_LABELS, values.labourAvailabilityTypeId),
    ],
    [
      translate('app.wizard.details.cityTravelRestriction'),
      kind('cityTravelRestriction', CITY_TRAVEL_RESTRICTION_LABELS, values.cityTravelRestrictionTypeId),
    ],
    [translate('app.wizard.review.podHardCopy'), yesNo(values.isPodHardCopyReq)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title={translate('app.wizard.steps.route')} rows={route} />
      <Section
        title={translate('app.wizard.steps.load')}
        rows={[
          ...loads,
          [translate('app.wizard.review.totalWeight'), weight(values.weight)],
          [translate('app.wizard.review.quantity'), shown(values.quantity)],
        ]}
      />
      <Section
        title={translate('app.wizard.steps.vehicle')}
        rows={[
          [labels.vehicleType, nameOf(vehicleTypes.data, values.vehicleTypeId)],
          [translate('app.wizard.review.variant'), nameOf(variants.data, values.vehicleTypeVariantId)],
          [translate('app.wizard.vehicle.count'), shown(values.vehicleCount)],
          [
            translate('app.wizard.review.weightPerVehicle'),
            range(weight(values.minWeightPerVehicle), weight(values.maxWeightPerVehicle)),
          ],
        ]}
      />
      <Section title={translate('app.wizard.steps.pricing')} rows={pricing} />
      <Section title={translate('app.wizard.steps.details')} rows={details} />
      {values.hasContainer && (
        <Section
          title={translate('app.wizard.details.container')}
          rows={[
            [translate('app.wizard.details.blNumber'), shown(container.blNumber)],
            [translate('app.wizard.details.noOfContainers'), shown(container.noOfContainers)],
            [translate('app.wizard.review.detentionCharges'), money(container.detentionCharges)],
            [
              translate('app.wizard.details.emptyReturnBy'),
              container.emptyReturnDate ? formatDateTime(container.emptyReturnDate) : '—',
            ],
            [translate('app.wizard.details.returnLocation'), shown(container.returnLocation)],
          ]}
        />
      )}
    </Box>
  );
}
