import { PAGE_SIZE } from './limits';
import { OUTBOX_PAGE_SIZE } from './outbox';
import type { LocaleCode } from './locales';
import { SHIPMENT_FILTER } from './shipments';

/** The menu's sections, in order: the CSR menu grouped, with proper labels. */
export const MENU_GROUPS = {
  marketplace: 'Marketplace',
  companies: 'Companies and people',
  fleet: 'Fleet and places',
  money: 'Money',
  operations: 'Operations',
} as const;
export type MenuGroup = keyof typeof MENU_GROUPS;

/** How the dataProvider reaches a resource of the freight API. */
export interface ResourceRoute {
  /** API path of the resource (SPEC §7), without the /api prefix. */
  path: string;
  /** Default page size when react-admin asks for none (SPEC §9). */
  pageSize?: number;
  /** The update verb, where the API's is not PUT. */
  updateMethod?: 'PUT' | 'PATCH';
  /** The list's path, where it is not `path` (getList only). */
  listPath?: string;
  /** A list filter value the API serves from a call of its own (SPEC's favourites call): filter → value → path. */
  filterPaths?: Record<string, Record<string, string>>;
  /**
   * The list's first view: its sort and default filter. The list screen uses them, and so does the
   * entry, which asks for that first page while the app downloads (src/bootstrap/earlyAnswers.ts).
   */
  listDefaults?: ListDefaults;
}

export interface ListDefaults {
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, string>;
}

/**
 * One entry per resource, page or permission area: its API route (resources), the permission area that
 * guards it, its names and its place in the menu. The dataProvider, the menu, the roles' permission
 * areas, the language bundles' resource names and the `<Resource>`s (with the views of `src/resources/<name>/`) all read it, so a new
 * resource is one entry here plus its views. An entry with neither route nor page is an area only.
 */
export interface RegistryEntry {
  name: string;
  /** Its name in every language (react-admin's `resources.<name>.name` in each bundle). */
  label: Record<LocaleCode, string>;
  /** Permission area (src/domain/permissions.ts); the name itself when absent. */
  area?: string;
  /** A CRUD resource's API route; a page has `to` instead. */
  route?: ResourceRoute;
  /** A custom page's address. */
  to?: string;
  /** Where it sits in the menu; absent: not in the menu (a lookup resource, or one reached from another page). */
  group?: MenuGroup;
}

