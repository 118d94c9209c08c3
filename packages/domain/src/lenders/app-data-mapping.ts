// The appData a lender receives (lenders §3 "Application submission", "AppData mapping"). Pure: the server
// calls it in the lender job with the stored values (and the CVV it was handed for this submission only).
//
// Readings where the spec is silent (docs/decisions/010, "AppData mapping"):
// - A lender receives only the fields it asks for (its requirements, adjusted to the answers, so the
//   coapplicant and spouse fields go only when they apply), plus the few submission fields of lenders §3
//   (finance amount, and each lender's own submissionFields: an app request id, the terms accepted flag and
//   time). A prequal sends the lender's prequal fields only (lenders §5 "AFF required prequal fields …"). The consent line
//   (credit-check-consent.ts) reads the same list, so what the consumer is told is what is sent.
// - Keys keep our field names except the renamed ones the spec names: DOB → DOB_YEAR / DOB_MONTH / DOB_DAY
//   (coapplicant: COAPP_DOB_YEAR …), income source → incomestatus, finance amount → requestedcreditlimit,
//   secondary ID → custom3 (coapplicant custom5), card expiry month + year → CC_EXP (MMYY), software
//   version → dllversion.
// - custom3 / custom5 is 'type|issuer|expiry' ('|' cannot occur in an issuer: the text filter keeps letters,
//   digits and spaces); the expiry is MMYY like the card's ("Expiry is a two-digit month plus the last two
//   digits of the year").
// - "For one app type with annual income, monthly is floor(annual/12)": the lender whose definition says
//   monthlyGrossFromAnnual gets a monthly gross, when not given, of floor(annual gross / 12) — gross to gross,
//   never sent as net.
import {
  lenderCodeOf,
  INCOME_SOURCE,
  LOAN_PAYMENT_METHOD,
  PRIMARY_ID_TYPE,
  RESIDENCE_STATUS,
  EMAIL_FOR_ALL_COMS,
} from '../coded-values.js';
import type { CodedValue } from '../coded-values.js';
import type { FieldName } from '../fields/field-names.js';
import { isRequested } from '../fields/request-state.js';
import { monthlyFromAnnual } from '../income.js';
import { requirementsOf, type Requirements } from '../requirements/credit-app-requirements.js';
import { effectiveRequirements, type FieldValues } from '../requirements/dynamic-requirements.js';
import { parseDate } from '../validation/dates.js';
import { supportsPrequal, type AppCode } from './app-codes.js';
import { toLenderAscii } from './lender-ascii.js';
import type { LenderDefinition } from './lender-definition.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from './lender-registry.js';

const registered: readonly LenderDefinition[] = LENDER_REGISTRY;

/** An application (hard credit check) or a prequalification (soft), lenders §3, §4. */
export type SubmissionKind = 'application' | 'prequal';

export interface LenderAppDataOptions {
  /** The software version, sent as dllversion (lenders §3 "field map plus software version", §7). */
  readonly dllVersion: string;
  /** Default 'application'. */
  readonly kind?: SubmissionKind;
  /** The registry whose definitions say what the lender receives; the package's by default. */
  readonly registry?: LenderRegistry;
}

/** The appData keys the mapping renames or adds (lenders §3 "AppData mapping"). */
export const LENDER_APP_DATA_KEYS = {
  dobYear: 'DOB_YEAR',
  dobMonth: 'DOB_MONTH',
  dobDay: 'DOB_DAY',
  incomeStatus: 'incomestatus',
  requestedCreditLimit: 'requestedcreditlimit',
  secondaryId: 'custom3',
  coappSecondaryId: 'custom5',
  cardExpiry: 'CC_EXP',
  softwareVersion: 'dllversion',
} as const;

/** Joins secondary ID type, issuer and expiry in custom3 / custom5. */
export const SECONDARY_ID_SEPARATOR = '|';

/** A value the lender's translation table does not know (the server validated it, so this is a bug). */
export class LenderAppDataError extends Error {
  constructor(readonly field: string) {
    super(`appData.${field}: no lender code for this value.`);
    this.name = 'LenderAppDataError';
  }
}

/** The fields each prequalifying lender receives for a prequal (its definition's prequalFields). */
export const PREQUAL_FIELDS: Readonly<Partial<Record<AppCode, readonly FieldName[] | 'requirements'>>> =
  Object.fromEntries(
    registered.flatMap((lender) => (lender.prequalFields ? [[lender.code, lender.prequalFields]] : [])),
  );

