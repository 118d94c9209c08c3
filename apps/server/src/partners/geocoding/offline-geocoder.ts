import type { ZipInfo } from 'zipcodes';
import { lookupZip, stateCode, zipsForCity } from '../us-zip-dataset.js';
import type { GeocodedPlace, Geocoder } from './geocoder.js';

// A ZIP (or ZIP+4) closing the query; a 5-digit group at the start is a house number, not a ZIP.
const TRAILING_ZIP = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/;
// Longest state name is three words ('District of Columbia'); longest city names in the dataset are four.
const MAX_STATE_WORDS = 3;
const MAX_CITY_WORDS = 4;

function placeOfZip(info: ZipInfo): GeocodedPlace {
  return {
    latitude: info.latitude,
    longitude: info.longitude,
    label: `${info.city}, ${info.state} ${info.zip}`,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * A city's point: the median of its ZIP centroids, so a many-ZIP city is searched from its middle and one
 * misplaced dataset row (New York's 10200 sits at +73.95 longitude) cannot drag it into the ocean.
 */
function placeOfCity(zips: ZipInfo[], state: string): GeocodedPlace | undefined {
  const located = zips.filter((z) => z.latitude !== 0 || z.longitude !== 0);
  const first = located[0];
  if (!first) return undefined;
  return {
    latitude: median(located.map((z) => z.latitude)),
    longitude: median(located.map((z) => z.longitude)),
    label: `${first.city}, ${state}`,
  };
}

/** 'City, ST', 'City ST', 'City, State name' or the same at the end of a street address. */
function cityStatePlace(text: string): GeocodedPlace | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const words = (parts.at(-1) as string).split(/\s+/);
  // The state is the last one to three words of the last comma part ('WA', 'New York').
  for (let n = Math.min(MAX_STATE_WORDS, words.length); n >= 1; n--) {
    const state = stateCode(words.slice(-n).join(' '));
    if (!state) continue;
    const before = words.slice(0, -n);
    // 'Redmond, WA': the city is the comma part before; 'Redmond WA' or '123 Main St Redmond WA': the words
    // before the state, trying the longest run that names a city.
    const cityWords = before.length > 0 ? before : (parts.at(-2)?.split(/\s+/) ?? []);
    for (let m = Math.min(MAX_CITY_WORDS, cityWords.length); m >= 1; m--) {
      const place = placeOfCity(zipsForCity(cityWords.slice(-m).join(' '), state), state);
      if (place) return place;
    }
  }
  return undefined;
}

/**
 * Geocodes from the offline ZIP dataset: the point of a ZIP is its centroid, of a city the mean of its ZIP
 * centroids. A street address is placed by the ZIP that ends it, else by its city and state; house-level
 * precision needs a remote geocoder.
 */
export class OfflineGeocoder implements Geocoder {
  readonly name = 'offline';

  async geocode(query: string): Promise<GeocodedPlace | undefined> {
    const text = query.trim().replace(/\s+/g, ' ');
    if (!text) return undefined;
    const zip = TRAILING_ZIP.exec(text);
    if (zip?.[1]) {
      const info = lookupZip(zip[1]);
      if (info) return placeOfZip(info);
      const rest = text.slice(0, zip.index).trim();
      return rest ? cityStatePlace(rest) : undefined;
    }
    return cityStatePlace(text);
  }
}
