import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '#domain/format';
import { NOT_AVAILABLE_TEXT } from '#domain/limits';
import { isolated } from './fields/Isolated';

/** One labelled figure of a detail card (the label a message key or a text); an empty value reads N/A (SPEC §9). */
export function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  const translate = useTranslate();
  const text = orNotAvailable(value);
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label, { _: label })}
      </Typography>
      {/* A long unbroken text (a reference, a name) wraps inside its cell rather than widening the page. */}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {text === NOT_AVAILABLE_TEXT ? translate('app.notAvailable', { _: text }) : isolated(text)}
      </Typography>
    </Grid>
  );
}
