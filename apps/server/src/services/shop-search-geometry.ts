import { EARTH_RADIUS_MILES } from '@ttapply/domain';

// The arithmetic of shop search on the sphere, apart from the directory that uses it (shop-directory.ts).

const DEGREES = 180 / Math.PI;

/**
 * The smallest latitude/longitude box holding every point within `miles` of (lat, lng) on the sphere, grown by
 * 0.1 % so rounding never drops a shop at the edge. Longitude uses asin(sin(d) / cos(lat)): the circle is widest
 * east-west slightly poleward of its centre, so `miles / (69 * cos(lat))` would be a little too narrow.
 */
export function boundingBox(
  lat: number,
  lng: number,
  miles: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const angle = miles / EARTH_RADIUS_MILES;
  const dLat = angle * DEGREES * 1.001;
  const ratio = Math.sin(angle) / Math.cos(lat / DEGREES);
  const dLng = ratio >= 1 ? 180 : Math.asin(ratio) * DEGREES * 1.001;
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** A point on the unit sphere, as (x, y, z). */
export function unitVector(lat: number, lng: number): [number, number, number] {
  const phi = lat / DEGREES;
  const lambda = lng / DEGREES;
  const cosPhi = Math.cos(phi);
  return [cosPhi * Math.cos(lambda), cosPhi * Math.sin(lambda), Math.sin(phi)];
}

/**
 * The squared straight line through the Earth between two points given as unit vectors. It grows with the
 * great-circle distance, so it ranks shops as the haversine does, with three products instead of four sines,
 * cosines and an arc sine.
 */
export function chord(ax: number, ay: number, az: number, bx: number, by: number, bz: number): number {
  const dx = ax - bx;
  const dy = ay - by;
  const dz = az - bz;
  return dx * dx + dy * dy + dz * dz;
}

/** The `chord` of a great-circle distance in miles. */
export function chordOfMiles(miles: number): number {
  const half = Math.sin(miles / EARTH_RADIUS_MILES / 2);
  return 4 * half * half;
}

/**
 * How far apart two chords must be before their order is taken without the haversine: the two formulas round
 * differently, so near a limit the haversine decides. The relative part is far above the chord's rounding (under
 * 1e-8 of it from a few metres up), the absolute part covers shops millimetres apart.
 */
const RELATIVE_SLACK = 1e-6;
const ABSOLUTE_SLACK = 1e-18;

/** True when a shop with chord `c` is certainly farther than one with chord `limit`. */
export function clearlyBeyond(c: number, limit: number): boolean {
  return c > limit * (1 + RELATIVE_SLACK) + ABSOLUTE_SLACK;
}

/** True when a shop with chord `c` is certainly nearer than one with chord `limit`. */
export function clearlyWithin(c: number, limit: number): boolean {
  return c < limit * (1 - RELATIVE_SLACK) - ABSOLUTE_SLACK;
}

/** Bands of latitude and cells of the search's memory: about 7 miles north-south. */
const CELL_DEGREES = 0.1;

/**
 * The shops in bands of CELL_DEGREES of latitude, south to north, each band west to east. A search box covers a
 * few bands and in each its shops lie side by side, so what a search reads of them (coordinates, rows, written
 * answers, all kept by position) sits together in memory instead of being scattered over the whole directory as
 * key-id order scatters it. Under load that memory traffic cost a search more than its arithmetic (decision 258).
 */
export function nearbyFirst<T extends { latitude: number; longitude: number }>(rows: readonly T[]): T[] {
  const band = (row: T) => Math.floor(row.latitude / CELL_DEGREES);
  return [...rows].sort((a, b) => band(a) - band(b) || a.longitude - b.longitude);
}

/** A number for the CELL_DEGREES cell holding (lat, lng), unique over the whole globe. */
export function cellOf(lat: number, lng: number): number {
  return Math.floor(lat / CELL_DEGREES) * 10_000 + Math.floor(lng / CELL_DEGREES);
}
