import { Suspense, lazy, useMemo } from 'react';
import { AdminContext } from 'react-admin';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { UNUSED_CACHE_MS } from './domain/limits';
import { reportError } from './bootstrap/errorReporting';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { retryScreenLoad } from './providers/queryRetry';
import { authRoutes } from './custom/auth/authRoutes';
import { ConfirmProvider } from './components/confirm';
import { RequireSession } from './layout/RequireSession';
import { ClientConfigProvider, useClientConfig } from './theme/ClientConfigProvider';
import { ConfigFailureNotice } from './theme/ConfigFailureNotice';
import { useSavedTheme } from './theme/useSavedTheme';
import { buildTheme, resolveColours } from './theme/theme';

const SignedInApp = lazy(() => import('./SignedInApp'));

/** SPEC §9: unused cached data is kept 60 seconds. Failed reads and writes go to error reporting (when configured). */
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportError(error, { queryKey: query.queryKey }) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      reportError(error, { mutationKey: mutation.options.mutationKey }),
  }),
  defaultOptions: { queries: { gcTime: UNUSED_CACHE_MS, retry: retryScreenLoad } },
});

/**
 * The auth pages are routed beside react-admin's UI, which only mounts for a signed-in user
 * (RequireSession): react-admin redirecting a signed-out user from a layout already on screen
 * looped between its logout and our theme updates. Made once, at module level.
 */
const routes = (
  <ConfirmProvider>
    <ConfigFailureNotice />
    <Routes>
      {authRoutes}
      <Route
        path="*"
        element={
          <RequireSession>
            <Suspense fallback={null}>
              <SignedInApp />
            </Suspense>
          </RequireSession>
        }
      />
    </Routes>
  </ConfirmProvider>
);

/**
 * SPEC §2: the app mounts inside a store, a theme and a confirmation-dialog context, then shows the
 * router. The theme is the client's THEME config, with the user's saved colours winning (SPEC §1).
 */
function ThemedAdmin() {
  const { primaryColor, secondaryColor } = useClientConfig();
  const saved = useSavedTheme();
  const { primary, secondary } = resolveColours({ primary: primaryColor, secondary: secondaryColor }, saved);
  const lightTheme = useMemo(() => buildTheme('light', { primary, secondary }), [primary, secondary]);
  const darkTheme = useMemo(() => buildTheme('dark', { primary, secondary }), [primary, secondary]);
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={saved?.mode}
    >
      {routes}
    </AdminContext>
  );
}

/** Browser-history routes (DESIGN.md); the server answers index.html for every portal path. */
export default function App() {
  return (
    <BrowserRouter>
      <ClientConfigProvider dataProvider={dataProvider}>
        <ThemedAdmin />
      </ClientConfigProvider>
    </BrowserRouter>
  );
}
