/**
 * Every screen's module, by the path that opens it, without React: the entry starts the download of
 * the screen a reload or deep link lands on before React runs (instead of after the app, its layout
 * and its router have evaluated), and menus and rows start the one they open when pointed at or
 * focused. A resource's list and show pages are found by the folder convention
 * (`resources/<resource>/<Name>List.tsx`, `…Show.tsx`); the other pages are listed here once and
 * SignedInApp.tsx routes them from this list.
 */
import { preloadDesktopGridIfWide } from '../components/grid/loadDesktopGrid';
import { keptModule } from './keptModule';

type Load = () => Promise<unknown>;
type ScreenModule = Record<string, unknown>;

/** Screen modules that have come, by file name (a screen's file is named as its component). */
const arrived = new Map<string, ScreenModule | 'two files of this name'>();

/** `load`, kept once it has come (keptModule), and listed under its file's name for loadedScreen. */
function keptScreen<M>(file: string, load: () => Promise<M>): () => Promise<M> {
  const name = file.replace(/^.*\/|\.tsx$/g, '');
  return keptModule(() =>
    load().then((module) => {
      const earlier = arrived.get(name);
      arrived.set(name, earlier && earlier !== module ? 'two files of this name' : (module as ScreenModule));
      return module;
    }),
  );
}

/**
 * The screen `component` if its file has already come through this module (from the entry, a menu or a
 * row), so that its route renders it without suspending; React.lazy suspends on a first render even
 * for a module in memory, and React 19 then holds the page back for up to 300 ms.
 */
export function loadedScreen(component: string): unknown {
  const module = arrived.get(component);
  return typeof module === 'object' ? module[component] : undefined;
}

export const PAGES = {
  dashboard: keptScreen('Dashboard', () => import('../custom/dashboard/Dashboard')),
  shipmentWizard: keptScreen('ShipmentWizard', () => import('../custom/shipmentWizard/ShipmentWizard')),
  wallet: keptScreen('WalletPage', () => import('../custom/wallet/WalletPage')),
  billing: keptScreen('BillingConfigurationPage', () => import('../custom/billing/BillingConfigurationPage')),
  verificationQueue: keptScreen('VerificationQueuePage', () => import('../custom/verification/VerificationQueuePage')),
  verificationCase: keptScreen('VerificationCasePage', () => import('../custom/verification/VerificationCasePage')),
  configurationList: keptScreen('ConfigurationListPage', () => import('../custom/configuration/ConfigurationListPage')),
  configurationEntry: keptScreen(
    'ConfigurationEntryPage',
    () => import('../custom/configuration/ConfigurationEntryPage'),
  ),
  emailNotifications: keptScreen(
    'EmailNotificationsPage',
    () => import('../custom/emailNotifications/EmailNotificationsPage'),
  ),
  changePassword: keptScreen('ChangePasswordPage', () => import('../custom/auth/ChangePasswordPage')),
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
];

const RESOURCE_PAGES = Object.fromEntries(
  Object.entries(import.meta.glob(['../resources/*/*List.tsx', '../resources/*/*Show.tsx'])).map(([file, load]) => [
    file,
    keptScreen(file, load),
  ]),
);
const RESOURCE_PATH = /^\/([a-z-]+)(?:\/[^/]+\/(show))?\/?$/;

const folderOf = (resource: string) => resource.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The module of the screen at `pathname`, if it is a page or a resource's list or show page. */
export function screenAt(pathname: string): Load | undefined {
  const page = PAGE_PATHS.find(([path]) => path.test(pathname));
  if (page) return page[1];
  const [, resource, show] = RESOURCE_PATH.exec(pathname) ?? [];
  if (!resource) return undefined;
  const prefix = `../resources/${folderOf(resource)}/`;
  const suffix = show ? 'Show.tsx' : 'List.tsx';
  const key = Object.keys(RESOURCE_PAGES).find(
    (file) => file.startsWith(prefix) && file.endsWith(suffix) && !file.slice(prefix.length).includes('/'),
  );
  return key ? RESOURCE_PAGES[key] : undefined;
}

/**
 * Starts downloading the screen at `pathname` (a link's target), with the data grid when it is a list
 * on a screen wide enough for one; a failure is left to its route to report.
 */
export function preloadScreen(pathname: string) {
  const load = screenAt(pathname);
  if (load && !PAGE_PATHS.some(([path]) => path.test(pathname)) && !pathname.endsWith('/show'))
    preloadDesktopGridIfWide();
  void load?.().catch(() => undefined);
}
