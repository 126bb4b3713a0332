export type { FuelPumpRecord } from '#domain/records/places';

/** "5%", or "2.5%". */
export const formatPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? `${value}%` : null;
