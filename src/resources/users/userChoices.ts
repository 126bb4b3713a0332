import { USER_TYPE } from '#domain/userTypes';

export const USER_TYPE_LABELS: Record<number, string> = {
  [USER_TYPE.SHIPPER]: 'Shipper',
  [USER_TYPE.PARTNER]: 'Partner',
  [USER_TYPE.DRIVER]: 'Driver',
  [USER_TYPE.INTERNAL]: 'Internal staff',
  [USER_TYPE.DEMAND_ADDA]: 'Broker (demand adda)',
};
export const userTypeChoices = Object.entries(USER_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));
/** Who staff create here: colleagues, and shipper or broker users of a company. */
export const creatableUserTypeChoices = userTypeChoices.filter((c) =>
  [USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA].includes(c.id as never),
);
export const blockStatusChoices = [
  { id: 2, name: 'Active' },
  { id: 1, name: 'Blocked' },
];
