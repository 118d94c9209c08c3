// Distances on the Earth, for the geofence (spec §4, in metres) and shop search (spec §7, `distance` in miles):
// one haversine, one radius.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), the usual choice for haversine distances. */
export const EARTH_RADIUS_METRES = 6_371_008.8;
export const METRES_PER_MILE = 1_609.344;
export const EARTH_RADIUS_MILES = EARTH_RADIUS_METRES / METRES_PER_MILE;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The angle in radians between two points seen from the Earth's centre (haversine). */
function centralAngle(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres between two points. */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  return EARTH_RADIUS_METRES * centralAngle(a.latitude, a.longitude, b.latitude, b.longitude);
}

/**
 * Great-circle distance in miles, taking bare coordinates: shop search measures thousands of shops a second
 * and would otherwise build two point objects for each.
 */
export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return EARTH_RADIUS_MILES * centralAngle(lat1, lng1, lat2, lng2);
}
