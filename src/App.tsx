import { useMemo } from 'react';
import { AdminContext, AdminUI, CanAccess, CustomRoutes, Resource } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { UNUSED_CACHE_MS } from './domain/limits';
import { DEFAULT_CLIENT_CONFIG } from './domain/clientConfig';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { authRoutes, ChangePasswordRoute } from './custom/auth/authRoutes';
import { ChangePasswordPage } from './custom/auth/ChangePasswordPage';
import { ShipmentWizard } from './custom/shipmentWizard/ShipmentWizard';
import { Dashboard } from './custom/dashboard/Dashboard';
import { ConfirmProvider } from './custom/confirm';
import { AppLayout } from './layout/AppLayout';
import { AccessDenied } from './layout/AccessDenied';
import shipments from './resources/shipments';
import bookings from './resources/bookings';
import roles from './resources/roles';
import users from './resources/users';
import companyGroups from './resources/companyGroups';
import companyProjects from './resources/companyProjects';
import demandAddas from './resources/demandAddas';
import drivers from './resources/drivers';
import vehicles from './resources/vehicles';
import fleets from './resources/fleets';
import fuelPumps from './resources/fuelPumps';
import tyres from './resources/tyres';
import locations from './resources/locations';
import payments from './resources/payments';
import paymentBatches from './resources/paymentBatches';
import bankAccounts from './resources/bankAccounts';
import { WalletPage } from './custom/wallet/WalletPage';
import invoices from './resources/invoices';
import { BillingConfigurationPage } from './custom/billing/BillingConfigurationPage';
import { VerificationQueuePage } from './custom/verification/VerificationQueuePage';
import { VerificationCasePage } from './custom/verification/VerificationCasePage';
import { ConfigurationListPage } from './custom/configuration/ConfigurationListPage';
import { ConfigurationEntryPage } from './custom/configuration/ConfigurationEntryPage';
import { EmailNotificationsPage } from './custom/emailNotifications/EmailNotificationsPage';
import { RequireSession } from './layout/RequireSession';
import { ClientConfigProvider, useClientConfig } from './theme/ClientConfigProvider';
import { ConfigFailureNotice } from './theme/ConfigFailureNotice';
import { useSavedTheme } from './theme/useSavedTheme';
import { buildTheme, resolveColours } from './theme/theme';

/** SPEC §9: unused cached data is kept 60 seconds. */
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: UNUSED_CACHE_MS } } });

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
            <AdminUI title={DEFAULT_CLIENT_CONFIG.clientName} layout={AppLayout} dashboard={Dashboard} loginPage={false} accessDenied={AccessDenied} disableTelemetry>
              <Resource name="shipments" {...shipments} />
              <Resource name="bookings" {...bookings} />
              <Resource name="company-groups" {...companyGroups} />
              <Resource name="company-projects" {...companyProjects} />
              <Resource name="demand-addas" {...demandAddas} />
              <Resource name="users" {...users} />
              <Resource name="roles" {...roles} />
              <Resource name="drivers" {...drivers} />
              <Resource name="vehicles" {...vehicles} />
              <Resource name="fleets" {...fleets} />
              <Resource name="fuel-pumps" {...fuelPumps} />
              <Resource name="tyres" {...tyres} />
              <Resource name="locations" {...locations} />
              <Resource name="payments" {...payments} />
              <Resource name="payment-batches" options={{ label: 'Payment batches' }} {...paymentBatches} />
              <Resource name="bank-accounts" options={{ label: 'Bank accounts' }} {...bankAccounts} />
              <Resource name="invoices" {...invoices} />
              <Resource name="companies" recordRepresentation="name" />
              <CustomRoutes>
                <Route path={ChangePasswordRoute} element={<ChangePasswordPage />} />
                <Route path="/shipments/create" element={<ShipmentWizard />} />
                <Route path="/wallet" element={<CanAccess action="list" resource="wallet" accessDenied={<AccessDenied />}><WalletPage /></CanAccess>} />
                <Route path="/billing" element={<CanAccess action="list" resource="billing" accessDenied={<AccessDenied />}><BillingConfigurationPage /></CanAccess>} />
                <Route path="/verification" element={<CanAccess action="list" resource="verification" accessDenied={<AccessDenied />}><VerificationQueuePage /></CanAccess>} />
                <Route path="/verification/:id" element={<CanAccess action="list" resource="verification" accessDenied={<AccessDenied />}><VerificationCasePage /></CanAccess>} />
                <Route path="/configuration" element={<CanAccess action="list" resource="config" accessDenied={<AccessDenied />}><ConfigurationListPage /></CanAccess>} />
                <Route path="/configuration/:name" element={<CanAccess action="list" resource="config" accessDenied={<AccessDenied />}><ConfigurationEntryPage /></CanAccess>} />
                <Route path="/settings/email-notifications" element={<CanAccess action="list" resource="notifications" accessDenied={<AccessDenied />}><EmailNotificationsPage /></CanAccess>} />
              </CustomRoutes>
            </AdminUI>
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
