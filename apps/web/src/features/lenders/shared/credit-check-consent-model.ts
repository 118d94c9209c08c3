// The facts behind the consent line above each submit button (issue 8): which check (a prequal is soft, an
// application hard — contract "Partner sandbox"), which lender, which data, and who gets a soft prequal
// automatically after a decline (lenders §4 "Submission pages"). The data categories are read from the
// appData this page actually sends (lenderAppData), so the line never promises less than what goes out.
//
// TODO: replace with @ttapply/domain creditCheckConsent (and waterfallPrequalLenders) once the domain helper's
// branch is merged; the shapes below are the same (appCode, kind, { values, appList, results }).
import {
  determineResult,
  effectiveRequirementsFor,
  isSet,
  type LenderResult,
  incomeValuesForApp,
  LENDERS,
  providersForResidentState,
  supportsPrequal,
  type AppCode,
  type FieldName,
} from '../../../lib/domain';
import type { SubmissionKind } from './lender-api';

export type CreditCheck = 'soft' | 'hard';

export const DATA_CATEGORIES = [
  'name',
  'date-of-birth',
  'ssn',
  'contact',
  'address',
  'income',
  'employment',
  'housing',
  'id',
  'marital',
  'bank-account',
  'card',
  'coapplicant',
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

const CATEGORY_PATTERNS: ReadonlyArray<[Exclude<DataCategory, 'coapplicant'>, RegExp]> = [
  ['name', /^(FIRST_NAME|MIDDLE_INITIAL|LAST_NAME|SUFFIX)$/],
  ['date-of-birth', /^DOB$/],
  ['ssn', /^(SSN|LAST_FOUR)$/],
  ['contact', /^(EMAIL|HOME_PHONE|MOBILE_PHONE|WORK_PHONE|WORK_PHONE_EXT|EMAIL_FOR_ALL_COMS)$/],
  [
    'address',
    /^(ADDRESS[12]|CITY|STATE|ZIP|YEARS_AT_ADDRESS|(MAILING|PREVIOUS|BILLING)_(ADDRESS[12]|CITY|STATE|ZIP))$/,
  ],
  ['income', /(INCOME|PAY_FREQUENCY|PAYDAY)/],
  ['employment', /^EMPLOYER_/],
  ['housing', /^(MONTHLY_HOUSING_PAYMENT|RESIDENT_STATUS|RENT_OR_OWN)$/],
  ['id', /^(SECONDARY_)?ID_/],
  ['marital', /^(MARRIED|LIVE_IN_SPOUSE|SPOUSE_)/],
  ['bank-account', /^(ROUTING_NUMBER|ACCOUNT_NUMBER|ACCOUNT_TYPE)$/],
  ['card', /^(CC_|CVV)/],
];

// Repeats of another answer (confirm fields) go nowhere on their own.
const NOT_SENT = /^CONFIRM_/;

/** The category of a field's data; undefined for flags and bookkeeping (consents, toggles). */
export function dataCategoryOf(name: string): DataCategory | undefined {
  if (name.startsWith('COAPP_')) return 'coapplicant';
  return CATEGORY_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0];
}

export function dataCategories(fields: readonly string[]): DataCategory[] {
  const found = new Set(fields.map(dataCategoryOf));
  return DATA_CATEGORIES.filter((category) => found.has(category));
}

/**
 * What goes to the lender: the answers it requests (its requirements, adjusted to the answers), with the
 * income figures it wants (lenders §4 "Income converts"), empty values left out.
 */
export function lenderAppData(appCode: AppCode, values: Record<string, string>): Record<string, string> {
  const converted = incomeValuesForApp(values, appCode);
  const requirements = effectiveRequirementsFor(appCode, converted);
  const appData: Record<string, string> = {};
  for (const [name, value] of Object.entries(converted)) {
    const state = requirements[name as FieldName];
    if (value !== '' && state !== undefined && state !== 'NOT_REQUESTED' && !NOT_SENT.test(name))
      appData[name] = value;
  }
  return appData;
}

export interface LenderDataRecipient {
  readonly appCode: AppCode;
  readonly legalName: string;
  readonly creditCheck: CreditCheck;
  readonly kind: SubmissionKind;
  readonly dataCategories: readonly DataCategory[];
}

export interface CreditCheckConsent extends LenderDataRecipient {
  /** Lenders that get a soft prequal automatically if this one declines (at most one, lenders §4). */
  readonly afterDecline: readonly LenderDataRecipient[];
}

export interface ConsentOptions {
  readonly values?: Record<string, string>;
  /** The shop's lenders in order; those removed for the resident state are skipped. */
  readonly appList?: readonly string[];
  /** Results so far (any value): a lender that already has one is not sent again. */
  readonly results?: Readonly<Record<string, unknown>>;
}

export function creditCheckFor(kind: SubmissionKind): CreditCheck {
  return kind === 'prequal' ? 'soft' : 'hard';
}

/**
 * Lenders §4: "After a declined or non-accepted result, the next lender in the list that supports prequal
 * is submitted automatically" — the first one after `fromApp` that prequalifies and has no result yet.
 */
export function waterfallPrequalLenders(
  appList: readonly string[],
  fromApp: AppCode,
  results: Readonly<Record<string, unknown>> = {},
  residentState?: string,
): AppCode[] {
  const list = providersForResidentState(appList, residentState) as AppCode[];
  const index = list.indexOf(fromApp);
  if (index < 0) return [];
  const next = list.slice(index + 1).find((code) => supportsPrequal(code) && results[code] === undefined);
  return next === undefined ? [] : [next];
}

function recipient(
  appCode: AppCode,
  kind: SubmissionKind,
  values: Record<string, string>,
): LenderDataRecipient {
  return {
    appCode,
    legalName: LENDERS[appCode].name,
    creditCheck: creditCheckFor(kind),
    kind,
    dataCategories: dataCategories(Object.keys(lenderAppData(appCode, values))),
  };
}

export function creditCheckConsent(
  appCode: AppCode,
  kind: SubmissionKind,
  options: ConsentOptions = {},
): CreditCheckConsent {
  const values = options.values ?? {};
  const afterDecline = options.appList
    ? waterfallPrequalLenders(options.appList, appCode, options.results, values.STATE).map((code) =>
        recipient(code, 'prequal', values),
      )
    : [];
  return { ...recipient(appCode, kind, values), afterDecline };
}

interface ResultFlags {
  accepted?: unknown;
  declined?: unknown;
  referral?: unknown;
  pendingappflag?: unknown;
  prequalResult?: { accepted?: unknown; declined?: unknown };
}

/**
 * The answer after which the next prequal lender is submitted (lenders §4): an application declined
 * (including a declined offer, DECLINED_OFFER) or a prequal that was not accepted. An approval, a referral,
 * an error or no answer sends nothing further: data goes to another lender only after a decline.
 */
export function isDeclinedOrNotAccepted(result: unknown): boolean {
  if (!result || typeof result !== 'object') return false;
  const r = result as ResultFlags & Record<string, unknown>;
  const kind = determineResult(r as LenderResult);
  if (kind === 'declined') return true;
  const prequal = r.prequalResult;
  return kind === 'pending' && prequal !== undefined && !isSet(prequal.accepted) && isSet(prequal.declined);
}
