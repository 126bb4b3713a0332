/** SPEC document types (ids 1..60). */
export const DOCUMENT_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Bill-T (builty)' },
  { id: 2, name: 'Proof of delivery' },
  { id: 3, name: 'Container release order' },
  { id: 4, name: 'CNIC' },
  { id: 5, name: 'Driving License' },
  { id: 6, name: 'Vehicle Registration' },
  { id: 7, name: 'Bill of lading' },
  { id: 8, name: 'Delivery order' },
  { id: 9, name: 'Equipment interchange receipt' },
  { id: 10, name: 'Weighbridge slip' },
  { id: 11, name: 'Gate pass' },
  { id: 12, name: 'Token' },
  { id: 13, name: 'Advance payment details' },
  { id: 14, name: 'Remainder payment details' },
  { id: 15, name: 'Others' },
  { id: 16, name: 'Tyre Invoice' },
  { id: 17, name: 'Company Card' },
  { id: 18, name: 'DIB Resultant File' },
  { id: 19, name: 'Bank Deposit Slip' },
  { id: 20, name: 'Fuel Station Cash Receipt' },
  { id: 21, name: 'DO' },
  { id: 22, name: 'Seals' },
  { id: 23, name: 'Allowance Letter' },
  { id: 24, name: 'Container Handling Charges' },
  { id: 25, name: 'Clearance Charges' },
  { id: 26, name: 'Commission Charges' },
  { id: 27, name: 'Demurrage Charges' },
  { id: 28, name: 'Container Damage Charges' },
  { id: 29, name: 'Weightment Charges' },
  { id: 30, name: 'Crane Landing Charges' },
  { id: 31, name: 'Lolo Charges' },
  { id: 32, name: 'Over Weight Charges' },
  { id: 33, name: 'Detention Charges' },
  { id: 34, name: 'Labor Charges' },
  { id: 35, name: 'Container Offloading Charges' },
  { id: 36, name: 'Extra Stop Addition Charges' },
  { id: 37, name: 'Other Expenses' },
  { id: 38, name: 'Cancellation Charges At TIN' },
  { id: 39, name: 'Cancellation Charges At Shipper' },
  { id: 40, name: 'Invoice' },
  { id: 41, name: 'Cancellation' },
  { id: 42, name: 'Fuel Adjustment' },
  { id: 43, name: 'Logo' },
  { id: 44, name: 'Profile Image' },
  { id: 45, name: 'Challan' },
  { id: 46, name: 'Munshiana' },
  { id: 47, name: 'Partner Verification Document' },
  { id: 48, name: 'Packing List' },
  { id: 49, name: 'Commercial Invoice' },
  { id: 50, name: 'N9 + N4' },
  { id: 51, name: 'Waybill' },
  { id: 52, name: 'C1 Gate Pass' },
  { id: 53, name: 'Manifest' },
  { id: 54, name: 'Import Ethiopia Permit' },
  { id: 55, name: '2xT1' },
  { id: 56, name: 'Port Facturaction' },
  { id: 57, name: 'Custom Waybill' },
  { id: 58, name: 'Gate Pass (N9)' },
  { id: 59, name: 'T1 (N4)' },
  { id: 60, name: 'Ethiopian Custom Declaration' },
];

export const DOCUMENT_TYPE = {
  BUILTY: 1,
  PROOF_OF_DELIVERY: 2,
  CNIC: 4,
  DRIVING_LICENSE: 5,
  OTHERS: 15,
  COMPANY_CARD: 17,
  LOGO: 43,
  WEIGHBRIDGE_SLIP: 10,
  INVOICE: 40,
  PARTNER_VERIFICATION_DOCUMENT: 47,
} as const;

export const DEFAULT_BOOKING_DOCUMENT_IDS = [1, 2, 10] as const;

export const PARTNER_DOCUMENT_TYPE_IDS = [4, 5, 15, 17] as const;

export function documentTypeName(id: number): string | undefined {
  return DOCUMENT_TYPES.find((type) => type.id === id)?.name;
}

export function isBookingSelectableDocumentType(id: number): boolean {
  if (!DOCUMENT_TYPES.some((type) => type.id === id)) return false;
  return (id >= 1 && id <= 40) || id >= 48;
}

export function bookingSelectableDocumentTypes(): { id: number; name: string }[] {
  const defaults: readonly number[] = DEFAULT_BOOKING_DOCUMENT_IDS;
  const first = defaults
    .map((id) => DOCUMENT_TYPES.find((type) => type.id === id))
    .filter((type): type is { id: number; name: string } => type !== undefined);
  const rest = DOCUMENT_TYPES.filter(
    (type) => isBookingSelectableDocumentType(type.id) && !defaults.includes(type.id),
  ).sort((a, b) => a.id - b.id);
  return [...first, ...rest];
}
