import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatWeight } from '#domain/format';
import type { ShipmentStop } from '#domain/records/shipments';
import { useGoodsTypes } from '../../components/lookups/useLookups';
import { CUSTOM_LOCATION_TYPE, GOODS_CODE_TYPE } from '#domain/shipments';
import { isolated } from '../../components/fields/Isolated';

const coordinates = (stop: ShipmentStop) =>
  stop.latitude !== null && stop.longitude !== null
    ? `${stop.latitude.toFixed(4)}, ${stop.longitude.toFixed(4)}`
    : null;

/**
 * The stops in order with their loads and coordinates: the map's offline fallback (no maps key is
 * configured here), and always the accessible reading of the route.
 */
export function ShipmentStops({
  title,
  stops,
  weightUnit,
}: {
  title: string;
  stops: ShipmentStop[];
  weightUnit: string;
}) {
  const goodsTypes = useGoodsTypes();
  const translate = useTranslate();
  const cargo = (id: number) =>
    goodsTypes.data?.find((type) => type.id === id)?.name ??
    (goodsTypes.isPending ? '…' : translate('app.shipments.stops.unknown'));
  const load = (item: ShipmentStop['loads'][number]) =>
    [
      translate('app.shipments.stops.cargo', { name: cargo(item.goodsTypeId) }),
      item.goodsTypeDescription,
      formatWeight(item.weight, weightUnit),
      item.goodsCodeType === GOODS_CODE_TYPE.HS_CODE ? translate('app.shipments.stops.hsCode') : null,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <section aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <List dense>
        {stops.map((stop) => (
          <ListItem key={stop.id} disableGutters>
            <ListItemText
              primary={isolated(`${stop.sequence}. ${stop.cityName} — ${stop.address}`)}
              secondary={[
                stop.locationType === CUSTOM_LOCATION_TYPE ? translate('app.shipments.stops.typedByHand') : null,
                coordinates(stop) ?? translate('app.shipments.stops.noCoordinates'),
                stop.zipCode ? translate('app.shipments.stops.zip', { code: stop.zipCode }) : null,
                ...stop.loads.map(load),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
