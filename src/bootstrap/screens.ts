/**
 * Every screen's module, by the path that opens it, without React: the entry starts the download of
 * the screen a reload or deep link lands on before React runs (instead of after the app, its layout
 * and its router have evaluated), and menus and rows start the one they open when pointed at or
 * focused. A resource's list and show pages are found by the folder convention
 * (`resources/<resource name>/<Name>List.tsx`, `…Show.tsx`); the other pages are listed here once and
 * SignedInApp.tsx routes them from this list.
 */
type Load = () => Promise<unknown>;

export const PAGES = {
  dashboard: () => import('../custom/dashboard/Dashboard'),
  shipmentWizard: () => import('../custom/shipmentWizard/ShipmentWizard'),
  wallet: () => import('../custom/wallet/WalletPage'),
  billing: () => import('../custom/billing/BillingConfigurationPage'),
  verificationQueue: () => import('../custom/verification/VerificationQueuePage'),
  verificationCase: () => import('../custom/verification/VerificationCasePage'),
  configurationList: () => import('../custom/configuration/ConfigurationListPage'),
  configurationEntry: () => import('../custom/configuration/ConfigurationEntryPage'),
  emailNotifications: () => import('../custom/emailNotifications/EmailNotificationsPage'),
  changePassword: () => import('../custom/auth/ChangePasswordPage'),
  laneReport: () => import('../custom/laneRates/LaneReportPage'),
};

const PAGE_PATHS: [RegExp, Load][] = [
  [/^\/$/, PAGES.dashboard],
  [/^\/shipments\/create$/, PAGES.shipmentWizard],
  [/^\/wallet$/, PAGES.wallet],
  [/^\/billing$/, PAGES.billing],
  [/^\/verification$/, PAGES.verificationQueue],
  [/^\/verification\/[^/]+$/, PAGES.verificationCase],
  [/^\/configuration$/, PAGES.configurationList],
  [/^\/configuration\/[^/]+$/, PAGES.configurationEntry],
  [/^\/settings\/email-notifications$/, PAGES.emailNotifications],
  [/^\/lane-rates$/, PAGES.laneReport],
];

const RESOURCE_PAGES = import.meta.glob(['../resources/*/*List.tsx', '../resources/*/*Show.tsx']);
const RESOURCE_PATH = /^\/([a-z-]+)(?:\/[^/]+\/(show))?\/?$/;
const LIST_PATH = /^\/([a-z-]+)\/?$/;

/** The resource whose list's own address `pathname` is (`/shipments`), if it is one. */
export const listAt = (pathname: string) => LIST_PATH.exec(pathname)?.[1];

/** The module of the screen at `pathname`, if it is a page or a resource's list or show page. */
export function screenAt(pathname: string): Load | undefined {
  const page = PAGE_PATHS.find(([path]) => path.test(pathname));
  if (page) return page[1];
  const [, resource, show] = RESOURCE_PATH.exec(pathname) ?? [];
  if (!resource) return undefined;
  const prefix = `../resources/${resource}/`;
  const suffix = show ? 'Show.tsx' : 'List.tsx';
  const key = Object.keys(RESOURCE_PAGES).find(
    (file) => file.startsWith(prefix) && file.endsWith(suffix) && !file.slice(prefix.length).includes('/'),
  );
  return key ? RESOURCE_PAGES[key] : undefined;
}

/** Starts downloading the screen at `pathname` (a link's target); a failure is left to its route to report. */
export function preloadScreen(pathname: string) {
  void screenAt(pathname)?.().catch(() => undefined);
}