/**
 * What a prequal must carry (lenders §3, §5 "AFF required prequal fields …", §7 "Prequal"): the lender's
 * prequal fields only, each with the request state the lender gives it (ADDRESS2 stays optional), never its
 * card, paydays or employer: a soft check asks only what the soft check sends. This is the one rule for a
 * prequal, checked by the server on every prequal it stores, whoever starts it (docs/decisions/130).
 * A lender whose prequal follows its review of everything gathered is held to its own list.
 */
export function prequalRequirements(
  appCode: AppCode,
  registry: LenderRegistry = LENDER_REGISTRY,
): Requirements {
  const prequal = lenderDefinition(appCode, registry)?.prequalFields;
  if (!supportsPrequal(appCode, registry) || prequal === undefined)
    throw new RangeError(`${appCode} does not prequalify.`);
  const own = requirementsOf(appCode, registry);
  if (prequal === 'requirements') return own;
  return Object.fromEntries(prequal.map((name) => [name, own[name] ?? 'REQUIRED'])) as Requirements;
}

/** Lenders §3 "Application submission": fields every application sends beyond what the pages ask. */
const SUBMISSION_FIELDS_ALL: readonly FieldName[] = ['FINANCE_AMOUNT'];

/** Never sent to a lender: the confirm copies and the journey's own bookkeeping. */
export function isNeverSentToLender(name: FieldName): boolean {
  return (
    name.startsWith('CONFIRM_') ||
    name.startsWith('COAPP_CONFIRM_') ||
    name === 'ACCESS_CODE' ||
    name === 'SHOP_SEARCH' ||
    name === 'PRIVACY_TERMS_AGREED' ||
    name === 'APPLY_WITH_COAPP'
  );
}

/** The lender whose appData carries a monthly figure derived from annual income (see the top comment). */
export const MONTHLY_FROM_ANNUAL_APPS: readonly AppCode[] = registered
  .filter((lender) => lender.monthlyGrossFromAnnual === true)
  .map((lender) => lender.code as AppCode);

/**
 * The fields (our names, before renaming) this lender receives for this kind of submission and these
 * answers. Throws for a prequal to a lender that does not prequalify (lenders §1).
 */
export function lenderDataFields(
  appCode: AppCode,
  kind: SubmissionKind,
  values: FieldValues = {},
  registry: LenderRegistry = LENDER_REGISTRY,
): FieldName[] {
  const requirements = effectiveRequirements(requirementsOf(appCode, registry), values, appCode, registry);
  const requested = (Object.keys(requirements) as FieldName[]).filter((name) => {
    const state = requirements[name];
    return state !== undefined && isRequested(state);
  });
  let fields: readonly FieldName[];
  if (kind === 'prequal') {
    const prequal = lenderDefinition(appCode, registry)?.prequalFields;
    if (!supportsPrequal(appCode, registry) || prequal === undefined)
      throw new RangeError(`${appCode} does not prequalify.`);
    fields = prequal === 'requirements' ? requested : prequal;
  } else {
    const own = lenderDefinition(appCode, registry)?.submissionFields ?? [];
    fields = [...requested, ...own, ...SUBMISSION_FIELDS_ALL];
  }
  return [...new Set(fields)].filter((name) => !isNeverSentToLender(name));
}

const filled = (raw: string | undefined): raw is string => raw !== undefined && raw.trim() !== '';

/** The lender's code for a stored value or a label (lenders §3 "translation tables"). */
function translate(list: readonly CodedValue[], raw: string, field: string): string {
  const v = raw.trim();
  // An option that shares its lender code with others (every Primary ID Type but a driver licence is 'O')
  // goes out as that code; the stored answer keeps which one it was.
  const byValue = list.find((option) => option.value === v);
  if (byValue) return lenderCodeOf(list, byValue.value);
  const byLabel = list.find((option) => option.label.toLowerCase() === v.toLowerCase());
  if (byLabel) return lenderCodeOf(list, byLabel.value);
  throw new LenderAppDataError(field);
}

/**
 * Pay frequency: W/B/M/T, and the numbered 1-4 a lender may use for the same idea (lenders §3; its
 * definition's numberedPayFrequency). Twice Monthly is the numbered Semi-Monthly. Either code or either label
 * is accepted.
 */
const PAY_FREQUENCY_CODES: ReadonlyArray<{
  readonly labels: readonly string[];
  code: string;
  numbered: string;
}> = [
  { labels: ['weekly', 'w', '1'], code: 'W', numbered: '1' },
  { labels: ['bi-weekly', 'b', '2'], code: 'B', numbered: '2' },
  { labels: ['twice monthly', 'semi-monthly', 't', '3'], code: 'T', numbered: '3' },
  { labels: ['monthly', 'm', '4'], code: 'M', numbered: '4' },
];

