import type { Config } from '../../config.js';
import type { Geocoder } from './geocoder.js';
import { OfflineGeocoder } from './offline-geocoder.js';

export type * from './geocoder.js';

/**
 * Picks the geocoder from GEOCODER. `offline` is the only implementation so far; a remote one (a maps
 * service's geocoding API, with its key and timeout in config.ts) slots in here as another case.
 */
export function createGeocoder(config: Config): Geocoder {
  switch (config.geocoder.kind) {
    case 'offline':
      return new OfflineGeocoder();
  }
}
