// Geofence (spec applicant-journey §4 "Shop selection", §9): a shop whose first lender is geofenced may only
// be chosen by someone within range of it; everyone else gets the on-site instruction.
import { GEOFENCE_METRES } from './constants.js';
import { distanceMetres, type GeoPoint } from './distance.js';

/** True when the shop's first lender is in the geofenced list (spec §4: only the first lender counts). */
export function requiresGeofence(appList: readonly string[], geofencedLenders: readonly string[]): boolean {
  const first = appList[0]?.trim().toUpperCase();
  return first !== undefined && first !== '' && geofencedLenders.some((code) => code.toUpperCase() === first);
}

/** True when `position` is within `rangeMetres` (default 32187 m) of the shop; a shop with no position never is. */
export function isWithinGeofence(
  shop: { latitude?: number | null; longitude?: number | null },
  position: GeoPoint,
  rangeMetres: number = GEOFENCE_METRES,
): boolean {
  if (typeof shop.latitude !== 'number' || typeof shop.longitude !== 'number') return false;
  return distanceMetres({ latitude: shop.latitude, longitude: shop.longitude }, position) <= rangeMetres;
}
