import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useEffect } from 'react';
import { dismissEntryCards } from '../bootstrap/firstRows/entryCardsPage';

/** Shown for a page the user's role does not allow (react-admin's own had text below WCAG contrast). */
export function AccessDenied() {
  const translate = useTranslate();
  useEffect(dismissEntryCards, []);
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, mt: 8, textAlign: 'center' }}>
      <Title title="app.components.accessDenied.title" />
      <LockIcon sx={{ fontSize: 56 }} color="action" />
      <Typography component="h1" variant="h5">
        {translate('app.components.accessDenied.title')}
      </Typography>
      <Typography color="text.primary">{translate('app.components.accessDenied.text')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.components.accessDenied.home')}
      </Button>
    </Box>
  );
}
