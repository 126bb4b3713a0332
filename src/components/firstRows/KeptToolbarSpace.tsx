import { Box, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';
import { useListSettled } from './FirstRows';
import type { ToolbarSpace } from './listSpaces';

/**
 * The list's toolbar (filters and actions) until the first rows have painted: an empty box of its
 * exact height. Whether the fields sit side by side hangs on the toolbar's width, not the window's
 * (the menu may be open or closed): the box asks its own width, as a container query.
 */
export function KeptToolbarSpace({ space }: { space: ToolbarSpace }) {
  const { isPending, error } = useListContext();
  useListSettled(!isPending, Boolean(error));
  return (
    <Box sx={{ containerType: 'inline-size', width: '100%' }}>
      <Box
        aria-hidden
        sx={(theme: Theme) => ({
          height: space.phone,
          [theme.breakpoints.up('sm')]: { height: space.narrow },
          [`@container (min-width: ${space.fieldsRowWidth}px)`]: {
            [theme.breakpoints.up('sm')]: { height: space.wide },
          },
        })}
      />
    </Box>
  );
}
