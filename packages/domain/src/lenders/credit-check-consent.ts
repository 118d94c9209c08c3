// What the consumer agrees to when submitting to a lender (contract: consentText "soft/hard check, who gets
// which data", stored with confirmTimestamp). The web owns the wording of the sentence it shows; this
// module owns the facts, derived from the same field list the appData mapping sends, so the line can never
// promise less than what goes out.
//
// - Credit check: a prequal is a soft check, an application a hard one (contract "Partner sandbox": the
//   application endpoint is a HARD credit pull, prequal a SOFT one).
// - After a decline, the next lender in the list that supports prequal receives a soft prequal
//   automatically (lenders §4 "Submission pages"), so the line names it and what it receives.
// - Legal name: the spec names no legal entities, so the lender catalogue's name is used
//   (lender-catalogue.ts, one place to change).
import * as groups from '../fields/field-groups.js';
import type { FieldName } from '../fields/field-names.js';
import { incomeValuesForApp } from '../income.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { automaticPrequalLender } from '../waterfall/automatic-prequal.js';
import type { Results } from '../results/determine-result.js';
import { lenderDataFields, lenderDataSent, type SubmissionKind } from './app-data-mapping.js';
import type { AppCode } from './app-codes.js';
import { LENDERS } from './lender-catalogue.js';

export type CreditCheck = 'soft' | 'hard';

/** Categories of personal data, in the order a sentence lists them. */
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

const CATEGORY_FIELDS: Readonly<Record<Exclude<DataCategory, 'coapplicant'>, readonly FieldName[]>> = {
  name: groups.NAME_FIELDS,
  'date-of-birth': ['DOB'],
  ssn: ['SSN', 'LAST_FOUR'],
  contact: ['EMAIL', 'HOME_PHONE', 'MOBILE_PHONE', 'WORK_PHONE', 'WORK_PHONE_EXT', 'EMAIL_FOR_ALL_COMS'],
  address: [
    ...groups.RESIDENT_ADDRESS_FIELDS,
    'YEARS_AT_ADDRESS',
    ...groups.MAILING_ADDRESS_FIELDS,
    ...groups.PREVIOUS_ADDRESS_FIELDS,
    ...groups.BILLING_ADDRESS_FIELDS,
  ],
  income: [
    'ANNUAL_GROSS_INCOME',
    'MONTHLY_GROSS_INCOME',
    'ANNUAL_NET_INCOME',
    'MONTHLY_NET_INCOME',
    'INCOME',
    'INCOME_TYPE',
    ...groups.PAYDAY_FIELDS,
  ],
  employment: ['EMPLOYER_NAME', 'EMPLOYER_PHONE', 'EMPLOYER_PHONE_EXT'],
  housing: ['MONTHLY_HOUSING_PAYMENT', 'RESIDENT_STATUS', 'RENT_OR_OWN'],
  id: groups.ID_DOCUMENT_FIELDS,
  marital: groups.MARITAL_FIELDS,
  'bank-account': ['ROUTING_NUMBER', 'ACCOUNT_NUMBER', 'ACCOUNT_TYPE'],
  card: [...groups.CARD_FIELDS, 'CVV'],
};

/** The category a field's data belongs to; undefined for flags and bookkeeping (consents, tokens, ids). */
export function dataCategoryOf(name: FieldName): DataCategory | undefined {
  if (name.startsWith('COAPP_')) return 'coapplicant';
  return (Object.keys(CATEGORY_FIELDS) as Exclude<DataCategory, 'coapplicant'>[]).find((category) =>
    CATEGORY_FIELDS[category].includes(name),
  );
}

/** The categories among these fields, in DATA_CATEGORIES order. */
export function dataCategories(fields: readonly FieldName[]): DataCategory[] {
  const found = new Set(fields.map(dataCategoryOf));
  return DATA_CATEGORIES.filter((category) => found.has(category));
}

export interface LenderDataRecipient {
  readonly appCode: AppCode;
  readonly legalName: string;
  readonly creditCheck: CreditCheck;
  readonly kind: SubmissionKind;
  readonly dataCategories: readonly DataCategory[];
}