export function payFrequencyCode(
  raw: string,
  appCode: AppCode,
  registry: LenderRegistry = LENDER_REGISTRY,
): string {
  const entry = PAY_FREQUENCY_CODES.find((e) => e.labels.includes(raw.trim().toLowerCase()));
  if (!entry) throw new LenderAppDataError('PAY_FREQUENCY');
  return lenderDefinition(appCode, registry)?.numberedPayFrequency ? entry.numbered : entry.code;
}

/** Married / Spouse Lives With You: stored Y/N (docs/decisions/010), sent as '1' / '0' (lenders §3). */
export function yesNoFlag(raw: string, field: string): '1' | '0' {
  const v = raw.trim().toLowerCase();
  if (['y', 'yes', '1', 'true'].includes(v)) return '1';
  if (['n', 'no', '0', 'false'].includes(v)) return '0';
  throw new LenderAppDataError(field);
}

/** "Expiry is a two-digit month plus the last two digits of the year" (lenders §3): MMYY. */
export function expiryMmyy(month: string | number, year: string | number): string {
  const m = Number(month);
  const y = String(year).trim();
  if (!Number.isInteger(m) || m < 1 || m > 12 || !/^\d{2,4}$/.test(y)) throw new LenderAppDataError('EXPIRY');
  return `${String(m).padStart(2, '0')}${y.slice(-2)}`;
}

function secondaryId(values: FieldValues, prefix: '' | 'COAPP_'): string | undefined {
  const type = values[`${prefix}SECONDARY_ID_TYPE`]?.trim() ?? '';
  const issuer = values[`${prefix}SECONDARY_ID_ISSUER`]?.trim() ?? '';
  const rawExpiry = values[`${prefix}SECONDARY_ID_EXPIRY`]?.trim() ?? '';
  if (!type && !issuer && !rawExpiry) return undefined;
  let expiry = '';
  if (rawExpiry) {
    const date = parseDate(rawExpiry);
    if (!date) throw new LenderAppDataError(`${prefix}SECONDARY_ID_EXPIRY`);
    expiry = expiryMmyy(date.month, date.year);
  }
  return [type, toLenderAscii(issuer), expiry].join(SECONDARY_ID_SEPARATOR);
}

function dobParts(raw: string, prefix: '' | 'COAPP_'): Record<string, string> {
  const date = parseDate(raw);
  if (!date) throw new LenderAppDataError(`${prefix}DOB`);
  return {
    [`${prefix}${LENDER_APP_DATA_KEYS.dobYear}`]: String(date.year).padStart(4, '0'),
    [`${prefix}${LENDER_APP_DATA_KEYS.dobMonth}`]: String(date.month).padStart(2, '0'),
    [`${prefix}${LENDER_APP_DATA_KEYS.dobDay}`]: String(date.day).padStart(2, '0'),
  };
}

/** Fields whose stored value is translated to the lender's code (lenders §3 "translation tables"). */
const CODED_FIELDS: Readonly<Partial<Record<FieldName, readonly CodedValue[]>>> = {
  INCOME_TYPE: INCOME_SOURCE,
  RESIDENT_STATUS: RESIDENCE_STATUS,
  COAPP_RESIDENT_STATUS: RESIDENCE_STATUS,
  SPOUSE_RESIDENT_STATUS: RESIDENCE_STATUS,
  ID_TYPE: PRIMARY_ID_TYPE,
  COAPP_ID_TYPE: PRIMARY_ID_TYPE,
  PAYMENT_METHOD: LOAN_PAYMENT_METHOD,
  EMAIL_FOR_ALL_COMS,
};

/**
 * The value a lender receives for one field: coded lists by their translation table (a label or the
 * stored code), pay frequency by the lender's own codes, married / live-in spouse as '1' / '0'; any
 * other field as stored, in ASCII (every lender's interface takes ASCII only, decision 180).
 */
export function lenderCodeFor(
  name: FieldName,
  raw: string,
  appCode: AppCode,
  registry: LenderRegistry = LENDER_REGISTRY,
): string {
  if (name === 'PAY_FREQUENCY') return payFrequencyCode(raw, appCode, registry);
  if (name === 'MARRIED' || name === 'LIVE_IN_SPOUSE') return yesNoFlag(raw, name);
  const list = CODED_FIELDS[name];
  return list ? translate(list, raw, name) : toLenderAscii(raw);
}

