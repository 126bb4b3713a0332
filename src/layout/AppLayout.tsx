import { memo, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissEntryCardsOff } from '../bootstrap/firstRows/entryCardsPage';
import { AppBar, Layout, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { Box, Divider, Typography } from '@mui/material';
import { useClientConfig } from '../theme/ClientConfigProvider';
import { AppUserMenu } from './AppUserMenu';
import { AppMenu } from './AppMenu';
import { NotificationBell } from '../custom/notifications';
import { LiveMark, LiveUpdates } from '../live';
import { SearchButton } from '../custom/search';

/**
 * The app bar wears the client's logo and name (THEME config), then the page title. Memoised, as is the
 * menu: react-admin renders the layout again on every navigation, and neither changes with the page.
 */
const BrandedAppBar = memo(function BrandedAppBar() {
  const { logoUrl, clientName } = useClientConfig();
  const translate = useTranslate();
  return (
    <AppBar
      // The client's THEME primary colour is its brand: the bar wears it (react-admin's default is the secondary).
      color="primary"
      userMenu={<AppUserMenu />}
      // react-admin's spinner has no accessible name of its own; its props reach the progressbar.
      toolbar={
        <>
          <SearchButton />
          <LiveMark />
          <NotificationBell />
          <ToggleThemeButton />
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { xs: 1, sm: 2 } }}>
        <Box component="img" src={logoUrl} alt="" sx={{ width: 28, height: 28, borderRadius: 1 }} />
        {/* On a phone the bar keeps the page's title; the client's name would push the bar's buttons off screen. */}
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
          {clientName}
        </Typography>
      </Box>
      <Divider
        orientation="vertical"
        flexItem
        sx={{ borderColor: 'currentColor', opacity: 0.4, my: 1.5, mr: 2, display: { xs: 'none', sm: 'block' } }}
      />
      <TitlePortal variant="subtitle1" />
    </AppBar>
  );
});

const StableMenu = memo(AppMenu);

/** Another page than the one the entry drew (src/bootstrap/firstRows): its picture goes. */
function EntryCardsFollowPage() {
  const { pathname } = useLocation();
  useEffect(() => dismissEntryCardsOff(pathname), [pathname]);
  return null;
}

const LAYOUT_SX = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    // The page may not grow wider than the window to fit its content (a grid, a row of tabs): they scroll within it.
    <Layout appBar={BrandedAppBar} menu={StableMenu} sx={LAYOUT_SX}>
      {children}
      <EntryCardsFollowPage />
      <LiveUpdates />
    </Layout>
  );
}
