import { MESSAGES } from '@ttapply/domain';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';

/**
 * USPS Publication 28 address standards, as far as they can be applied without the USPS address database:
 * street suffixes (appendix C1), secondary unit designators (C2), directionals, P.O. boxes and rural routes.
 * The offline verifier uses all of it; the USPS adapter only the P.O. box rule, checked before the call.
 */

/** Pub 28 C1: standard suffix abbreviation, keyed by the primary name, the abbreviation and common variants. */
const SUFFIX_GROUPS: Record<string, string[]> = {
  ALY: ['ALLEY', 'ALLEE', 'ALLY'],
  ANX: ['ANEX', 'ANNEX', 'ANNX'],
  ARC: ['ARCADE'],
  AVE: ['AVENUE', 'AV', 'AVEN', 'AVENU', 'AVN', 'AVNUE'],
  BYU: ['BAYOU', 'BAYOO'],
  BCH: ['BEACH'],
  BND: ['BEND'],
  BLF: ['BLUFF', 'BLUF'],
  BLFS: ['BLUFFS'],
  BTM: ['BOTTOM', 'BOT', 'BOTTM'],
  BLVD: ['BOULEVARD', 'BOUL', 'BOULV'],
  BR: ['BRANCH', 'BRNCH'],
  BRG: ['BRIDGE', 'BRDGE'],
  BRK: ['BROOK'],
  BRKS: ['BROOKS'],
  BG: ['BURG'],
  BGS: ['BURGS'],
  BYP: ['BYPASS', 'BYPA', 'BYPAS', 'BYPS'],
  CP: ['CAMP', 'CMP'],
  CYN: ['CANYON', 'CANYN', 'CNYN'],
  CPE: ['CAPE'],
  CSWY: ['CAUSEWAY', 'CAUSWA'],
  CTR: ['CENTER', 'CEN', 'CENT', 'CENTR', 'CENTRE', 'CNTER', 'CNTR'],
  CTRS: ['CENTERS'],
  CIR: ['CIRCLE', 'CIRC', 'CIRCL', 'CRCL', 'CRCLE'],
  CIRS: ['CIRCLES'],
  CLF: ['CLIFF'],
  CLFS: ['CLIFFS'],
  CLB: ['CLUB'],
  CMN: ['COMMON'],
  CMNS: ['COMMONS'],
  COR: ['CORNER'],
  CORS: ['CORNERS'],
  CRSE: ['COURSE'],
  CT: ['COURT', 'CRT'],
  CTS: ['COURTS'],
  CV: ['COVE'],
  CVS: ['COVES'],
  CRK: ['CREEK'],
  CRES: ['CRESCENT', 'CRSENT', 'CRSNT'],
  CRST: ['CREST'],
  XING: ['CROSSING', 'CRSSNG'],
  XRD: ['CROSSROAD'],
  XRDS: ['CROSSROADS'],
  CURV: ['CURVE'],
  DL: ['DALE'],
  DM: ['DAM'],
  DV: ['DIVIDE', 'DIV', 'DVD'],
  DR: ['DRIVE', 'DRIV', 'DRV'],
  DRS: ['DRIVES'],
  EST: ['ESTATE'],
  ESTS: ['ESTATES'],
  EXPY: ['EXPRESSWAY', 'EXP', 'EXPR', 'EXPRESS', 'EXPW'],
  EXT: ['EXTENSION', 'EXTN', 'EXTNSN'],
  EXTS: ['EXTENSIONS'],
  FALL: [],
  FLS: ['FALLS'],
  FRY: ['FERRY', 'FRRY'],
  FLD: ['FIELD'],
  FLDS: ['FIELDS'],
  FLT: ['FLAT'],
  FLTS: ['FLATS'],
  FRD: ['FORD'],
  FRDS: ['FORDS'],
  FRST: ['FOREST', 'FORESTS'],
  FRG: ['FORGE', 'FORG'],
  FRGS: ['FORGES'],
  FRK: ['FORK'],
  FRKS: ['FORKS'],
  FT: ['FORT', 'FRT'],
  FWY: ['FREEWAY', 'FREEWY', 'FRWAY', 'FRWY'],
  GDN: ['GARDEN', 'GARDN', 'GRDEN', 'GRDN'],
  GDNS: ['GARDENS', 'GRDNS'],
  GTWY: ['GATEWAY', 'GATEWY', 'GATWAY', 'GTWAY'],
  GLN: ['GLEN'],
  GLNS: ['GLENS'],
  GRN: ['GREEN'],
  GRNS: ['GREENS'],
  GRV: ['GROVE', 'GROV'],
  GRVS: ['GROVES'],
  HBR: ['HARBOR', 'HARB', 'HARBR', 'HRBOR'],
  HBRS: ['HARBORS'],
  HVN: ['HAVEN'],
  HTS: ['HEIGHTS', 'HT'],
  HWY: ['HIGHWAY', 'HIGHWY', 'HIWAY', 'HIWY', 'HWAY'],
  HL: ['HILL'],
  HLS: ['HILLS'],
  HOLW: ['HOLLOW', 'HLLW', 'HOLLOWS', 'HOLWS'],
  INLT: ['INLET'],
  IS: ['ISLAND', 'ISLND'],
  ISS: ['ISLANDS', 'ISLNDS'],
  ISLE: ['ISLES'],
  JCT: ['JUNCTION', 'JCTION', 'JCTN', 'JUNCTN', 'JUNCTON'],
  JCTS: ['JUNCTIONS', 'JCTNS'],
  KY: ['KEY'],
  KYS: ['KEYS'],
  KNL: ['KNOLL', 'KNOL'],
  KNLS: ['KNOLLS'],
  LK: ['LAKE'],
  LKS: ['LAKES'],
  LAND: [],
  LNDG: ['LANDING', 'LNDNG'],
  LN: ['LANE'],
  LGT: ['LIGHT'],
  LGTS: ['LIGHTS'],
  LF: ['LOAF'],
  LCK: ['LOCK'],
  LCKS: ['LOCKS'],
  LDG: ['LODGE', 'LDGE', 'LODG'],
  LOOP: ['LOOPS'],
  MALL: [],
  MNR: ['MANOR'],
  MNRS: ['MANORS'],
  MDW: ['MEADOW'],
  MDWS: ['MEADOWS', 'MEDOWS'],
  MEWS: [],
  ML: ['MILL'],
  MLS: ['MILLS'],
  MSN: ['MISSION', 'MISSN', 'MSSN'],
  MTWY: ['MOTORWAY'],
  MT: ['MOUNT', 'MNT'],
  MTN: ['MOUNTAIN', 'MNTAIN', 'MNTN', 'MOUNTIN', 'MTIN'],
  MTNS: ['MOUNTAINS', 'MNTNS'],
  NCK: ['NECK'],
  ORCH: ['ORCHARD', 'ORCHRD'],
  OVAL: ['OVL'],
  OPAS: ['OVERPASS'],
  PARK: ['PRK', 'PARKS'],
  PKWY: ['PARKWAY', 'PARKWY', 'PKWAY', 'PKY', 'PARKWAYS', 'PKWYS'],
  PASS: [],
  PSGE: ['PASSAGE'],
  PATH: ['PATHS'],
  PIKE: ['PIKES'],
  PNE: ['PINE'],
  PNES: ['PINES'],
  PL: ['PLACE'],
  PLN: ['PLAIN'],
  PLNS: ['PLAINS'],
  PLZ: ['PLAZA', 'PLZA'],
  PT: ['POINT'],
  PTS: ['POINTS'],
  PRT: ['PORT'],
  PRTS: ['PORTS'],
  PR: ['PRAIRIE', 'PRR'],
  RADL: ['RADIAL', 'RAD', 'RADIEL'],
  RAMP: [],
  RNCH: ['RANCH', 'RANCHES', 'RNCHS'],
  RPD: ['RAPID'],
  RPDS: ['RAPIDS'],
  RST: ['REST'],
  RDG: ['RIDGE', 'RDGE'],
  RDGS: ['RIDGES'],
  RIV: ['RIVER', 'RIVR', 'RVR'],
  RD: ['ROAD'],
  RDS: ['ROADS'],
  RTE: ['ROUTE'],
  ROW: [],
  RUE: [],
  RUN: [],
  SHL: ['SHOAL'],
  SHLS: ['SHOALS'],
  SHR: ['SHORE', 'SHOAR'],
  SHRS: ['SHORES', 'SHOARS'],
  SKWY: ['SKYWAY'],
  SPG: ['SPRING', 'SPNG', 'SPRNG'],
  SPGS: ['SPRINGS', 'SPNGS', 'SPRNGS'],
  SPUR: ['SPURS'],
  SQ: ['SQUARE', 'SQR', 'SQRE', 'SQU'],
  SQS: ['SQUARES', 'SQRS'],
  STA: ['STATION', 'STATN', 'STN'],
  STRA: ['STRAVENUE', 'STRAV', 'STRAVEN', 'STRAVN', 'STRVN', 'STRVNUE'],
  STRM: ['STREAM', 'STREME'],
  ST: ['STREET', 'STRT', 'STR'],
  STS: ['STREETS'],
  SMT: ['SUMMIT', 'SUMIT', 'SUMITT'],
  TER: ['TERRACE', 'TERR'],
  TRWY: ['THROUGHWAY'],
  TRCE: ['TRACE', 'TRACES'],
  TRAK: ['TRACK', 'TRACKS', 'TRK', 'TRKS'],
  TRFY: ['TRAFFICWAY'],
  TRL: ['TRAIL', 'TRAILS', 'TRLS'],
  TRLR: ['TRAILER', 'TRLRS'],
  TUNL: ['TUNNEL', 'TUNEL', 'TUNLS', 'TUNNELS', 'TUNNL'],
  TPKE: ['TURNPIKE', 'TRNPK', 'TURNPK'],
  UPAS: ['UNDERPASS'],
  UN: ['UNION'],
  UNS: ['UNIONS'],
  VLY: ['VALLEY', 'VALLY', 'VLLY'],
  VLYS: ['VALLEYS'],
  VIA: ['VIADUCT', 'VDCT', 'VIADCT'],
  VW: ['VIEW'],
  VWS: ['VIEWS'],
  VLG: ['VILLAGE', 'VILL', 'VILLAG', 'VILLG', 'VILLIAGE'],
  VLGS: ['VILLAGES'],
  VL: ['VILLE'],
  VIS: ['VISTA', 'VIST', 'VST', 'VSTA'],
  WALK: ['WALKS'],
  WALL: [],
  WAY: ['WY'],
  WAYS: [],
  WL: ['WELL'],
  WLS: ['WELLS'],
};

