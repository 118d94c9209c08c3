import { US_STATES } from '@ttapply/domain';
import zipcodes, { type ZipInfo } from 'zipcodes';

/**
 * The offline US ZIP dataset (the `zipcodes` package: one preferred city and a centroid per ZIP) as the
 * offline address verifier and the offline geocoder both read it. The package also holds Canadian postal
 * codes and looks up any string starting with a letter as one; only US 5-digit ZIPs are answered here.
 */

const STATE_BY_CODE = new Map(US_STATES.map((s) => [s.value.toUpperCase(), s.value.toUpperCase()]));
const STATE_BY_NAME = new Map(US_STATES.map((s) => [squash(s.label), s.value.toUpperCase()]));

/** Upper case, letters only, no spaces: the key names are compared by. */
function squash(text: string): string {
  return text.toUpperCase().replace(/[^A-Z]/g, '');
}

// Place names are written both ways ('St. Louis' / 'Saint Louis', 'Ft Myers' / 'Fort Myers').
const CITY_WORD_ALIASES: Record<string, string> = { SAINT: 'ST', SAINTE: 'STE', FORT: 'FT', MOUNT: 'MT' };

/** Case-, space- and punctuation-insensitive key of a city name. */
export function cityKey(city: string): string {
  return city
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean)
    .map((word) => CITY_WORD_ALIASES[word] ?? word)
    .join('');
}

/** Two-letter code for a US state (or DC) given as a code or a full name in any case; undefined otherwise. */
export function stateCode(text: string): string | undefined {
  const trimmed = text.trim().toUpperCase();
  return STATE_BY_CODE.get(trimmed) ?? STATE_BY_NAME.get(squash(trimmed));
}

/** The dataset entry of a US 5-digit ZIP (a ZIP+4 is looked up by its first five digits). */
export function lookupZip(zip: string): ZipInfo | undefined {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(zip.trim());
  if (!match?.[1]) return undefined;
  const found = zipcodes.lookup(match[1]);
  return found && found.country === 'US' ? found : undefined;
}

let cityIndex: Map<string, ZipInfo[]> | undefined;

/** Built on first use: 'WA|REDMOND' → the ZIPs whose preferred city is Redmond, WA. */
function index(): Map<string, ZipInfo[]> {
  if (cityIndex) return cityIndex;
  const built = new Map<string, ZipInfo[]>();
  for (const code of STATE_BY_CODE.keys()) {
    for (const info of zipcodes.lookupByState(code)) {
      if (info.country !== 'US') continue;
      const key = `${code}|${cityKey(info.city)}`;
      const list = built.get(key);
      if (list) list.push(info);
      else built.set(key, [info]);
    }
  }
  cityIndex = built;
  return built;
}

/** ZIPs of a city in a state (state as a code or name), compared case- and space-insensitively. */
export function zipsForCity(city: string, state: string): ZipInfo[] {
  const code = stateCode(state);
  const key = cityKey(city);
  if (!code || !key) return [];
  return index().get(`${code}|${key}`) ?? [];
}

/** True when `zip` is one of the city's ZIPs in that state (the ZIP's own city, or a city listing it). */
export function zipBelongsToCity(zip: ZipInfo, city: string, state: string): boolean {
  if (zip.state !== stateCode(state)) return false;
  if (cityKey(zip.city) === cityKey(city)) return true;
  return zipsForCity(city, state).some((info) => info.zip === zip.zip);
}
