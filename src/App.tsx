import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react';
import { CacheProvider } from '@emotion/react';
import { AdminContext } from 'react-admin';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { Route, RouterProvider, Routes, createBrowserRouter } from 'react-router-dom';
import { UNUSED_CACHE_MS } from './domain/limits';
import { writeFiguresIn } from './domain/format';
import { portalStore } from './theme/portalStore';
import { reportError } from './bootstrap/errorReporting';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { storage } from './providers/storage';
import { buildI18nProvider } from './i18n/i18nProvider';
import { directionOf, isLocale, storedLocale } from './i18n/locale';
import { localizedTheme } from './i18n/localizedTheme';
import { rtlCache } from './i18n/rtlCache';
import { FollowLanguage, useLoadedBundle } from './i18n/useLanguage';
import { LanguageNotice } from './i18n/useChangeLanguage';
import type { StartLocale } from './i18n/types';
import { DateLocaleContext } from './i18n/LocaleBundleContext';
import { retryScreenLoad } from './providers/queryRetry';
import { handEarlyAnswersTo } from './bootstrap/earlyAnswers';
import { answerAuthFromSession } from './providers/sessionAuthAnswers';
import { loadSignedInApp } from './bootstrap/appModules';
import { authRoutes } from './custom/auth/authRoutes';
import { ConfirmProvider } from './components/confirm';
import { RequireSession } from './layout/RequireSession';
import { ClientConfigProvider, useClientConfig } from './theme/ClientConfigProvider';
import { ConfigFailureNotice } from './theme/ConfigFailureNotice';
import { useSavedTheme } from './theme/useSavedTheme';
import { buildTheme, resolveColours } from './theme/theme';

const SignedInApp = lazy(loadSignedInApp);

/** SPEC §9: unused cached data is kept 60 seconds. Failed reads and writes go to error reporting (when configured). */
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportError(error, { queryKey: query.queryKey }) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      reportError(error, { mutationKey: mutation.options.mutationKey }),
  }),
  defaultOptions: { queries: { gcTime: UNUSED_CACHE_MS, retry: retryScreenLoad } },
});
handEarlyAnswersTo(queryClient);
answerAuthFromSession(queryClient);

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
function ThemedAdmin({ start }: { start: StartLocale }) {
  const { primaryColor, secondaryColor, language } = useClientConfig();
  const saved = useSavedTheme();
  const { primary, secondary } = resolveColours({ primary: primaryColor, secondary: secondaryColor }, saved);
  const [i18nProvider] = useState(() => buildI18nProvider(start.locale, start.bundle));
  const [store] = useState(portalStore);
  // The browser's choice, else the deployment's language (PREFERENCE), else what the page started in.
  const chosen = useSyncExternalStore(
    storage.subscribe,
    () => storedLocale() ?? (isLocale(language) ? language : start.locale),
  );
  const { locale, bundle } = useLoadedBundle(chosen, start);
  // Figures (amounts, weights, times' day periods) in the language on screen; set before the screens render.
  writeFiguresIn(
    locale === 'ur' ? 'ur-PK' : locale,
    bundle.dateLocale,
    (bundle.messages as { app?: { notAvailable?: string } }).app?.notAvailable,
    (bundle.messages as { app?: { units?: Record<string, string> } }).app?.units,
  );
  const lightTheme = useMemo(
    () => localizedTheme(buildTheme('light', { primary, secondary }), locale, bundle),
    [primary, secondary, locale, bundle],
  );
  const darkTheme = useMemo(
    () => localizedTheme(buildTheme('dark', { primary, secondary }), locale, bundle),
    [primary, secondary, locale, bundle],
  );
  const admin = (
    <DateLocaleContext.Provider value={bundle.dateLocale}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={saved?.mode}
      >
        <FollowLanguage locale={locale} />
        <LanguageNotice />
        {routes}
      </AdminContext>
    </DateLocaleContext.Provider>
  );
  // Right to left, emotion mirrors every style; the cache is swapped only for such a language.
  return directionOf(locale) === 'rtl' ? <CacheProvider value={rtlCache}>{admin}</CacheProvider> : admin;
}

/**
 * Browser-history routes (DESIGN.md); the server answers index.html for every portal path. A data
 * router, so a form with unsaved changes can hold a navigation until the user says to leave
 * (react-admin's warnWhenUnsavedChanges needs one).
 */
export default function App({ start }: { start: StartLocale }) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: (
          <ClientConfigProvider dataProvider={dataProvider}>
            <ThemedAdmin start={start} />
          </ClientConfigProvider>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}