/** Lenders §3: "income source becomes incomestatus; finance amount becomes requestedcreditlimit". */
const RENAMED: Readonly<Partial<Record<FieldName, string>>> = {
  INCOME_TYPE: LENDER_APP_DATA_KEYS.incomeStatus,
  FINANCE_AMOUNT: LENDER_APP_DATA_KEYS.requestedCreditLimit,
};

const SECONDARY_PARTS = ['SECONDARY_ID_TYPE', 'SECONDARY_ID_ISSUER', 'SECONDARY_ID_EXPIRY'] as const;
/** Sent combined: card expiry as CC_EXP, the secondary IDs as custom3 / custom5. */
const COMBINED: ReadonlySet<FieldName> = new Set<FieldName>([
  'CC_EXP_MONTH',
  'CC_EXP_YEAR',
  ...SECONDARY_PARTS,
  ...SECONDARY_PARTS.map((part) => `COAPP_${part}` as const),
]);

/**
 * The answers as submitted: "a primary ID number without a type defaults to type D", and the monthly gross
 * from annual gross when the lender takes it and it was not given (see the top comment).
 */
export function withSubmissionDefaults(
  appCode: AppCode,
  values: FieldValues,
  registry: LenderRegistry = LENDER_REGISTRY,
): FieldValues {
  const v: FieldValues = { ...values };
  for (const prefix of ['', 'COAPP_'] as const) {
    if (filled(v[`${prefix}ID_NUMBER`]) && !filled(v[`${prefix}ID_TYPE`])) v[`${prefix}ID_TYPE`] = 'D';
  }
  if (lenderDefinition(appCode, registry)?.monthlyGrossFromAnnual && !filled(v.MONTHLY_GROSS_INCOME)) {
    const annual = v.ANNUAL_GROSS_INCOME?.trim() ?? '';
    if (/^\d+$/.test(annual)) v.MONTHLY_GROSS_INCOME = String(monthlyFromAnnual(Number(annual)));
  }
  return v;
}

/** The fields that actually go out for these answers: lenderDataFields with a value (empty ones are dropped). */
export function lenderDataSent(
  appCode: AppCode,
  kind: SubmissionKind,
  values: FieldValues,
  registry: LenderRegistry = LENDER_REGISTRY,
): FieldName[] {
  const v = withSubmissionDefaults(appCode, values, registry);
  return lenderDataFields(appCode, kind, v, registry).filter((name) => filled(v[name]));
}

/**
 * The appData sent to the lender (lenders §3 "AppData mapping"). Empty values are dropped. CONFIRM_*
 * copies never go to a lender; CVV passes through (never stored, but the lender needs it).
 */
export function toLenderAppData(
  appCode: AppCode,
  values: FieldValues,
  options: LenderAppDataOptions,
): Record<string, string> {
  const kind = options.kind ?? 'application';
  const registry = options.registry ?? LENDER_REGISTRY;
  const v = withSubmissionDefaults(appCode, values, registry);
  const fields = lenderDataFields(appCode, kind, v, registry);
  const sent = new Set<FieldName>(fields);
  const out: Record<string, string> = {};
  const put = (key: string, value: string | undefined) => {
    if (filled(value)) out[key] = value;
  };

  for (const name of fields) {
    const raw = v[name];
    if (!filled(raw) || COMBINED.has(name)) continue;
    if (name === 'DOB' || name === 'COAPP_DOB')
      Object.assign(out, dobParts(raw, name === 'DOB' ? '' : 'COAPP_'));
    else put(RENAMED[name] ?? name, lenderCodeFor(name, raw, appCode, registry));
  }

  if (sent.has('CC_EXP_MONTH') && sent.has('CC_EXP_YEAR')) {
    const month = v.CC_EXP_MONTH?.trim() ?? '';
    const year = v.CC_EXP_YEAR?.trim() ?? '';
    if (month && year) out[LENDER_APP_DATA_KEYS.cardExpiry] = expiryMmyy(month, year);
  }
  if (SECONDARY_PARTS.some((part) => sent.has(part)))
    put(LENDER_APP_DATA_KEYS.secondaryId, secondaryId(v, ''));
  if (SECONDARY_PARTS.some((part) => sent.has(`COAPP_${part}`)))
    put(LENDER_APP_DATA_KEYS.coappSecondaryId, secondaryId(v, 'COAPP_'));
  put(LENDER_APP_DATA_KEYS.softwareVersion, options.dllVersion.trim());
  return out;
}