function invert(groups: Record<string, string[]>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [standard, variants] of Object.entries(groups)) {
    map.set(standard, standard);
    for (const variant of variants) map.set(variant, standard);
  }
  return map;
}

export const STREET_SUFFIXES: ReadonlyMap<string, string> = invert(SUFFIX_GROUPS);

export const DIRECTIONALS: ReadonlyMap<string, string> = invert({
  N: ['NORTH'],
  S: ['SOUTH'],
  E: ['EAST'],
  W: ['WEST'],
  NE: ['NORTHEAST'],
  NW: ['NORTHWEST'],
  SE: ['SOUTHEAST'],
  SW: ['SOUTHWEST'],
});

/** Pub 28 C2 secondary unit designators. */
export const UNIT_DESIGNATORS: ReadonlyMap<string, string> = invert({
  APT: ['APARTMENT', 'APPT', 'APTMT'],
  BLDG: ['BUILDING', 'BLD', 'BLDNG'],
  DEPT: ['DEPARTMENT'],
  FL: ['FLOOR', 'FLR'],
  HNGR: ['HANGAR'],
  KEY: [],
  LOT: [],
  PIER: [],
  RM: ['ROOM'],
  SLIP: [],
  SPC: ['SPACE'],
  STOP: [],
  STE: ['SUITE', 'SUIT'],
  TRLR: ['TRAILER'],
  UNIT: [],
  '#': [],
  // Designators that take no number (Pub 28 C2 "range not required").
  BSMT: ['BASEMENT'],
  FRNT: ['FRONT'],
  LBBY: ['LOBBY'],
  LOWR: ['LOWER'],
  OFC: ['OFFICE'],
  PH: ['PENTHOUSE'],
  REAR: [],
  SIDE: [],
  UPPR: ['UPPER'],
});
const UNIT_WITHOUT_RANGE = new Set(['BSMT', 'FRNT', 'LBBY', 'LOWR', 'OFC', 'PH', 'REAR', 'SIDE', 'UPPR']);

