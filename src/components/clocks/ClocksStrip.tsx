import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clockColour } from '#domain/clocks';
import { PALETTE } from '#domain/palette';
import { clocksOfList, type ClockList, type ClockName } from '#domain/clocks';
import type { ClockRecord } from '#domain/records/clocks';
import { useClocks } from './useClocks';
import { useClockTexts } from './clockTexts';

import { CLOCKS_STRIP_LINE as LINE } from '../firstRows/listSpaces';

// A list keeps the strip's space (CLOCKS_STRIP_SPACE) before it mounts (AfterFirstRows), so nothing moves.
const STRIP = { display: 'flex', alignItems: 'center', gap: 1, my: 1, height: LINE } as const;

interface Props {
  list: ClockList;
  /** The clock the list is filtered by now. */
  active?: ClockName;
  /** Filter the list by a clock, or (undefined) stop. */
  onChange: (clock: ClockName | undefined) => void;
}

/**
 * A list's clocks as compact toggle chips ("Trips not moving: 2"): pressing one shows only the rows it
 * counts, pressing it again (or Show all) lifts the filter. Nothing shows when the user has no clock here.
 */
export function ClocksStrip({ list, active, onChange }: Props) {
  const translate = useTranslate();
  const texts = useClockTexts();
  const clocks = useClocks();
  const mine = (clocks.data ?? []).filter((record) => clocksOfList(list).includes(record.clock));
  if (clocks.isPending)
    return (
      <Box sx={STRIP}>
        <CircularProgress size={16} aria-label={translate('app.clocks.loading')} />
      </Box>
    );
  if (clocks.isError)
    return (
      <Box sx={STRIP}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.clocks.couldNotLoad')}
        </Typography>
        <Button size="small" onClick={() => void clocks.refetch()}>
          {translate('app.dashboard.retry')}
        </Button>
      </Box>
    );
  if (!mine.length) return null;
  return (
    <Box
      role="group"
      aria-label={translate('app.clocks.stripLabel')}
      sx={{ ...STRIP, overflowX: 'auto', '& > *': { flexShrink: 0 } }}
    >
      {mine.map((record) => (
        <ClockChip
          key={record.clock}
          record={record}
          pressed={active === record.clock}
          name={texts.name(record.clock)}
          detail={`${texts.status(record)}, ${texts.limit(record)}`}
          onClick={() => onChange(active === record.clock ? undefined : record.clock)}
        />
      ))}
      {active && (
        <Button size="small" onClick={() => onChange(undefined)}>
          {translate('app.clocks.showAll')}
        </Button>
      )}
    </Box>
  );
}

function ClockChip(props: {
  record: ClockRecord;
  pressed: boolean;
  name: string;
  detail: string;
  onClick: () => void;
}) {
  const { record, pressed, name, detail, onClick } = props;
  const { ink, tint } = PALETTE[clockColour(record, 'grey')];
  return (
    <Chip
      size="small"
      clickable
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={`${name}: ${record.count}, ${detail}`}
      label={`${name}: ${record.count}`}
      variant={pressed ? 'filled' : 'outlined'}
      sx={{
        fontWeight: 600,
        color: pressed ? '#fff' : ink,
        bgcolor: pressed ? ink : tint,
        borderColor: ink,
        '&:hover, &.MuiChip-clickable:hover': { bgcolor: pressed ? ink : tint, opacity: 0.9 },
      }}
    />
  );
}
