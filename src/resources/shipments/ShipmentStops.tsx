import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatWeight } from '../../domain/format';
import type { ShipmentStop } from '../../providers/shipmentCalls';

const coordinates = (stop: ShipmentStop) =>
  stop.latitude !== null && stop.longitude !== null ? `${stop.latitude.toFixed(4)}, ${stop.longitude.toFixed(4)}` : 'No coordinates';

/**
 * The stops in order with their loads and coordinates: the map's offline fallback (no maps key is
 * configured here), and always the accessible reading of the route.
 */
export function ShipmentStops({ title, stops, weightUnit }: { title: string; stops: ShipmentStop[]; weightUnit: string }) {
  return (
    <section aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <List dense>
        {stops.map((stop) => (
          <ListItem key={stop.id} disableGutters>
            <ListItemText
              primary={`${stop.sequence}. ${stop.cityName} — ${stop.address}`}
              secondary={[
                coordinates(stop),
                stop.zipCode ? `ZIP ${stop.zipCode}` : null,
                ...stop.loads.map((load) => `Load: goods type ${load.goodsTypeId}, ${formatWeight(load.weight, weightUnit)}${load.goodsCodeType === 2 ? ' (HS code)' : ''}`),
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
