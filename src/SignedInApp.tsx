import type { ReactNode } from 'react';
import { AdminUI, CanAccess, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { RESOURCE_REGISTRY } from './domain/resourceRegistry';
import { Route } from 'react-router-dom';
import { DEFAULT_CLIENT_CONFIG } from './domain/clientConfig';
import { ChangePasswordRoute } from './custom/auth/authRoutes';
import { AppLayout } from './layout/AppLayout';
import { AccessDenied } from './layout/AccessDenied';
import { PageNotFound } from './layout/PageNotFound';
import { lazyPage } from './layout/lazyPage';
import { PAGES } from './bootstrap/screens';

const Dashboard = lazyPage(PAGES.dashboard, 'Dashboard');
const ChangePasswordPage = lazyPage(PAGES.changePassword, 'ChangePasswordPage');
const ShipmentWizard = lazyPage(PAGES.shipmentWizard, 'ShipmentWizard');
const WalletPage = lazyPage(PAGES.wallet, 'WalletPage');
const BillingConfigurationPage = lazyPage(PAGES.billing, 'BillingConfigurationPage');
const VerificationQueuePage = lazyPage(PAGES.verificationQueue, 'VerificationQueuePage');
const VerificationCasePage = lazyPage(PAGES.verificationCase, 'VerificationCasePage');
const ConfigurationListPage = lazyPage(PAGES.configurationList, 'ConfigurationListPage');
const ConfigurationEntryPage = lazyPage(PAGES.configurationEntry, 'ConfigurationEntryPage');
const EmailNotificationsPage = lazyPage(PAGES.emailNotifications, 'EmailNotificationsPage');
const LaneReportPage = lazyPage(PAGES.laneReport, 'LaneReportPage');

/** Each resource's views, from its folder: `resources/<name>/index.ts` (companies: a lookup, no screens). */
const VIEWS: Record<string, Omit<ResourceProps, 'name'>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Omit<ResourceProps, 'name'>>('./resources/*/index.ts', { eager: true, import: 'default' }),
  ).map(([file, views]) => [file.split('/')[2], views]),
);

/** A custom page behind its permission area (SPEC §4), like a resource's pages are. */
const guarded = (resource: string, page: ReactNode) => (
  <CanAccess action="list" resource={resource} accessDenied={<AccessDenied />}>
    {page}
  </CanAccess>
);

/**
 * react-admin's UI for a signed-in user: its own chunk, so the sign-in pages load without the
 * layout, the resources and their screens (each of which is a chunk of its own too).
 */
export default function SignedInApp() {
  return (
    <AdminUI
      title={DEFAULT_CLIENT_CONFIG.clientName}
      layout={AppLayout}
      dashboard={Dashboard}
      loginPage={false}
      accessDenied={AccessDenied}
      catchAll={PageNotFound}
      disableTelemetry
    >
      {RESOURCE_REGISTRY.filter((entry) => entry.route).map((entry) => (
        <Resource key={entry.name} name={entry.name} options={{ label: entry.label.en }} {...VIEWS[entry.name]} />
      ))}
      <CustomRoutes>
        <Route path={ChangePasswordRoute} element={<ChangePasswordPage />} />
        <Route path="/shipments/create" element={<ShipmentWizard />} />
        <Route path="/wallet" element={guarded('wallet', <WalletPage />)} />
        <Route path="/billing" element={guarded('billing', <BillingConfigurationPage />)} />
        <Route path="/verification" element={guarded('verification', <VerificationQueuePage />)} />
        <Route path="/verification/:id" element={guarded('verification', <VerificationCasePage />)} />
        <Route path="/configuration" element={guarded('config', <ConfigurationListPage />)} />
        <Route path="/configuration/:name" element={guarded('config', <ConfigurationEntryPage />)} />
        <Route path="/settings/email-notifications" element={guarded('notifications', <EmailNotificationsPage />)} />
        <Route path="/lane-rates" element={guarded('lane-rates', <LaneReportPage />)} />
      </CustomRoutes>
    </AdminUI>
  );
}
