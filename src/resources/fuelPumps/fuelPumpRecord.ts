/** A fuel pump as GET /fuelPump answers it. */
export interface FuelPumpRecord {
  id: number;
  name: string;
  brand: string;
  cityId: number;
  cityName: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  discountPercent: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** "5%", or "2.5%". */
export const formatPercent = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? `${value}%` : null);
