import type { GridChoice } from '#domain/gridChoices';
import type { AuthProvider } from 'ra-core';
import { canAccess, type AccessUser } from '#domain/permissions';
import type { Granter } from '#domain/grants';
import { loginPathFor } from './apiConnection';
import { ApiError, httpClient as defaultClient, type HttpClient } from './httpClient';
import { storage } from './storage';
import { signIn, type LoginParams } from './signIn';

export type { LoginParams };

export interface UserThemePreference {
  primary?: string;
  secondary?: string;
  mode?: 'light' | 'dark';
}

export interface StoredUser {
  id: number;
  userType: number;
  fullName: string;
  email: string | null;
  companyId: number | null;
  companyName: string | null;
  locale?: string;
  preferences?: { theme?: UserThemePreference; grids?: Record<string, GridChoice> };
}
export interface StoredRole {
  id: number;
  name: string;
  permissions: string[];
}

const currentPath = () => window.location.pathname + window.location.search;

/** The signed-in user as a granter of roles (src/domain/grants.ts): what the roles and users screens may offer. */
export function signedInGranter(): (Granter & { userType: number }) | null {
  const user = storage.getJson<StoredUser>('user');
  if (!user) return null;
  const roles = storage.getJson<StoredRole[]>('roles') ?? [];
  return {
    id: user.id,
    userType: user.userType,
    roleId: roles[0]?.id ?? null,
    permissions: roles.flatMap((role) => role.permissions),
  };
}

export function accessUser(): AccessUser | null {
  const user = signedInGranter();
  return user && { userType: user.userType as AccessUser['userType'], permissions: user.permissions };
}

/**
 * What the authProvider answers about the session, read at once from this browser's storage; the
 * authProvider's methods are these made asynchronous, and sessionAuthAnswers.ts hands them to
 * react-admin's queries before they are asked.
 */
export const sessionAnswers = {
  signedIn: () => storage.get('token') !== null,
  identity() {
    const user = storage.getJson<StoredUser>('user');
    return user && { id: user.id, fullName: user.fullName };
  },
  permissions: () => accessUser()?.permissions ?? [],
  canAccess: (action: string, resource: string) => canAccess(accessUser(), action, resource),
};

export function createAuthProvider(http: HttpClient = defaultClient): AuthProvider {
  return {
    async login(params: LoginParams) {
      await signIn(params, http);
    },
    async logout() {
      if (storage.get('token')) {
        await http.request('/auth/user/logout', { method: 'POST' }).catch(() => undefined);
      }
      storage.clearSession();
      return loginPathFor(currentPath());
    },
    async checkAuth() {
      if (!sessionAnswers.signedIn()) throw { redirectTo: loginPathFor(currentPath()), message: false };
    },
    async checkError(error: unknown) {
      // 401s were already refreshed or expired by the httpClient; anything else is not a session problem.
      if (error instanceof ApiError && error.kind === 401)
        throw { redirectTo: loginPathFor(currentPath()), message: false };
    },
    async getIdentity() {
      const identity = sessionAnswers.identity();
      if (!identity) throw new Error('Not signed in');
      return identity;
    },
    async getPermissions() {
      return sessionAnswers.permissions();
    },
    async canAccess({ action, resource }) {
      return sessionAnswers.canAccess(action, resource);
    },
  };
}

export const authProvider = createAuthProvider();
