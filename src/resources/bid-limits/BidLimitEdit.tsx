import { NumberInput, useRecordContext, useTranslate } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { bidLimitUpdateSchema } from '#domain/schemas/bookings';
import type { BidLimitRecord } from '#domain/records/bids';
import { ResourceEdit } from '../../components/ResourcePages';
import { useEnumLabel } from '../../i18n/useEnumLabel';

const resolver = yupResolver(bidLimitUpdateSchema) as never;

/** Which limit this is, above its amounts. */
function Which() {
  const record = useRecordContext<BidLimitRecord>();
  const translate = useTranslate();
  const label = useEnumLabel();
  if (!record) return null;
  const vehicle = record.vehicleTypeId === null ? translate('app.bidLimits.anyVehicle') : record.vehcileType;
  return (
    <Typography variant="subtitle1" component="p" sx={{ mb: 2 }}>
      {`${label('shipmentType', record.shipmentCategoryTypeId)} · ${translate(`app.bidLimits.basis.${record.bidCategoryType}`)} · ${vehicle}`}
    </Typography>
  );
}

/** A bid limit's amounts; the next bid on a shipment of its kind is held to them (its version rides along). */
export const BidLimitEdit = () => (
  <ResourceEdit redirect="list">
    <SimpleForm resolver={resolver} sx={{ maxWidth: 480 }}>
      <Which />
      <NumberInput source="minAmount" label="app.bidLimits.columns.min" min={1} isRequired />
      <NumberInput source="maxAmount" label="app.bidLimits.columns.max" min={1} isRequired />
    </SimpleForm>
  </ResourceEdit>
);
