/** Seed vehicle type variants with weight capacity ranges in tonnes. */
export const VEHICLE_TYPE_VARIANTS: {
  id: number;
  vehicleTypeId: number;
  name: string;
  minWeightTonnes: number;
  maxWeightTonnes: number;
}[] = [
  { id: 1, vehicleTypeId: 1, name: '20ft Container', minWeightTonnes: 10, maxWeightTonnes: 28 },
  { id: 2, vehicleTypeId: 1, name: '40ft Container', minWeightTonnes: 15, maxWeightTonnes: 30 },
  { id: 3, vehicleTypeId: 1, name: '40ft High Cube Container', minWeightTonnes: 15, maxWeightTonnes: 30 },
  { id: 4, vehicleTypeId: 1, name: '45ft Container', minWeightTonnes: 18, maxWeightTonnes: 32 },
  { id: 5, vehicleTypeId: 2, name: '20ft Flatbed', minWeightTonnes: 10, maxWeightTonnes: 25 },
  { id: 6, vehicleTypeId: 2, name: '40ft Flatbed', minWeightTonnes: 20, maxWeightTonnes: 35 },
  { id: 7, vehicleTypeId: 2, name: '22-Wheeler Flatbed', minWeightTonnes: 40, maxWeightTonnes: 60 },
  { id: 8, vehicleTypeId: 3, name: '6-Wheeler Halfbody', minWeightTonnes: 8, maxWeightTonnes: 15 },
  { id: 9, vehicleTypeId: 3, name: '10-Wheeler Halfbody', minWeightTonnes: 15, maxWeightTonnes: 25 },
  { id: 10, vehicleTypeId: 3, name: '12-Wheeler Halfbody', minWeightTonnes: 25, maxWeightTonnes: 35 },
  { id: 11, vehicleTypeId: 4, name: 'Mazda 14ft', minWeightTonnes: 3, maxWeightTonnes: 5 },
  { id: 12, vehicleTypeId: 4, name: 'Mazda 16ft', minWeightTonnes: 4, maxWeightTonnes: 6 },
  { id: 13, vehicleTypeId: 4, name: 'Mazda 20ft', minWeightTonnes: 6, maxWeightTonnes: 10 },
  { id: 14, vehicleTypeId: 5, name: 'Suzuki Ravi Pickup', minWeightTonnes: 0.5, maxWeightTonnes: 0.8 },
  { id: 15, vehicleTypeId: 5, name: 'Suzuki Bolan', minWeightTonnes: 0.4, maxWeightTonnes: 0.6 },
  { id: 16, vehicleTypeId: 6, name: 'Shehzore Standard', minWeightTonnes: 1.5, maxWeightTonnes: 2.5 },
  { id: 17, vehicleTypeId: 6, name: 'Shehzore Open', minWeightTonnes: 1.5, maxWeightTonnes: 3 },
  { id: 18, vehicleTypeId: 7, name: '20ft Reefer', minWeightTonnes: 8, maxWeightTonnes: 22 },
  { id: 19, vehicleTypeId: 7, name: '40ft Reefer', minWeightTonnes: 15, maxWeightTonnes: 28 },
];
