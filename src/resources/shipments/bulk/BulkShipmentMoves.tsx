import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PublicIcon from '@mui/icons-material/Public';
import { useTranslate } from 'react-admin';
import {
  POOL_TYPE,
  POOL_TYPE_LABELS,
  TAGGING_ORIGIN,
  TAGGING_ORIGIN_LABELS,
  type PoolType,
  type TaggingOrigin,
} from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';
import { BulkFormAction } from '../../../components/bulk/BulkFormAction';
import { ForwardIcon } from '../../../components/ForwardIcon';
import { useEnumLabel } from '../../../i18n/useEnumLabel';
import { useFreightDataProvider } from '../../../providers/useFreightDataProvider';

/** How a shipment reads in a bulk action's result. */
export const shipmentCode = (shipment: ShipmentRow) => shipment.code;

/** Staff: each selected shipment to its own next status (none for the last three: refused). */
export function BulkNextStatus() {
  const dataProvider = useFreightDataProvider();
  return (
    <BulkFormAction<ShipmentRow>
      label="app.bulk.shipments.status"
      icon={<ForwardIcon />}
      title="app.bulk.shipments.statusTitle"
      description="app.bulk.shipments.statusDescription"
      labelOf={shipmentCode}
      send={(items) => dataProvider.bulkShipments('status', { items })}
    />
  );
}

/** Staff: tag the selected shipments with one origin. */
export function BulkTag() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const label = useEnumLabel();
  const [taggingOrigin, setOrigin] = useState<TaggingOrigin>(TAGGING_ORIGIN.NORMAL);
  return (
    <BulkFormAction<ShipmentRow>
      label="app.bulk.shipments.tag"
      icon={<LocalOfferIcon />}
      title="app.bulk.shipments.tagTitle"
      labelOf={shipmentCode}
      send={(items) => dataProvider.bulkShipments('tag', { items, taggingOrigin })}
      dirty={taggingOrigin !== TAGGING_ORIGIN.NORMAL}
      onClosed={() => setOrigin(TAGGING_ORIGIN.NORMAL)}
    >
      <TextField
        select
        label={translate('app.bulk.shipments.taggingOrigin')}
        value={taggingOrigin}
        onChange={(event) => setOrigin(event.target.value as TaggingOrigin)}
      >
        {Object.keys(TAGGING_ORIGIN_LABELS).map((origin) => (
          <MenuItem key={origin} value={origin}>
            {label('taggingOrigin', origin)}
          </MenuItem>
        ))}
      </TextField>
    </BulkFormAction>
  );
}

/** Staff: move the selected shipments to one loadboard (public → private is refused, SPEC §8). */
export function BulkPool() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const label = useEnumLabel();
  const [poolType, setPool] = useState<PoolType>(POOL_TYPE.PUBLIC);
  return (
    <BulkFormAction<ShipmentRow>
      label="app.bulk.shipments.pool"
      icon={<PublicIcon />}
      title="app.bulk.shipments.poolTitle"
      labelOf={shipmentCode}
      send={(items) => dataProvider.bulkShipments('change-pool', { items, poolType })}
      dirty={poolType !== POOL_TYPE.PUBLIC}
      onClosed={() => setPool(POOL_TYPE.PUBLIC)}
    >
      <TextField
        select
        label={translate('app.bulk.shipments.poolType')}
        value={poolType}
        onChange={(event) => setPool(Number(event.target.value) as PoolType)}
      >
        {Object.keys(POOL_TYPE_LABELS).map((pool) => (
          <MenuItem key={pool} value={Number(pool)}>
            {label('poolType', pool)}
          </MenuItem>
        ))}
      </TextField>
    </BulkFormAction>
  );
}