const REGISTRY = [
  {
    name: 'shipments',
    label: { en: 'Shipments', fr: 'Expéditions', ur: 'شپمنٹس' },
    group: 'marketplace',
    route: {
      path: '/shipment',
      pageSize: PAGE_SIZE.shipments,
      updateMethod: 'PATCH',
      filterPaths: { filter: { [SHIPMENT_FILTER.favourite]: '/shipment/favourite/all' } },
      listDefaults: { sort: { field: 'loadingTime', order: 'DESC' }, filter: { filter: SHIPMENT_FILTER.current } },
    },
  },
  {
    name: 'bookings',
    label: { en: 'Bookings', fr: 'Réservations', ur: 'بکنگز' },
    group: 'marketplace',
    route: {
      path: '/booking',
      pageSize: PAGE_SIZE.bookings,
      listDefaults: { sort: { field: 'createdAt', order: 'DESC' }, filter: {} },
    },
  },
  /** Bids are read and placed on their shipments' and bookings' pages. */
  { name: 'bids', label: { en: 'Bids', fr: 'Offres', ur: 'بولیاں' } },
  {
    name: 'bid-limits',
    label: { en: 'Bid limits', fr: 'Limites des offres', ur: 'بولی کی حدیں' },
    area: 'bidLimits',
    group: 'marketplace',
    route: { path: '/bid-limit' },
  },
  {
    name: 'company-groups',
    label: { en: 'Company groups', fr: "Groupes d'entreprises", ur: 'کمپنی گروپس' },
    group: 'companies',
    route: { path: '/company-group', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'company-projects',
    label: { en: 'Company projects', fr: "Projets d'entreprise", ur: 'کمپنی پروجیکٹس' },
    group: 'companies',
    route: { path: '/company/v2', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'demand-addas',
    label: { en: 'Brokers (demand addas)', fr: 'Courtiers (demand addas)', ur: 'بروکرز (ڈیمانڈ اڈے)' },
    group: 'companies',
    route: { path: '/demand-adda', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'users',
    label: { en: 'Users', fr: 'Utilisateurs', ur: 'صارفین' },
    group: 'companies',
    route: { path: '/user', pageSize: PAGE_SIZE.companies },
  },
  { name: 'roles', label: { en: 'Roles', fr: 'Rôles', ur: 'کردار' }, group: 'companies', route: { path: '/roles/v2' } },

  /** The roles the signed-in user may give a user (src/domain/grants.ts): the users screen's role choices. */
  {
    name: 'grantable-roles',
    label: { en: 'Roles', fr: 'Rôles', ur: 'کردار' },
    area: 'users',
    route: { path: '/user/grantable-roles' },
  },
  {
    name: 'email-notifications',
    label: { en: 'E-mail notifications', fr: 'Notifications par e-mail', ur: 'ای میل اطلاعات' },
    area: 'notifications',
    to: '/settings/email-notifications',
    group: 'companies',
  },
  /** Notifications: the bell's and the e-mails' settings. */
  { name: 'notifications', label: { en: 'Notifications', fr: 'Notifications', ur: 'اطلاعات' } },
  {
    name: 'drivers',
    label: { en: 'Drivers', fr: 'Chauffeurs', ur: 'ڈرائیورز' },
    group: 'fleet',
    route: { path: '/drivers', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'vehicles',
    label: { en: 'Vehicles', fr: 'Véhicules', ur: 'گاڑیاں' },
    group: 'fleet',
    route: { path: '/vehicles', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'fleets',
    label: { en: 'Fleets', fr: 'Flottes', ur: 'فلیٹس' },
    group: 'fleet',
    route: { path: '/fleets', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'fuel-pumps',
    label: { en: 'Fuel pumps', fr: 'Stations-service', ur: 'پٹرول پمپس' },
    group: 'fleet',
    route: { path: '/fuelPump', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'tyres',
    label: { en: 'Tyre offers', fr: 'Offres de pneus', ur: 'ٹائر کی پیشکشیں' },
    group: 'fleet',
    route: { path: '/tyres', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'locations',
    label: { en: 'Locations', fr: 'Lieux', ur: 'مقامات' },
    group: 'fleet',
    route: { path: '/locations', pageSize: PAGE_SIZE.companies },
  },
  { name: 'wallet', label: { en: 'Wallet', fr: 'Portefeuille', ur: 'والیٹ' }, to: '/wallet', group: 'money' },
  {
    name: 'payments',
    label: { en: 'Payments', fr: 'Paiements', ur: 'ادائیگیاں' },
    group: 'money',
    route: { path: '/bank/v1/payment', listPath: '/bank/v1/payment/all', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'payment-batches',
    label: { en: 'Payment batches', fr: 'Lots de paiement', ur: 'ادائیگی کے بیچ' },
    area: 'payments',
    group: 'money',
    route: { path: '/bank/v1/payment/batch', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'bank-accounts',
    label: { en: 'Bank accounts', fr: 'Comptes bancaires', ur: 'بینک اکاؤنٹس' },
    area: 'payments',
    group: 'money',
    route: { path: '/bank/v1', listPath: '/bank/v1/all', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'invoices',
    label: { en: 'Invoices', fr: 'Factures', ur: 'انوائسز' },
    group: 'money',
    route: { path: '/invoice', pageSize: PAGE_SIZE.companies },
  },
  {
    name: 'billing',
    label: { en: 'Billing configuration', fr: 'Configuration de facturation', ur: 'بلنگ کی ترتیب' },
    to: '/billing',
    group: 'money',
  },
  {
    name: 'verification',
    label: { en: 'Verification', fr: 'Vérification', ur: 'تصدیق' },
    to: '/verification',
    group: 'operations',
  },
  {
    name: 'config',
    label: { en: 'Configuration', fr: 'Configuration', ur: 'ترتیبات' },
    to: '/configuration',
    group: 'operations',
  },
  /** Every message the API sends (codes, invoices, notification e-mails) and how its sending went: staff watch and retry. */
  {
    name: 'outbox',
    label: { en: 'Outbox', fr: "Boîte d'envoi", ur: 'آؤٹ باکس' },
    group: 'operations',
    route: { path: '/outbox', pageSize: OUTBOX_PAGE_SIZE },
  },
  /** Reports: the dashboard's figures and the exports. */
  { name: 'reports', label: { en: 'Reports', fr: 'Rapports', ur: 'رپورٹس' } },
  /** Lane rates (src/domain/laneRates.ts): staff's report of every lane, a page of the reports area. */
  {
    name: 'lane-rates',
    label: { en: 'Lane rates', fr: 'Tarifs par trajet', ur: 'روٹ کے ریٹس' },
    area: 'reports',
    to: '/lane-rates',
    group: 'operations',
  },
  {
    name: 'companies',
    label: { en: 'Companies', fr: 'Entreprises', ur: 'کمپنیاں' },
    area: 'company-projects',
    route: { path: '/company', pageSize: PAGE_SIZE.companies },
  },
] as const satisfies readonly RegistryEntry[];
export const RESOURCE_REGISTRY: readonly RegistryEntry[] = REGISTRY;

type AreaOf<Entry> = Entry extends { area: infer Area extends string }
  ? Area
  : Entry extends { name: infer Name extends string }
    ? Name
    : never;
/** A permission area: what a role's permissions name (SPEC §3), each registry entry's area. */
export type PermissionResource = AreaOf<(typeof REGISTRY)[number]>;

/** Every permission area, in the registry's (the menu's) order. */
export const PERMISSION_RESOURCES: readonly PermissionResource[] = [
  ...new Set(RESOURCE_REGISTRY.map((entry) => (entry.area ?? entry.name) as PermissionResource)),
];

/** The dataProvider's table: every resource of the registry with an API route. */
export const RESOURCE_ROUTES: Record<string, ResourceRoute> = Object.fromEntries(
  RESOURCE_REGISTRY.filter((entry) => entry.route).map((entry) => [entry.name, entry.route!]),
);

/** Portal resources that are views of another permission area (payments holds batches and bank accounts). */
export const PERMISSION_AREA_OF: Record<string, string> = Object.fromEntries(
  RESOURCE_REGISTRY.filter((entry) => entry.area && entry.area !== entry.name).map((entry) => [
    entry.name,
    entry.area!,
  ]),
);

/** A permission area's label for the roles screen: its own entry's, else that of the entry it guards ("Bid limits"). */
export const areaLabel = (area: string) =>
  (RESOURCE_REGISTRY.find((entry) => entry.name === area) ?? RESOURCE_REGISTRY.find((entry) => entry.area === area))
    ?.label.en ?? area;

/** A language bundle's `resources`: every entry's name in that language. */
export const resourceNames = (locale: LocaleCode): Record<string, { name: string }> =>
  Object.fromEntries(RESOURCE_REGISTRY.map((entry) => [entry.name, { name: entry.label[locale] }]));

/** A resource list's first view (sort, default filter), where its registry entry names one. */
export const listDefaultsOf = (resource: string | undefined) =>
  resource ? RESOURCE_ROUTES[resource]?.listDefaults : undefined;

/** A resource list's page size (SPEC §9): its registry entry's, or the default. */
export const listPageSize = (resource: string | undefined) =>
  (resource && RESOURCE_ROUTES[resource]?.pageSize) || PAGE_SIZE.default;
