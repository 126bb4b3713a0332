import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  /** The section's h2 (a message key, a text or an element), which also names its region. */
  title: ReactNode;
  /** Beside the heading in one row: a status chip, buttons (a `<Box sx={{ flex: 1 }} />` in it pushes what follows to the end). */
  aside?: ReactNode;
  /** Before the heading in that row and outside it, so the heading (and the region) keep the title's name alone. */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A titled card of a show page: a region named by its heading, so screen readers can jump between
 * sections and tests find one by `getByRole('region', { name })`.
 */
export function ShowSection({ title, aside, icon, children }: Props) {
  const headingId = useId();
  const translate = useTranslate();
  const row = aside !== undefined || icon !== undefined;
  const heading = (
    <Typography component="h2" variant="h6" id={headingId} gutterBottom={!row}>
      {typeof title === 'string' ? translate(title, { _: title }) : title}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        {row ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            {icon}
            {heading}
            {aside}
          </Box>
        ) : (
          heading
        )}
        {children}
      </CardContent>
    </Card>
  );
}
