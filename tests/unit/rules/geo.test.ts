import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_POSITION,
  KM_PER_MILE,
  distanceIn,
  geoPoint,
  greatCircleKm,
  latitudeFrom,
  longitudeFrom,
  routeDistanceKm,
} from '#domain/geo';
import { formatDistance } from '#domain/format';
import { mapDefaultPosition } from '#domain/configEntries';

const KARACHI = { latitude: 24.8607, longitude: 67.0011 };
const LAHORE = { latitude: 31.5204, longitude: 74.3587 };
const ISLAMABAD = { latitude: 33.6844, longitude: 73.0479 };

describe('great-circle distance (haversine)', () => {
  it('Karachi to Lahore is about 1,033 km, the same either way', () => {
    expect(greatCircleKm(KARACHI, LAHORE)).toBeCloseTo(1033.0, 0);
    expect(greatCircleKm(LAHORE, KARACHI)).toBeCloseTo(greatCircleKm(KARACHI, LAHORE), 9);
    expect(greatCircleKm(KARACHI, KARACHI)).toBe(0);
  });

  it('a route adds its legs in order; a stop without coordinates or a lone stop gives no distance', () => {
    const legs = greatCircleKm(KARACHI, LAHORE) + greatCircleKm(LAHORE, ISLAMABAD);
    expect(routeDistanceKm([KARACHI, LAHORE, ISLAMABAD])).toBeCloseTo(legs, 9);
    expect(routeDistanceKm([KARACHI, LAHORE, ISLAMABAD])).toBeCloseTo(1303, 0);
    expect(routeDistanceKm([KARACHI, null, ISLAMABAD])).toBeNull();
    expect(routeDistanceKm([KARACHI])).toBeNull();
    expect(routeDistanceKm([])).toBeNull();
  });

  it('km become miles only when the unit is mi', () => {
    expect(distanceIn(KM_PER_MILE * 100, 'mi')).toBeCloseTo(100, 9);
    expect(distanceIn(1033, 'km')).toBe(1033);
    expect(formatDistance(greatCircleKm(KARACHI, LAHORE), 'km')).toBe('1,033 km');
    expect(formatDistance(greatCircleKm(KARACHI, LAHORE), 'mi')).toBe('642 mi');
    expect(formatDistance(null, 'km')).toBe('N/A');
    expect(formatDistance(Number.NaN, 'mi')).toBe('N/A');
  });
});

describe('coordinates as typed', () => {
  it('a latitude is a number from -90 to 90, a longitude from -180 to 180', () => {
    expect(latitudeFrom(' 30.3753 ')).toBe(30.3753);
    expect(latitudeFrom('-90')).toBe(-90);
    expect(latitudeFrom('90.1')).toBeNull();
    expect(longitudeFrom('180')).toBe(180);
    expect(longitudeFrom('-180.5')).toBeNull();
    for (const bad of ['', '  ', 'abc', '1e999', null, undefined, Number.NaN]) expect(latitudeFrom(bad)).toBeNull();
  });

  it('a point needs both', () => {
    expect(geoPoint(24.86, 67.01)).toEqual({ latitude: 24.86, longitude: 67.01 });
    expect(geoPoint(null, 67.01)).toBeNull();
    expect(geoPoint('24.86', '')).toBeNull();
  });
});

describe('MAP_DEFAULT_POSITION', () => {
  const entry = (values: string[], enabled = 'enabled') => ({ values, enabled });
  it('an enabled entry with a usable latitude and longitude is where the map opens', () => {
    expect(mapDefaultPosition(entry(['24.8607', '67.0011']))).toEqual(KARACHI);
  });
  it('none, disabled or out of range: the centre of Pakistan', () => {
    expect(DEFAULT_MAP_POSITION).toEqual({ latitude: 30.3753, longitude: 69.3451 });
    expect(mapDefaultPosition(null)).toEqual(DEFAULT_MAP_POSITION);
    expect(mapDefaultPosition(entry(['24.8607', '67.0011'], 'disabled'))).toEqual(DEFAULT_MAP_POSITION);
    expect(mapDefaultPosition(entry(['95', '67.0011']))).toEqual(DEFAULT_MAP_POSITION);
    expect(mapDefaultPosition(entry(['24.8607']))).toEqual(DEFAULT_MAP_POSITION);
  });
});
