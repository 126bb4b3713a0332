import { AdminContext, AdminUI, CustomRoutes } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route } from 'react-router-dom';
import { UNUSED_CACHE_MS } from './domain/limits';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { LOGIN_ROUTE } from './providers/apiConfig';
import { LoginPage } from './custom/auth/LoginPage';
import { Dashboard } from './custom/dashboard/Dashboard';
import { ConfirmProvider } from './custom/confirm';
import { buildTheme } from './theme/theme';

const lightTheme = buildTheme('light');
const darkTheme = buildTheme('dark');
/** SPEC §9: unused cached data is kept 60 seconds. */
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: UNUSED_CACHE_MS } } });

/**
 * SPEC §2: the app mounts inside a store, a theme and a confirmation-dialog context, then shows the
 * router. Browser-history routes (DESIGN.md); the server answers index.html for every portal path.
 */
export default function App() {
  return (
    <BrowserRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        theme={lightTheme}
        darkTheme={darkTheme}
      >
        <ConfirmProvider>
          <AdminUI title="Freight Portal" dashboard={Dashboard} loginPage={false} disableTelemetry>
            <CustomRoutes noLayout>
              <Route path={LOGIN_ROUTE} element={<LoginPage />} />
            </CustomRoutes>
          </AdminUI>
        </ConfirmProvider>
      </AdminContext>
    </BrowserRouter>
  );
}
