import { Grid, Typography } from '@mui/material';
import { orNotAvailable } from '#domain/format';

/** One labelled figure of a detail card; an empty value reads N/A (SPEC §9). */
export function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{orNotAvailable(value)}</Typography>
    </Grid>
  );
}
