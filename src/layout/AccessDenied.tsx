import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';

/** Shown for a page the user's role does not allow (react-admin's own had text below WCAG contrast). */
export function AccessDenied() {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, mt: 8, textAlign: 'center' }}>
      <Title title="Access denied" />
      <LockIcon sx={{ fontSize: 56 }} color="action" />
      <Typography component="h1" variant="h5">
        Access denied
      </Typography>
      <Typography color="text.primary">
        Your role does not allow this page. Ask an administrator if you need it.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the dashboard
      </Button>
    </Box>
  );
}
