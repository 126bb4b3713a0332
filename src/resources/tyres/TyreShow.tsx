import { ResourceShow } from '../../components/ResourcePages';
import { Box, Chip, Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '#domain/format';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { Fact } from '../../components/Fact';
import { ShowSection } from '../../components/ShowSection';
import { ActiveChip } from '../../components/fields/ActiveChip';
import { formatPercent } from '../fuel-pumps/fuelPumpRecord';
import { ValidUntilCell, type TyreOfferRecord } from './tyreFields';

function Honoured({ offer }: { offer: TyreOfferRecord }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  const pumps = offer.fuelPumps ?? [];
  const shops = offer.shops ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography component="h3" variant="subtitle2">
          {translate('resources.tyres.fields.fuelPumpIds')}
        </Typography>
        {pumps.length ? (
          <List dense disablePadding aria-label={translate('resources.tyres.fields.fuelPumpIds')}>
            {pumps.map((pump) => (
              <ListItem key={pump.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={createPath({ resource: 'fuel-pumps', id: pump.id, type: 'show' })}>
                      {pump.name}
                    </Link>
                  }
                  secondary={pump.cityName}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.fleet.tyres.noPumps')}
          </Typography>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography component="h3" variant="subtitle2" gutterBottom>
          {translate('resources.tyres.fields.shops')}
        </Typography>
        {shops.length ? (
          <Box
            component="ul"
            aria-label={translate('resources.tyres.fields.shops')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {shops.map((shop) => (
              <li key={shop}>
                <Chip size="small" label={shop} />
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.fleet.tyres.noShops')}
          </Typography>
        )}
      </Grid>
    </Grid>
  );
}

function OfferDetails() {
  const offer = useRecordContext<TyreOfferRecord>();
  const { currency } = useClientConfig();
  const translate = useTranslate();
  if (!offer) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowSection
        title={
          <>
            {offer.brand} {offer.size}
          </>
        }
        aside={<ActiveChip active={offer.active} />}
      >
        <Grid container spacing={2}>
          <Fact label="resources.tyres.fields.price" value={formatMoney(offer.price, currency)} />
          <Fact label="app.fleet.discount" value={formatPercent(offer.discountPercent)} />
          <Fact label="resources.tyres.fields.discountedPrice" value={formatMoney(offer.discountedPrice, currency)} />
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('resources.tyres.fields.validUntil')}
            </Typography>
            <Typography variant="body2" component="div">
              <ValidUntilCell validUntil={offer.validUntil} />
            </Typography>
          </Grid>
          <Fact label="app.fleet.added" value={formatDateTime(offer.createdAt)} />
          <Fact label="app.fleet.lastChanged" value={formatDateTime(offer.updatedAt)} />
        </Grid>
      </ShowSection>
      <ShowSection title="app.fleet.tyres.honoured">
        <Honoured offer={offer} />
      </ShowSection>
    </Box>
  );
}

/** One tyre offer: price and discount, its validity, and the pumps (linked) and shops that honour it. */
export const TyreShow = () => (
  <ResourceShow>
    <OfferDetails />
  </ResourceShow>
);