export interface CreditCheckConsent extends LenderDataRecipient {
  /**
   * Lenders that would receive a soft prequal automatically if this lender declines (lenders §4); the
   * spec submits one, so this holds at most one lender.
   */
  readonly afterDecline: readonly LenderDataRecipient[];
}

export interface ConsentOptions {
  /**
   * The applicant's answers: the categories are then those of the fields actually sent (coapplicant and
   * spouse only when they apply, nothing for an empty field). Without them: everything the lender asks.
   */
  readonly values?: FieldValues;
  /** The applicant's lenders in order (journey effectiveAppList), for the automatic prequal after a decline. */
  readonly appList?: readonly AppCode[];
  /** Results so far: a lender that already answered is not sent again. */
  readonly results?: Results;
}

export function creditCheckFor(kind: SubmissionKind): CreditCheck {
  return kind === 'prequal' ? 'soft' : 'hard';
}

function recipient(
  appCode: AppCode,
  kind: SubmissionKind,
  values: FieldValues | undefined,
): LenderDataRecipient {
  // With the answers: what is actually sent (an empty field is dropped; income converted to the figures this
  // lender asks for, lenders §4 "Income converts"); without: all the lender asks.
  const fields = values
    ? lenderDataSent(appCode, kind, incomeValuesForApp(values, appCode))
    : lenderDataFields(appCode, kind);
  return {
    appCode,
    // The bank that checks credit, which for a branded card is its issuer (docs/decisions/135).
    legalName: LENDERS[appCode].issuer,
    creditCheck: creditCheckFor(kind),
    kind,
    dataCategories: dataCategories(fields),
  };
}

/** The facts of the consent line for a submission to `appCode`. Throws for a prequal to a non-prequal lender. */
export function creditCheckConsent(
  appCode: AppCode,
  kind: SubmissionKind,
  options: ConsentOptions = {},
): CreditCheckConsent {
  const values = options.values;
  const afterDecline = options.appList
    ? [automaticPrequalLender(options.appList, appCode, options.results)]
        .filter((code) => code !== undefined)
        .map((code) => recipient(code, 'prequal', values))
    : [];
  return { ...recipient(appCode, kind, values), afterDecline };
}

/** Default English names of the categories (the web may use its own catalogue). */
export const DATA_CATEGORY_LABELS: Readonly<Record<DataCategory, string>> = {
  name: 'name',
  'date-of-birth': 'date of birth',
  ssn: 'Social Security number',
  contact: 'contact details',
  address: 'address',
  income: 'income',
  employment: 'employer',
  housing: 'housing details',
  id: 'ID',
  marital: 'marital status and spouse details',
  'bank-account': 'bank account',
  card: 'card details',
  coapplicant: "co-applicant's details",
};

/** The sentence with {placeholders}; the web's message catalogue may hold its own copy. */
export const CONSENT_SENTENCE_TEMPLATE =
  'By submitting, you authorize a {check} credit check by {lender}, which receives your {data}{afterDecline}.';
export const CONSENT_AFTER_DECLINE_TEMPLATE =
  '; if {lender} declines, {nextLender} receives your {nextData} for a soft credit check';

/** 'a', 'a and b', 'a, b and c'. */
export function joinEnglish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * The default English consent line, placeholders filled. The server builds it to check the consentText
 * it stores names the same check, lender and data; the web shows its own wording of the same facts.
 */
export function consentSentence(
  consent: CreditCheckConsent,
  labels: Readonly<Record<DataCategory, string>> = DATA_CATEGORY_LABELS,
): string {
  const data = (categories: readonly DataCategory[]) => joinEnglish(categories.map((c) => labels[c]));
  const afterDecline = consent.afterDecline
    .map((next) =>
      fill(CONSENT_AFTER_DECLINE_TEMPLATE, {
        lender: consent.legalName,
        nextLender: next.legalName,
        nextData: data(next.dataCategories),
      }),
    )
    .join('');
  return fill(CONSENT_SENTENCE_TEMPLATE, {
    check: consent.creditCheck,
    lender: consent.legalName,
    data: data(consent.dataCategories),
    afterDecline,
  });
}
