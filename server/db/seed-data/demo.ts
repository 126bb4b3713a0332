import { USER_TYPE, type UserType } from '../../../src/domain/userTypes';
import { ALL_PERMISSIONS } from '../../../src/domain/permissions';

/** DESIGN.md demo accounts; every one signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ROLES = [{ key: 'admin', name: 'Administrator', permissions: [ALL_PERMISSIONS] }] as const;

export const DEMO_COMPANIES = [
  { key: 'A', name: 'Indus Foods (Pvt) Ltd' },
  { key: 'B', name: 'Karachi Cement Company' },
  { key: 'broker', name: 'Shaheen Goods Adda' },
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
  { label: 'CSR admin', userType: USER_TYPE.INTERNAL, phoneNumber: '03001234567', email: 'csr@example.com', fullName: 'Ayesha Khan', role: 'admin', login: 'internal' },
  { label: 'Shipper, company A', userType: USER_TYPE.SHIPPER, phoneNumber: '03011234567', email: 'shipper@example.com', fullName: 'Bilal Ahmed', company: 'A', login: 'shipper' },
  { label: 'Shipper, company B', userType: USER_TYPE.SHIPPER, phoneNumber: '03021234567', email: 'shipper2@example.com', fullName: 'Sana Malik', company: 'B', login: 'shipper' },
  { label: 'Broker (demand adda)', userType: USER_TYPE.DEMAND_ADDA, phoneNumber: '03031234567', email: 'broker@example.com', fullName: 'Imran Qureshi', company: 'broker', login: 'shipper' },
  { label: 'Partner', userType: USER_TYPE.PARTNER, phoneNumber: '03041234567', email: 'partner@example.com', fullName: 'Tariq Transport', login: 'mobile app' },
  { label: 'Driver', userType: USER_TYPE.DRIVER, phoneNumber: '03051234567', email: 'driver@example.com', fullName: 'Muhammad Aslam', login: 'mobile app' },
];