/**
 * Upper case, punctuation removed the way USPS prints addresses: periods vanish ('N.E.' → 'NE'), other marks
 * become spaces, '#' stands alone, hyphens survive only inside a token ('123-45') and slashes only in
 * fractions ('1/2'); runs of spaces collapse to one.
 */
export function cleanAddressText(text: string): string {
  // After upper-casing, lower-case letters are free to mark the slashes and hyphens worth keeping.
  return text
    .toUpperCase()
    .replace(/[.']/g, '')
    .replace(/#/g, ' # ')
    .replace(/(\d)\/(?=\d)/g, '$1s')
    .replace(/([A-Z0-9])-(?=[A-Z0-9])/g, '$1h')
    .replace(/[^A-Z0-9#sh]+/g, ' ')
    .replace(/s/g, '/')
    .replace(/h/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const PO_BOX = /^(?:P ?O ?B(?:OX)?|POST OFFICE(?: BOX)?|POST BOX|BOX) ?#? ?([A-Z0-9-]+)$/;
const PO_BOX_ANYWHERE = /\b(?:P ?O ?BOX|POB|POST OFFICE BOX|POST BOX)\b/;
const RURAL_ROUTE = /^(?:RR|RURAL ROUTE|RFD|HC|HIGHWAY CONTRACT) ?(\d+) BOX ?#? ?([A-Z0-9-]+)$/;

/** True for a P.O. box line in any usual spelling ('P.O. Box 12', 'PO BOX 12', 'Post Office Box 12', 'POB 12'). */
export function isPoBox(line: string): boolean {
  const cleaned = cleanAddressText(line);
  return PO_BOX.test(cleaned) || PO_BOX_ANYWHERE.test(cleaned);
}

/** Spec §5: residences may not be P.O. boxes; only a mailing address may. */
export function poBoxReason(address1: string, type: string | undefined): string | undefined {
  return type !== 'mailing' && isPoBox(address1) ? MESSAGES.poBox : undefined;
}

export const MISSING_NUMBER_OR_NAME = ERROR_MESSAGES_EN['address.numberAndName'];

export type StreetLine = { street: string; unit: string } | { error: string };

function isUnitRange(token: string | undefined): boolean {
  return token !== undefined && (/\d/.test(token) || /^[A-Z]$/.test(token));
}

/**
 * Standardises the first address line: house number, pre-directional, street name, suffix, post-directional,
 * and a secondary unit written on the same line ('123 Main Street Apt 4' → street '123 MAIN ST', unit
 * 'APT 4'). P.O. boxes and rural routes get their standard form. Returns an error when there is no house
 * number followed by a street name.
 */
export function standardizeStreetLine(line: string): StreetLine {
  const cleaned = cleanAddressText(line);
  const poBox = PO_BOX.exec(cleaned);
  if (poBox?.[1]) return { street: `PO BOX ${poBox[1]}`, unit: '' };
  const rural = RURAL_ROUTE.exec(cleaned);
  if (rural?.[1] && rural[2]) {
    const route = /^(?:HC|HIGHWAY CONTRACT)/.test(cleaned) ? 'HC' : 'RR';
    return { street: `${route} ${rural[1]} BOX ${rural[2]}`, unit: '' };
  }

  const tokens = cleaned.split(' ').filter(Boolean);
  const number = tokens.shift();
  if (!number || !/\d/.test(number)) return { error: MISSING_NUMBER_OR_NAME };
  const head = [number];
  if (tokens[0] && /^\d+\/\d+$/.test(tokens[0])) head.push(tokens.shift() as string);

  // A unit written on the first line: a designator after at least one street-name word, then its range.
  let unit = '';
  for (let i = 1; i < tokens.length; i++) {
    const designator = UNIT_DESIGNATORS.get(tokens[i] as string);
    if (!designator) continue;
    const rest = tokens.slice(i + 1).filter((t) => t !== '#');
    if (UNIT_WITHOUT_RANGE.has(designator) ? rest.length === 0 : isUnitRange(rest[0])) {
      unit = [designator, ...rest].join(' ');
      tokens.length = i;
      break;
    }
  }

  let core = tokens.filter((t) => t !== '#');
  if (!core.some((t) => /[A-Z]/.test(t))) return { error: MISSING_NUMBER_OR_NAME };

  // Post-directional, unless taking it would leave only a suffix word ('AVENUE N' in Brooklyn is a name).
  let post: string | undefined;
  const last = core.at(-1) as string;
  if (core.length >= 2 && DIRECTIONALS.has(last)) {
    const rest = core.slice(0, -1);
    if (rest.length >= 2 || !STREET_SUFFIXES.has(rest[0] as string)) {
      post = DIRECTIONALS.get(last);
      core = rest;
    }
  }
  // Suffix: the last word, when a street name stands before it ('COURT ST' keeps COURT as the name).
  let suffix: string | undefined;
  if (core.length >= 2 && STREET_SUFFIXES.has(core.at(-1) as string)) {
    suffix = STREET_SUFFIXES.get(core.at(-1) as string);
    core = core.slice(0, -1);
  }
  // Pre-directional, when a name follows it ('NORTH ST' keeps NORTH as the name).
  let pre: string | undefined;
  if (core.length >= 2 && DIRECTIONALS.has(core[0] as string)) {
    pre = DIRECTIONALS.get(core[0] as string);
    core = core.slice(1);
  }
  const street = [...head, pre, ...core, suffix, post].filter(Boolean).join(' ');
  return { street, unit };
}

/** Standardises a secondary line: 'Apartment 4B' → 'APT 4B', 'Apt. #4' → 'APT 4', '#4' or '4' → '# 4'. */
export function standardizeSecondaryLine(line: string | undefined): string {
  const tokens = cleanAddressText(line ?? '')
    .split(' ')
    .filter(Boolean);
  if (tokens.length === 0) return '';
  const designator = UNIT_DESIGNATORS.get(tokens[0] as string);
  if (designator) {
    const rest = tokens.slice(1).filter((t) => t !== '#');
    return [designator, ...rest].join(' ');
  }
  if (tokens.length === 1 && /\d/.test(tokens[0] as string)) return `# ${tokens[0]}`;
  return tokens.join(' ');
}
