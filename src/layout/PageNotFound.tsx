import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link, useLocation } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** An address that names no page of the portal: what was asked for, and the way home. */
export function PageNotFound() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2, p: 3 }}>
      <Title title="app.components.notFound.title" />
      <SearchOffIcon sx={{ fontSize: 48 }} color="action" aria-hidden />
      <Typography component="h1" variant="h5">
        {translate('app.components.notFound.title')}
      </Typography>
      <Typography>
        {translate('app.components.notFound.noPage', {
          path: pathname.length > 60 ? `${pathname.slice(0, 60)}…` : pathname,
        })}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.components.notFound.home')}
      </Button>
    </Box>
  );
}
