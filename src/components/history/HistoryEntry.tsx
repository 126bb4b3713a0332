import { Box, Typography, useTheme } from '@mui/material';
import { Link } from 'react-admin';
import { formatDateTime } from '#domain/format';
import type { HistoryEntryRecord } from '#domain/records/history';
import { BOOKING_FIELDS, DETAIL_FIELDS, SHIPMENT_FIELDS, isIdKey } from './historyFields';
import { useHistoryText } from './useHistoryText';
import { useSpecLabels } from '../../providers/useConfigEntry';
import { SHIPPER_RATE_FIELDS } from '#domain/configEntries';

/**
 * "before → after" reads the way the page does: the arrow points left in a right-to-left language, and
 * each value is isolated (bdi), so "Rs 2,000 ← Rs 2,500" is not read as one left-to-right run in Urdu.
 */
const ARROW = { ltr: '→', rtl: '←' } as const;

/** The detail's figures in DETAIL_FIELDS' order, then any others; ids only identify what is named beside them. */
const detailOf = (detail: HistoryEntryRecord['detail']) => {
  const known = Object.keys(DETAIL_FIELDS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return Object.entries(detail ?? {})
    .filter(([key]) => key in DETAIL_FIELDS || !isIdKey(key))
    .sort(([a], [b]) => rank(a) - rank(b));
};

/** One entry of a timeline: when, who, what, each field before → after, the detail and the reason. */
export function HistoryEntry({ entry, showBooking }: { entry: HistoryEntryRecord; showBooking: boolean }) {
  const { label, value, actor, translate } = useHistoryText();
  const arrow = ARROW[useTheme().direction];
  const fields = entry.bookingId === null ? SHIPMENT_FIELDS : BOOKING_FIELDS;
  const detail = detailOf(entry.detail);
  const { showShipperRate } = useSpecLabels();
  // A reason the entry carries is shown once, under Reason, not again as the field that stores it;
  // with SHIPPER_RATE off no change of the shipper's rate is shown.
  const changes = entry.changes.filter(
    (change) =>
      !(entry.reason && /Reason$/.test(change.field) && change.after === entry.reason) &&
      (showShipperRate || !SHIPPER_RATE_FIELDS.includes(change.field)),
  );
  const who = actor(entry.actorName, entry.actorType, entry.actorId);
  const event = translate(`app.history.events.${entry.event}`, { _: entry.event });
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        pb: 2,
        paddingInlineStart: 3,
        borderInlineStart: '2px solid',
        borderInlineStartColor: (theme) => theme.palette.divider,
        '&:last-of-type': { borderInlineStartColor: 'transparent' },
        // The dot on the line: logical sides, so it sits on the reading side in either direction.
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInlineStart: -7,
          top: 4,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {event}
        </Typography>
        {showBooking && entry.bookingId !== null && entry.bookingCode && (
          <Typography variant="body2" component="span">
            <Link to={`/bookings/${entry.bookingId}/show`}>
              {translate('app.history.booking', { code: entry.bookingCode })}
            </Link>
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {' · '}
        <bdi>{who.name}</bdi>
        {who.type && ` · ${who.type}`}
      </Typography>
      {changes.length > 0 && (
        <Box component="ul" aria-label={translate('app.history.changes')} sx={{ m: 0, mt: 0.5, paddingInlineStart: 2 }}>
          {changes.map((change) => {
            const spec = fields[change.field];
            return (
              <Typography component="li" variant="body2" key={change.field}>
                {label(change.field, spec)}: <bdi>{value(change.before, spec)}</bdi>{' '}
                <span role="img" aria-label={translate('app.history.changedTo')}>
                  {arrow}
                </span>{' '}
                <bdi>{value(change.after, spec)}</bdi>
              </Typography>
            );
          })}
        </Box>
      )}
      {detail.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {detail.map(([key, raw], index) => (
            <span key={key}>
              {index > 0 && ' · '}
              {label(key, DETAIL_FIELDS[key])}: <bdi>{value(raw, DETAIL_FIELDS[key])}</bdi>
            </span>
          ))}
        </Typography>
      )}
      {entry.reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('app.history.reason')}: <bdi>{entry.reason}</bdi>
        </Typography>
      )}
    </Box>
  );
}
