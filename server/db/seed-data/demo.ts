import { USER_TYPE, type UserType } from '#domain/userTypes';
import { ALL_PERMISSIONS } from '#domain/permissions';

/** DESIGN.md demo accounts; every one signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ROLES = [{ key: 'admin', name: 'Administrator', permissions: [ALL_PERMISSIONS] }] as const;

/** Each demo company (project) in a group of its own: Lahore and Karachi industry, and a Rawalpindi adda. */
export const DEMO_COMPANIES = [
  {
    key: 'A',
    name: 'Indus Foods (Pvt) Ltd',
    project: {
      email: 'logistics@indusfoods.example',
      phoneNumber: '03011234567',
      strn: '3277876543210',
      projectVerticalTypeId: 0,
      isContractualAllowed: true,
      countryId: 1,
    },
    group: {
      name: 'Indus Group',
      address: '21 Main Boulevard, Gulberg III',
      cityId: 2,
      provinceId: 1,
      countryId: 1,
      identificationType: 1,
      identificationValue: '4123456',
    },
  },
  {
    key: 'B',
    name: 'Karachi Cement Company',
    project: {
      email: 'dispatch@karachicement.example',
      phoneNumber: '03021234567',
      strn: '1700987654321',
      projectVerticalTypeId: 8,
      isContractualAllowed: false,
      countryId: 1,
    },
    group: {
      name: 'Karachi Cement Holdings',
      address: 'Plot 14, SITE Area',
      cityId: 1,
      provinceId: 2,
      countryId: 1,
      identificationType: 2,
      identificationValue: '4210112345671',
    },
  },
  {
    key: 'broker',
    name: 'Shaheen Goods Adda',
    project: {
      email: 'adda@shaheen.example',
      phoneNumber: '03031234567',
      strn: null,
      projectVerticalTypeId: 4,
      isContractualAllowed: false,
      countryId: 1,
    },
    group: {
      name: 'Shaheen Adda',
      address: 'Pir Wadhai Truck Stand',
      cityId: 4,
      provinceId: 1,
      countryId: 1,
      identificationType: 2,
      identificationValue: '3740512345679',
    },
  },
] as const;

export interface DemoUser {
  label: string;
  userType: UserType;
  phoneNumber: string;
  email: string;
  fullName: string;
  company?: (typeof DEMO_COMPANIES)[number]['key'];
  role?: (typeof DEMO_ROLES)[number]['key'];
  /** Which portal login the account uses. */
  login: 'internal' | 'shipper' | 'mobile app';
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    label: 'CSR admin',
    userType: USER_TYPE.INTERNAL,
    phoneNumber: '03001234567',
    email: 'csr@example.com',
    fullName: 'Ayesha Khan',
    role: 'admin',
    login: 'internal',
  },
  {
    label: 'Shipper, company A',
    userType: USER_TYPE.SHIPPER,
    phoneNumber: '03011234567',
    email: 'shipper@example.com',
    fullName: 'Bilal Ahmed',
    company: 'A',
    login: 'shipper',
  },
  {
    label: 'Shipper, company B',
    userType: USER_TYPE.SHIPPER,
    phoneNumber: '03021234567',
    email: 'shipper2@example.com',
    fullName: 'Sana Malik',
    company: 'B',
    login: 'shipper',
  },
  {
    label: 'Broker (demand adda)',
    userType: USER_TYPE.DEMAND_ADDA,
    phoneNumber: '03031234567',
    email: 'broker@example.com',
    fullName: 'Imran Qureshi',
    company: 'broker',
    login: 'shipper',
  },
  {
    label: 'Partner',
    userType: USER_TYPE.PARTNER,
    phoneNumber: '03041234567',
    email: 'partner@example.com',
    fullName: 'Tariq Transport',
    login: 'mobile app',
  },
  {
    label: 'Driver',
    userType: USER_TYPE.DRIVER,
    phoneNumber: '03051234567',
    email: 'driver@example.com',
    fullName: 'Muhammad Aslam',
    login: 'mobile app',
  },
];
