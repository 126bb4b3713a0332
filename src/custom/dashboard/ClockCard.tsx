import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { PALETTE } from '#domain/palette';
import { clockColour } from '#domain/clocks';
import type { ClockRecord } from '#domain/records/clocks';
import { clockListUrl, useClockTexts } from '../../components/clocks/clockTexts';

/**
 * One clock: its name, how many rows are late or due (or that nothing is), and the limit it counts
 * with; the whole card opens its list filtered to exactly those rows.
 */
export function ClockCard({ record }: { record: ClockRecord }) {
  const texts = useClockTexts();
  const { ink, tint } = PALETTE[clockColour(record)];
  const name = texts.name(record.clock);
  const status = texts.status(record);
  const limit = texts.limit(record);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderLeft: 4, borderLeftColor: ink }}>
      <CardActionArea
        component={Link}
        to={clockListUrl(record)}
        aria-label={`${name}: ${record.count}, ${status}, ${limit}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="h5" component="p">
            {record.count}
          </Typography>
          <Box component="span" sx={{ display: 'inline-block', mt: 0.5, px: 0.75, borderRadius: 1, bgcolor: tint }}>
            <Typography variant="body2" component="span" sx={{ color: ink, fontWeight: 600 }}>
              {status}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {limit}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
