import { BLOCK_STATUS, USER_TYPE, type UserType } from '#domain/userTypes';

/**
 * The users area in every state, beside DESIGN.md's six demo accounts: staff on narrower roles (one
 * blocked), a second shipper login per demo company (one blocked), a blocked broker with its own adda,
 * and a blocked partner, so every filter of the users and demand-adda lists has something real to show.
 * They sign in with DEMO_PASSWORD too.
 */
export const EXTRA_ROLES = [
  {
    key: 'operations',
    name: 'Operations',
    permissions: [
      'shipments:*',
      'bookings:*',
      'bids:*',
      'drivers:*',
      'vehicles:*',
      'fleets:*',
      'locations:*',
      'notifications:*',
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    permissions: [
      'wallet:*',
      'payments:*',
      'invoices:*',
      'billing:*',
      'bookings:list',
      'shipments:list',
      'reports:list',
    ],
  },
  { key: 'readOnly', name: 'Shipments (read only)', permissions: ['shipments:list'] },
] as const;

export interface ExtraUser {
  userType: UserType;
  fullName: string;
  phoneNumber: string;
  email: string;
  role?: (typeof EXTRA_ROLES)[number]['key'];
  /** A demo company's key, or a new broker adda of that name. */
  company?: 'A' | 'B';
  adda?: string;
  blocked?: { reasonId: number; details: string };
}

export const EXTRA_USERS: readonly ExtraUser[] = [
  {
    userType: USER_TYPE.INTERNAL,
    fullName: 'Usman Tariq',
    phoneNumber: '03001234568',
    email: 'ops@example.com',
    role: 'operations',
  },
  {
    userType: USER_TYPE.INTERNAL,
    fullName: 'Farah Siddiqui',
    phoneNumber: '03001234569',
    email: 'finance@example.com',
    role: 'finance',
  },
  {
    userType: USER_TYPE.INTERNAL,
    fullName: 'Kamran Javed',
    phoneNumber: '03001234570',
    email: 'kamran.javed@example.com',
    role: 'readOnly',
    blocked: { reasonId: 1, details: 'Moved to the Karachi office' },
  },
  {
    userType: USER_TYPE.SHIPPER,
    fullName: 'Zainab Hussain',
    phoneNumber: '03011234568',
    email: 'zainab@indusfoods.example',
    company: 'A',
  },
  {
    userType: USER_TYPE.SHIPPER,
    fullName: 'Adeel Raza',
    phoneNumber: '03011234569',
    email: 'adeel@indusfoods.example',
    company: 'A',
    blocked: { reasonId: 2, details: 'Shipments posted from an unknown device' },
  },
  {
    userType: USER_TYPE.SHIPPER,
    fullName: 'Rabia Anwar',
    phoneNumber: '03021234568',
    email: 'rabia@karachicement.example',
    company: 'B',
  },
  {
    userType: USER_TYPE.SHIPPER,
    fullName: 'Faisal Nadeem',
    phoneNumber: '03021234569',
    email: 'faisal@karachicement.example',
    company: 'B',
    blocked: { reasonId: 1, details: 'Left in October' },
  },
  {
    userType: USER_TYPE.DEMAND_ADDA,
    fullName: 'Saleem Akhtar',
    phoneNumber: '03031234568',
    email: 'saleem@ravi-adda.example',
    adda: 'Ravi Truck Adda',
    blocked: { reasonId: 3, details: 'Commission for three loads unpaid' },
  },
  {
    userType: USER_TYPE.PARTNER,
    fullName: 'Chenab Goods Transport',
    phoneNumber: '03041234568',
    email: 'chenab@example.com',
    blocked: { reasonId: 4, details: 'Backed out of four accepted bids' },
  },
];

export const blockedColumns = (user: ExtraUser) =>
  user.blocked
    ? {
        blockStatus: BLOCK_STATUS.BLOCKED,
        blockReasonId: user.blocked.reasonId,
        blockDetails: user.blocked.details,
        blockedAt: new Date(),
      }
    : {};

/** Groups beyond the demo companies': a foreign one with a project (licence on record), and one with none yet. */
export const EXTRA_GROUPS = [
  {
    group: {
      name: 'Horn of Africa Freight',
      address: 'Rue de Marseille, Plateau du Serpent',
      cityId: 40,
      provinceId: 17,
      countryId: 3,
      identificationType: 1,
      identificationValue: '7700123',
    },
    project: {
      name: 'Djibouti Port Shuttle',
      email: 'ops@hoafreight.example',
      phoneNumber: '+25377654321',
      strn: null,
      projectVerticalTypeId: 2,
      isContractualAllowed: true,
      countryId: 3,
    },
    /** Outside the home country, so its import/export licence is on file (SPEC §5). */
    licence: true,
  },
  {
    group: {
      name: 'Punjab Agri Traders',
      address: '5 Kutchery Road',
      cityId: 6,
      provinceId: 1,
      countryId: 1,
      identificationType: 2,
      identificationValue: '3630212345675',
    },
    project: null,
    licence: false,
  },
] as const;
