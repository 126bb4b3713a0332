/** SPEC §3 user types. */
export const USER_TYPE = {
  SHIPPER: 1,
  PARTNER: 2,
  DRIVER: 3,
  INTERNAL: 4,
  DEMAND_ADDA: 5,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const USER_TYPE_NAMES: Record<UserType, string> = {
  1: 'Shipper',
  2: 'Partner',
  3: 'Driver',
  4: 'Internal',
  5: 'Broker (demand adda)',
};

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'number' && value in USER_TYPE_NAMES;

/** Users who belong to a shipper company and only ever see that company's data. */
export const COMPANY_SCOPED_USER_TYPES: readonly UserType[] = [USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA];

/** The portal's two login flavours (SPEC §6): internal staff and shippers. */
export const LOGIN_KIND = { INTERNAL: 'internal', SHIPPER: 'shipper' } as const;
export type LoginKind = (typeof LOGIN_KIND)[keyof typeof LOGIN_KIND];

/** Block status codes (SPEC §4). */
export const BLOCK_STATUS = { BLOCKED: 1, UNBLOCKED: 2 } as const;
