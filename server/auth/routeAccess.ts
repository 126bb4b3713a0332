import type { FastifyInstance } from 'fastify';
import type { PermissionAction, PermissionResource } from '#domain/permissions';

/** What a role's permissions name (src/domain/permissions.ts), and the dashboard's own figures. */
export type PermissionArea = PermissionResource | 'dashboard';

/**
 * Who may call a signed-in route, declared in its own config (`config: { access: 'shipments' }`):
 * - `'signedIn'`: every signed-in user whatever the role (their own session and account, reference data);
 * - an area: a role allowed the route's action on it (actionOf);
 * - `[area, action]`: where the method alone would name the action wrongly (a POST that changes records).
 */
export type RouteAccess = 'signedIn' | PermissionArea | readonly [PermissionArea, PermissionAction];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call it once signed in (the guard checks it on every request). */
    access?: RouteAccess;
  }
}

/**
 * The permission action of a route: GET lists, PUT/PATCH update, DELETE deletes; a POST creates at a
 * collection (no :id in the path) and updates below a record (/shipment/:id/tag, /bid/:id/accept).
 */
export function actionOf(method: string, url: string): PermissionAction {
  if (method === 'GET' || method === 'HEAD') return 'list';
  if (method === 'DELETE') return 'delete';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  return url.includes('/:') ? 'update' : 'create';
}

/** The area and action a declared access asks of the caller's role; undefined for 'signedIn'. */
export function permissionOf(access: RouteAccess, method: string, url: string) {
  if (access === 'signedIn') return undefined;
  return typeof access === 'string'
    ? { area: access, action: actionOf(method, url) }
    : { area: access[0], action: access[1] };
}

/**
 * Every route registered in `api` is public or declares who may call it: a route that forgets refuses
 * to register, so none can be reached by a role that was never meant to.
 */
export function requireDeclaredAccess(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    if (route.config?.public || route.config?.access) return;
    throw new Error(`${String(route.method)} ${route.url}: declare who may call it (config.access or config.public)`);
  });
}
