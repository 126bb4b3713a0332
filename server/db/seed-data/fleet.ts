import { VEHICLE_TYPES } from '#domain/vehicleTypes';
import { VERIFICATION_STATUS } from '#domain/fleet';
import { VEHICLE_TYPE_VARIANTS } from './vehicleVariants';

/**
 * The demo partner's drivers: the first is the demo driver account's own record. Every status is
 * there (three verified, Shahid awaiting verification with his papers on file, Zafar rejected), each
 * with the vehicle types he drives.
 */
export const DEMO_DRIVERS = [
  {
    fullName: 'Muhammad Aslam',
    phoneNumber: '03051234567',
    cnic: '3520212345671',
    licenseNumber: 'LHR-DL-204511',
    licenseExpiry: '2028-06-30',
    status: 'VERIFIED',
    statusReason: null,
    linkDemoDriver: true,
    vehicleTypeIds: [1, 2, 3],
    papers: true,
  },
  {
    fullName: 'Ghulam Abbas',
    phoneNumber: '03051234568',
    cnic: '4220112345672',
    licenseNumber: 'KHI-DL-880312',
    licenseExpiry: '2027-12-31',
    status: 'VERIFIED',
    statusReason: null,
    linkDemoDriver: false,
    vehicleTypeIds: [2, 3, 7],
    papers: true,
  },
  {
    fullName: 'Naveed Iqbal',
    phoneNumber: '03051234569',
    cnic: '1730112345673',
    licenseNumber: 'PSH-DL-112907',
    licenseExpiry: '2029-03-15',
    status: 'VERIFIED',
    statusReason: null,
    linkDemoDriver: false,
    vehicleTypeIds: [4, 5, 6],
    papers: true,
  },
  {
    fullName: 'Shahid Mehmood',
    phoneNumber: '03051234570',
    cnic: '3740512345674',
    licenseNumber: 'RWP-DL-330921',
    licenseExpiry: '2027-01-31',
    status: 'PENDING',
    statusReason: null,
    linkDemoDriver: false,
    vehicleTypeIds: [1, 7],
    papers: true,
  },
  {
    fullName: 'Zafar Hussain',
    phoneNumber: '03051234571',
    cnic: '3310012345675',
    licenseNumber: 'FSD-DL-071244',
    licenseExpiry: '2026-02-28',
    status: 'REJECTED',
    statusReason: 'The driving licence photo is unreadable: upload a clear scan of both sides',
    linkDemoDriver: false,
    vehicleTypeIds: [3],
    papers: false,
  },
] as const;

/** Two fleets of the demo partner, each holding its vehicles of some types; the others are in no fleet. */
export const DEMO_FLEETS = [
  {
    name: 'Karachi Port Shuttles',
    description: 'Container and flatbed trucks running between Port Qasim, KICT and the SITE warehouses',
    vehicleTypeIds: [1, 2],
  },
  {
    name: 'Lahore City Distribution',
    description: 'Light trucks and pickups for deliveries inside Lahore and to Sheikhupura',
    vehicleTypeIds: [4, 5, 6],
  },
] as const;

const MAKES: Record<number, string> = {
  1: 'Hino 500',
  2: 'Isuzu Giga',
  3: 'Hino Ranger',
  4: 'Mazda T3500',
  5: 'Suzuki Ravi',
  6: 'Hyundai Shehzore',
  7: 'Isuzu FVR',
};
const variantsOf = (typeId: number) => VEHICLE_TYPE_VARIANTS.filter((v) => v.vehicleTypeId === typeId);

/**
 * Two vehicles of every type for the demo partner, registered in Pakistani style, each of a variant of
 * its type with that variant's capacity; then one rejected halfbody.
 */
export const demoVehicles = () => [
  ...VEHICLE_TYPES.flatMap((type, i) =>
    [0, 1].map((n) => {
      const variant = variantsOf(type.id)[n];
      return {
        registrationNumber: `${['LES', 'KHI', 'RIN'][n + (i % 2)]}-${String(1000 + i * 37 + n * 511).padStart(4, '0')}`,
        vehicleTypeId: type.id,
        vehicleTypeVariantId: variant.id,
        capacityTonnes: variant.maxWeightTonnes,
        make: MAKES[type.id],
        modelYear: 2014 + ((i * 3 + n * 5) % 11),
        status: n === 1 && i === 0 ? VERIFICATION_STATUS.PENDING : VERIFICATION_STATUS.VERIFIED,
        statusReason: null as string | null,
      };
    }),
  ),
  {
    registrationNumber: 'LES-2210',
    vehicleTypeId: 3,
    vehicleTypeVariantId: 9,
    capacityTonnes: 25,
    make: 'Hino Ranger',
    modelYear: 2009,
    status: VERIFICATION_STATUS.REJECTED,
    statusReason: 'The registration book shows a different chassis number: upload the current registration',
  },
];

/** A tiny but real one-page PDF saying `text`, with a correct cross-reference table, so it opens in any viewer. */
export function tinyPdf(text: string) {
  const safe = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 40 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real 1×1 PNG (a photo of a card stands in for the real thing). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
