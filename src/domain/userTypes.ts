/** SPEC §3 user types. */
export const USER_TYPE = {
  SHIPPER: 1,
  PARTNER: 2,
  DRIVER: 3,
  INTERNAL: 4,
  DEMAND_ADDA: 5,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** Users who belong to a shipper company and only ever see that company's data. */
export const COMPANY_SCOPED_USER_TYPES: readonly UserType[] = [USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA];

/** The portal's two login flavours (SPEC §6): internal staff and shippers. */
export type LoginKind = 'internal' | 'shipper';

/**
 * Which of the portal's sign-ins an account of this type uses (SPEC §6): staff the internal one,
 * shippers and brokers the shipper one; partners and drivers none (they use their apps).
 */
export function portalSignInOf(userType: number | null | undefined): LoginKind | null {
  if (userType === USER_TYPE.INTERNAL) return 'internal';
  return isCompanyScoped(userType) ? 'shipper' : null;
}

export const isCompanyScoped = (userType: number | null | undefined) =>
  (COMPANY_SCOPED_USER_TYPES as readonly (number | null | undefined)[]).includes(userType);

/** Block status codes (SPEC §4). */
export const BLOCK_STATUS = { BLOCKED: 1, UNBLOCKED: 2 } as const;
