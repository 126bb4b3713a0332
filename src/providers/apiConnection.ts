import { isCompanyScoped } from '#domain/userTypes';

/** The portal's connection to its API, from the build's environment (VITE_*; README: Configuration): where the API lives, the client identities it signs in with, the sign-in paths. */
export const API_URL = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';
export const API_TIMEOUT_MS = Number(import.meta.env.VITE_API_TIMEOUT_MS ?? 30_000);

export const CLIENT_SECRETS = {
  internal: (import.meta.env.VITE_CSR_CLIENT_SECRET as string | undefined) ?? 'csr-portal-secret',
  shipper: (import.meta.env.VITE_SHIPPER_CLIENT_SECRET as string | undefined) ?? 'shipper-portal-secret',
} as const;

export const LOGIN_PATHS = {
  internal: '/auth/user/login',
  shipper: '/auth/user/shipper/login',
} as const;

/** Shippers and brokers use the shipper client; everyone else in this portal the CSR client. */
export const clientSecretFor = (userType: number | null | undefined) =>
  isCompanyScoped(userType) ? CLIENT_SECRETS.shipper : CLIENT_SECRETS.internal;

export const LOGIN_ROUTE = '/auth/login';
/** The login route with the path to come back to, unless we are already on an auth page. */
export const loginPathFor = (currentPath: string) =>
  currentPath.includes('/auth') || currentPath === '/'
    ? LOGIN_ROUTE
    : `${LOGIN_ROUTE}?redirect=${encodeURIComponent(currentPath)}`;
