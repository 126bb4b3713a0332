import { lazy, Suspense, useEffect, useState } from 'react';
import { alpha, Box, ButtonBase, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

const SearchDialog = lazy(() => import('./SearchDialog').then((module) => ({ default: module.SearchDialog })));

/** Drawn as a search box (its text, the shortcut) where the app bar has room; a phone has the icon. Its shade darkens the bar, so its text keeps the bar's contrast. */
const BOX_SX = {
  gap: 1,
  px: 1.5,
  py: 0.75,
  minWidth: 220,
  justifyContent: 'flex-start',
  borderRadius: 1,
  color: 'inherit',
  bgcolor: (theme: Theme) => alpha(theme.palette.common.black, 0.15),
  '&:hover, &.Mui-focusVisible': { bgcolor: (theme: Theme) => alpha(theme.palette.common.black, 0.25) },
  '&.Mui-focusVisible': { outline: '2px solid currentColor' },
} as const;

/** The app bar's search: the box (or its icon on a phone), and Ctrl+K (⌘K on a Mac) from anywhere in the portal. */
export function SearchButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const label = translate('app.search.button');
  const roomy = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const dialog = open && (
    <Suspense fallback={null}>
      <SearchDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
  if (roomy)
    return (
      <>
        <ButtonBase aria-label={label} aria-keyshortcuts="Control+K Meta+K" onClick={() => setOpen(true)} sx={BOX_SX}>
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ flex: 1, textAlign: 'start' }}>
            {translate('app.search.box')}
          </Box>
          <Box component="kbd" sx={{ font: 'inherit', fontSize: 12, border: 1, borderRadius: 0.5, px: 0.5 }}>
            {translate('app.search.shortcut')}
          </Box>
        </ButtonBase>
        {dialog}
      </>
    );
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {dialog}
    </>
  );
}
