import { useId } from 'react';
import { Box, Button, Typography, type ButtonProps } from '@mui/material';

/**
 * A button that says beside it why it cannot be pressed (`reason`, already in the user's language),
 * which is also its accessible description.
 */
export function ButtonWithReason({ reason, ...props }: ButtonProps & { reason?: string | null }) {
  const reasonId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button {...props} aria-describedby={reason ? reasonId : undefined} />
      {reason && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {reason}
        </Typography>
      )}
    </Box>
  );
}
