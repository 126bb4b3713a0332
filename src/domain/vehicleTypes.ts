/** SPEC §3 vehicle types (id), each with an icon name; DEFAULT_VEHICLE_ICON stands in for an unknown type. */
export const VEHICLE_TYPE = {
  CONTAINERIZED: 1,
  FLATBED: 2,
  HALFBODY: 3,
  MAZDA: 4,
  SUZUKI: 5,
  SHEHZORE: 6,
  REEFER: 7,
} as const;
export type VehicleTypeId = (typeof VEHICLE_TYPE)[keyof typeof VEHICLE_TYPE];

export const VEHICLE_TYPES: readonly { id: VehicleTypeId; name: string; icon: string }[] = [
  { id: 1, name: 'Containerized', icon: 'container' },
  { id: 2, name: 'Flatbed', icon: 'flatbed' },
  { id: 3, name: 'Halfbody', icon: 'halfbody' },
  { id: 4, name: 'Mazda', icon: 'mazda' },
  { id: 5, name: 'Suzuki', icon: 'suzuki' },
  { id: 6, name: 'Shehzore', icon: 'shehzore' },
  { id: 7, name: 'Reefer', icon: 'reefer' },
];
export const DEFAULT_VEHICLE_ICON = 'truck';
