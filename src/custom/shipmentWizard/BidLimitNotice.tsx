import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BID_CATEGORY_TYPE, ratesOutsideBidLimit } from '#domain/bidding';
import { findBidLimit } from '#domain/shipments';
import { formatMoney } from '#domain/format';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { useWizardForm } from './fields';
import { useCreateOptions } from './useCreateOptions';

const typed = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/**
 * The bid limits of the chosen shipment type, bid basis and vehicle, in view beside the rates; a rate
 * outside them is warned about (not refused: the shipper may mean it, but no carrier can bid near it).
 */
export function BidLimitNotice() {
  const { watch } = useWizardForm();
  const options = useCreateOptions();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  const [shipmentCategoryTypeId, bidCategoryTypeId, vehicleTypeId, shipperRate, minShipperRate, maxShipperRate] = watch(
    ['shipmentCategoryTypeId', 'bidCategoryTypeId', 'vehicleTypeId', 'shipperRate', 'minShipperRate', 'maxShipperRate'],
  );
  const limit =
    vehicleTypeId === ''
      ? undefined
      : findBidLimit(options.data?.bidLimits ?? [], {
          shipmentCategoryTypeId: Number(shipmentCategoryTypeId),
          bidCategoryTypeId: Number(bidCategoryTypeId),
          vehicleTypeId: Number(vehicleTypeId),
        });
  if (!limit) return null;
  const range = {
    min: formatMoney(limit.minAmount, currency),
    max: formatMoney(limit.maxAmount, currency),
    basis: translate(
      Number(bidCategoryTypeId) === BID_CATEGORY_TYPE.PER_TONNE
        ? 'app.wizard.pricing.perTonne'
        : 'app.wizard.pricing.perVehicle',
    ).toLowerCase(),
  };
  const outside = ratesOutsideBidLimit([shipperRate, minShipperRate, maxShipperRate].map(typed), limit);
  return outside.length ? (
    <Alert severity="warning" role="alert">
      {translate('app.wizard.pricing.outsideBidLimits', {
        ...range,
        rates: outside.map((rate) => formatMoney(rate, currency)).join(', '),
        smart_count: outside.length,
      })}
    </Alert>
  ) : (
    <Alert severity="info" variant="outlined">
      {translate('app.wizard.pricing.bidLimits', range)}
    </Alert>
  );
}
