import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { useListSettled, type ReservedHeight } from './FirstRows';

/** The list's toolbar (filters and actions) until the first rows have painted: an empty box of its exact height. */
export function ListToolbarPlaceholder({ height }: { height: ReservedHeight }) {
  const { isPending, error } = useListContext();
  useListSettled(!isPending, Boolean(error));
  return <Box aria-hidden sx={{ height, width: '100%' }} />;
}
