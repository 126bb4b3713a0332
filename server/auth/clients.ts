import { timingSafeEqual, createHash } from 'node:crypto';
import { COMPANY_SCOPED_USER_TYPES, USER_TYPE, type UserType } from '#domain/userTypes';
import type { ClientSecrets } from '../environment';

/** The three client identities of DESIGN.md and which user types each may sign in. */
export type ClientName = keyof ClientSecrets;
export type LoginPath = 'internal' | 'shipper';

export const CLIENT_RULES: Record<ClientName, { path: LoginPath; userTypes: readonly UserType[] }> = {
  csr: { path: 'internal', userTypes: [USER_TYPE.INTERNAL] },
  partner: { path: 'internal', userTypes: [USER_TYPE.PARTNER, USER_TYPE.DRIVER] },
  shipper: { path: 'shipper', userTypes: COMPANY_SCOPED_USER_TYPES },
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Which client a secret belongs to, compared in constant time. */
export function identifyClient(secrets: ClientSecrets, secret: string | undefined): ClientName | undefined {
  if (!secret) return undefined;
  const given = digest(secret);
  return (Object.keys(secrets) as ClientName[]).find((name) => timingSafeEqual(digest(secrets[name]), given));
}

export const clientAllows = (client: ClientName, path: LoginPath, userType: number) =>
  CLIENT_RULES[client].path === path && (CLIENT_RULES[client].userTypes as readonly number[]).includes(userType);
