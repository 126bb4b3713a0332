import { VEHICLE_TYPES } from '../../../src/domain/vehicleTypes';

/** The demo partner's drivers: the first is the demo driver account's own record. */
export const DEMO_DRIVERS = [
  { fullName: 'Muhammad Aslam', phoneNumber: '03051234567', cnic: '3520212345671', licenseNumber: 'LHR-DL-204511', licenseExpiry: '2028-06-30', status: 'VERIFIED', linkDemoDriver: true },
  { fullName: 'Ghulam Abbas', phoneNumber: '03051234568', cnic: '4220112345672', licenseNumber: 'KHI-DL-880312', licenseExpiry: '2027-12-31', status: 'VERIFIED', linkDemoDriver: false },
  { fullName: 'Naveed Iqbal', phoneNumber: '03051234569', cnic: '1730112345673', licenseNumber: 'PSH-DL-112907', licenseExpiry: '2029-03-15', status: 'VERIFIED', linkDemoDriver: false },
  { fullName: 'Shahid Mehmood', phoneNumber: '03051234570', cnic: '3740512345674', licenseNumber: 'RWP-DL-330921', licenseExpiry: '2027-01-31', status: 'PENDING', linkDemoDriver: false },
];

/** Two vehicles of every type for the demo partner, registered in Pakistani style. */
export const demoVehicles = () =>
  VEHICLE_TYPES.flatMap((type, i) =>
    [0, 1].map((n) => ({
      registrationNumber: `${['LES', 'KHI', 'RIN'][n + (i % 2)]}-${String(1000 + i * 37 + n * 511).padStart(4, '0')}`,
      vehicleTypeId: type.id,
      capacityTonnes: type.id === 5 ? 1.5 : type.id === 4 ? 8 : 25,
      status: n === 1 && i === 0 ? 'PENDING' : 'VERIFIED',
    })),
  );
