import { USER_TYPE } from '#domain/userTypes';

export const USER_TYPE_LABELS: Record<number, string> = {
  [USER_TYPE.SHIPPER]: 'Shipper',
  [USER_TYPE.PARTNER]: 'Partner',
  [USER_TYPE.DRIVER]: 'Driver',
  [USER_TYPE.INTERNAL]: 'Internal staff',
  [USER_TYPE.DEMAND_ADDA]: 'Broker (demand adda)',
};
/** The message key of a user type's name (English as USER_TYPE_LABELS). */
export const userTypeKey = (userType: number) => `app.people.users.types.${userType}`;
// Choice names are message keys: react-admin translates them.
export const userTypeChoices = Object.keys(USER_TYPE_LABELS).map((id) => ({
  id: Number(id),
  name: userTypeKey(Number(id)),
}));
/** Who staff create here: colleagues, and shipper or broker users of a company. */
export const creatableUserTypeChoices = userTypeChoices.filter((c) =>
  [USER_TYPE.INTERNAL, USER_TYPE.SHIPPER, USER_TYPE.DEMAND_ADDA].includes(c.id as never),
);
export const blockStatusChoices = [
  { id: 2, name: 'app.people.users.blockStatus.active' },
  { id: 1, name: 'app.people.users.blockStatus.blocked' },
];
