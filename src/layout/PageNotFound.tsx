import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link, useLocation } from 'react-router-dom';
import { Title } from 'react-admin';

/** An address that names no page of the portal: what was asked for, and the way home. */
export function PageNotFound() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2, p: 3 }}>
      <Title title="Not found" />
      <SearchOffIcon sx={{ fontSize: 48 }} color="action" aria-hidden />
      <Typography component="h1" variant="h5">
        Not found
      </Typography>
      <Typography>{`No page of the portal is at ${pathname.length > 60 ? `${pathname.slice(0, 60)}…` : pathname}.`}</Typography>
      <Button component={Link} to="/" variant="contained">
        Back to the dashboard
      </Button>
    </Box>
  );
}
