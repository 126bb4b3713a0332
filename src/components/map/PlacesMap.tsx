import { Card, CardContent, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatCoordinates, isCoordinate } from '#domain/geo';
import { RouteMap } from './RouteMap';

/** A place to mark: a fuel pump or a saved location (anything with a name and maybe coordinates). */
export interface MapPlace {
  id: number | string;
  name: string;
  latitude?: number | null;
  longitude?: number | null;
  /** A second line in the fallback listing (city, type...). */
  detail?: string | null;
}

/** The offline listing: every place with its coordinates. */
function PlacesList({ places, caption, empty }: { places: MapPlace[]; caption: string; empty: string }) {
  const translate = useTranslate();
  const none = translate('app.components.map.noCoordinates');
  if (!places.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(empty, { _: empty })}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={translate(caption, { _: caption })}>
      {places.map((place) => (
        <ListItem key={place.id} disableGutters>
          <ListItemText
            primary={place.name}
            secondary={[place.detail, formatCoordinates(place.latitude, place.longitude, none)]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Several separate places (not a route) on the map when GOOGLE_MAP_API holds a key; otherwise
 * RouteMap's note and a listing of each place's name and coordinates. Its texts may be message keys.
 */
export function PlacesMap({
  places,
  what = 'app.components.map.places',
  caption = 'app.components.map.placesCaption',
  empty = 'app.components.map.noPlaces',
}: {
  places: MapPlace[];
  what?: string;
  caption?: string;
  empty?: string;
}) {
  const points = places.map((place) => ({
    latitude: isCoordinate(place.latitude) ? place.latitude : Number.NaN,
    longitude: isCoordinate(place.longitude) ? place.longitude : Number.NaN,
    label: place.name,
  }));
  return (
    <RouteMap
      what={what}
      connect={false}
      points={points}
      fallback={<PlacesList places={places} caption={caption} empty={empty} />}
    />
  );
}

/** The current page of a react-admin list on the map (a List's `aside`): one place per row. */
export function ListPlacesMap<T extends { id: number | string }>({
  toPlace,
  what,
  caption,
  title = 'app.components.map.title',
}: {
  toPlace: (row: T) => MapPlace;
  what: string;
  caption: string;
  title?: string;
}) {
  const { data, isPending } = useListContext<T>();
  const translate = useTranslate();
  const heading = translate(title, { _: title });
  const things = translate(what, { _: what });
  return (
    <Card
      component="section"
      aria-label={heading}
      sx={{
        width: { xs: '100%', md: 360 },
        flexShrink: 0,
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {heading}
        </Typography>
        {isPending ? (
          <LinearProgress aria-label={translate('app.components.loading', { what: things })} />
        ) : (
          <PlacesMap
            places={(data ?? []).map(toPlace)}
            what={what}
            caption={caption}
            empty={translate('app.components.map.noneOnPage', { what: things })}
          />
        )}
      </CardContent>
    </Card>
  );
}
