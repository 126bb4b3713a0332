import type { PermissionAction } from '#domain/permissions';

/**
 * The one table of which permission resource each API route belongs to (DESIGN: a central guard,
 * not per-handler ifs). A route is matched by its path prefix below /api; the first match wins, so
 * longer prefixes come first. A route that matches nothing here and is not public is a mistake the
 * access-matrix test reports, so every new route must be placed.
 */
export const ROUTE_RESOURCES: readonly [prefix: string, resource: string][] = [
  ['/shipment-template', 'shipments'],
  ['/shipment-document', 'shipments'],
  ['/shipment', 'shipments'],
  ['/bid-limit', 'bidLimits'],
  ['/bid', 'bids'],
  ['/bookingDocument', 'bookings'],
  ['/booking', 'bookings'],
  ['/tracking', 'bookings'],
  ['/digitize', 'bookings'],
  ['/driverDocument', 'drivers'],
  ['/driver-vehicle-type', 'drivers'],
  ['/drivers', 'drivers'],
  ['/vehicleDocument', 'vehicles'],
  ['/vehicles', 'vehicles'],
  ['/fleets', 'fleets'],
  ['/fuelPump', 'fuel-pumps'],
  ['/tyres', 'tyres'],
  ['/locations', 'locations'],
  ['/location', 'locations'],
  ['/userDocument', 'verification'],
  ['/wallet', 'wallet'],
  ['/bank/v1/payment', 'payments'],
  ['/bank/v1/all', 'payments'],
  // A partner keeps its own bank accounts (the routes check whose); payments and the accounts' overview are staff work.
  ['/bank', 'wallet'],
  ['/invoice-document', 'invoices'],
  ['/invoice', 'invoices'],
  ['/billing', 'billing'],
  ['/document/bill-t', 'bookings'],
  ['/user/partner', 'users'],
  ['/user', 'users'],
  ['/demand-adda', 'demand-addas'],
  ['/company-group', 'company-groups'],
  ['/company/v1/configurations', 'config'],
  ['/company', 'company-projects'],
  ['/notification', 'notifications'],
  ['/verification-config', 'verification'],
  ['/verification', 'verification'],
  ['/partner_verification_data', 'verification'],
  // A shipper's own dashboard counts; the staff reports are the reports area.
  ['/report/v1/shipper', 'dashboard'],
  // Clocks are dashboard figures; the route keeps each clock to those who may open its list.
  ['/clocks', 'dashboard'],
  ['/report', 'reports'],
  ['/roles', 'roles'],
  ['/permission', 'roles'],
];

/** Routes every signed-in user may call whatever the role: their own session and account, reference data. Checked first. */
export const OPEN_TO_SIGNED_IN: readonly string[] = [
  '/auth/',
  '/user/:userId/changePassword',
  '/driver/:userId/changePassword',
  '/user/:userId/changePin',
  '/config',
  '/preferences',
  '/cities',
  '/country',
  '/states',
  '/goods-types',
  '/vehicle-types',
  '/vehicle-type-variant',
  '/reason/refusal',
];

/** Actions that the method alone would name wrongly: a POST that changes records rather than creating one. */
const ACTION_OVERRIDES: Record<string, PermissionAction> = {
  'POST /shipment/contract-amount/upload': 'update',
  'POST /bid/v3/assign': 'update',
  'POST /digitize/v1': 'update',
};

const stripApi = (url: string) => (url.startsWith('/api/') ? url.slice(4) : url);

export function resourceOf(url: string): string | undefined {
  const path = stripApi(url);
  return ROUTE_RESOURCES.find(
    ([prefix]) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  )?.[1];
}

export const isOpenToSignedIn = (url: string) => {
  const path = stripApi(url);
  return OPEN_TO_SIGNED_IN.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path === prefix,
  );
};

/**
 * The permission action of a route: GET lists, PUT/PATCH update, DELETE deletes; a POST creates at a
 * collection (no :id in the path) and updates below a record (/shipment/:id/tag, /bid/:id/accept).
 */
export function actionOf(method: string, url: string): PermissionAction {
  const path = stripApi(url);
  const override = ACTION_OVERRIDES[`${method} ${path}`];
  if (override) return override;
  if (method === 'GET' || method === 'HEAD') return 'list';
  if (method === 'DELETE') return 'delete';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  return path.includes('/:') ? 'update' : 'create';
}
