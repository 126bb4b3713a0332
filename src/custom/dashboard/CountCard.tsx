import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardActionArea, CardContent, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PALETTE, type PaletteName } from '#domain/palette';

interface Props {
  /** The visible label ("Delivered"). */
  label: string;
  /** The link's accessible name before the figure ("Delivered shipments"); the label when absent. */
  name?: string;
  value: number;
  /** A second line (an amount). */
  detail?: ReactNode;
  /** The list the figure counts. */
  to: string;
  colour?: PaletteName;
}

/** One dashboard figure; the whole card links to the list it counts. Named "<name>: <value>[, detail]". */
export function CountCard({ label, name, value, detail, to, colour = 'grey' }: Props) {
  const { ink, tint } = PALETTE[colour];
  const accessibleName = `${name ?? label}: ${value}${typeof detail === 'string' ? `, ${detail}` : ''}`;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderLeft: 4, borderLeftColor: ink }}>
      <CardActionArea component={Link} to={to} aria-label={accessibleName} sx={{ height: '100%' }}>
        <CardContent>
          {/* The palette's ink is dark: on a dark surface the label keeps the theme's text colour (WCAG contrast). */}
          <Typography
            variant="body2"
            sx={{
              color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.text.primary : ink),
              fontWeight: 600,
            }}
          >
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {value}
          </Typography>
          {detail && (
            <Box
              component="span"
              sx={{ display: 'inline-block', mt: 0.5, px: 0.75, borderRadius: 1, bgcolor: tint, color: ink }}
            >
              <Typography variant="body2" component="span">
                {detail}
              </Typography>
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * A figure not on screen yet: its label with a small progress while it loads, or a short note and a
 * Retry when it could not be read (the rest of the dashboard stays).
 */
export function CountCardNote({ label, error, onRetry }: { label: string; error?: unknown; onRetry?: () => void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderLeft: 4, borderLeftColor: 'divider' }}>
      <CardContent>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {error ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboard.figure.couldNotLoad')}
            </Typography>
            {onRetry && (
              <Button
                size="small"
                onClick={onRetry}
                aria-label={translate('app.dashboard.figure.retry', { name: label })}
              >
                {translate('app.dashboard.retry')}
              </Button>
            )}
          </Box>
        ) : (
          <CircularProgress
            size={24}
            sx={{ mt: 1 }}
            aria-label={translate('app.dashboard.figure.loading', { name: label })}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** A titled group of cards, a region named by its heading. */
export function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        {children}
      </Box>
    </Box>
  );
}
