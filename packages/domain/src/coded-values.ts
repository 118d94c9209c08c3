// Coded value lists of the shared application (spec applicant-journey §3, lenders §3). The codes are what the
// lenders receive, so they are pinned exactly; labels are what the applicant sees.

export interface CodedValue<Code extends string = string> {
  readonly label: string;
  readonly value: Code;
  /**
   * What the lenders receive when it is not `value`: several options the applicant tells apart may share one
   * lender code (Primary ID Type: every ID but a driver licence is 'O'). The option itself keeps a value of
   * its own, so the choice reads back as it was made.
   */
  readonly lenderCode?: string;
}

/**
 * A list whose codes keep their literal types, so a table keyed by them that misses one (the web's Spanish
 * option labels, docs/decisions/230) is a type error. It is still a `readonly CodedValue[]` everywhere else.
 */
export function codedList<const Code extends string>(
  list: readonly CodedValue<Code>[],
): readonly CodedValue<Code>[] {
  return list;
}

/** The code a lender receives for an option's value (its lenderCode, else the value itself). */
export function lenderCodeOf(options: readonly CodedValue[], value: string): string {
  return options.find((option) => option.value === value)?.lenderCode ?? value;
}

export const RESIDENCE_STATUS = codedList([
  { label: 'Rent', value: 'R' },
  { label: 'Own', value: 'O' },
  { label: 'Other', value: 'X' },
]);

export const INCOME_SOURCE = codedList([
  { label: 'Full Time', value: 'F' },
  { label: 'Part Time', value: 'P' },
  { label: 'Self Employment', value: 'S' },
  { label: 'SSI', value: 'I' },
  { label: 'Other', value: 'T' },
]);

export const PAY_FREQUENCY = codedList([
  { label: 'Weekly', value: 'W' },
  { label: 'Bi-Weekly', value: 'B' },
  { label: 'Monthly', value: 'M' },
  { label: 'Twice Monthly', value: 'T' },
]);

// Every ID other than a driver licence is sent as 'O' (spec §3); the labels stay distinct for the applicant.
// Spec §3 / lenders §3: Driver License=D, every other ID=O. Each option keeps its own value so 'Passport' is
// shown back as 'Passport'; the lenders still receive D or O (lenderCode). 'O' stays the
// value of the first of them, so an answer saved before this reads as it did.
export const PRIMARY_ID_TYPE = codedList([
  { label: 'Driver License', value: 'D' },
  { label: 'Government Issued ID', value: 'O' },
  { label: 'Green Card / Resident Alien Card', value: 'O-GREEN-CARD', lenderCode: 'O' },
  { label: 'Military ID', value: 'O-MILITARY', lenderCode: 'O' },
  { label: 'Passport', value: 'O-PASSPORT', lenderCode: 'O' },
  { label: 'State Issued ID', value: 'O-STATE', lenderCode: 'O' },
]);

export const EMAIL_FOR_ALL_COMS = codedList([
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
]);

export const LOAN_PAYMENT_METHOD = codedList([
  { label: 'Bank Account Draft', value: '1' },
  { label: 'Credit/Debit Card', value: '2' },
  { label: 'Other', value: '3' },
]);

export const SUFFIXES: readonly CodedValue[] = ['II', 'III', 'IV', 'Jr.', 'Sr.'].map((s) => ({
  label: s,
  value: s,
}));

export const SECONDARY_ID_TYPE = codedList([
  { label: 'Credit Card', value: 'Credit Card' },
  { label: 'Other', value: 'Other' },
]);

// Married / Spouse Lives With You. The spec only says Yes/No and that submission maps them to 1/0
// (lenders §3 AppData mapping); we store 'Y'/'N' and let the adapter translate (docs/decisions/010).
export const YES_NO = codedList([
  { label: 'Yes', value: 'Y' },
  { label: 'No', value: 'N' },
]);

/** Account type for bank details (lenders §3 "account type"); the codes are not shown, these are ours. */
export const ACCOUNT_TYPE = codedList([
  { label: 'Checking', value: 'C' },
  { label: 'Savings', value: 'S' },
]);

const STATE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** The 50 states plus the District of Columbia (spec §3); value is the USPS code. */
export const US_STATES: readonly CodedValue[] = STATE_NAMES.map(([value, label]) => ({ label, value }));

/** Months 01-12 for expiry and date-of-birth dropdowns (spec §3). */
export const MONTHS: readonly CodedValue[] = Array.from({ length: 12 }, (_, i) => {
  const value = String(i + 1).padStart(2, '0');
  return { label: value, value };
});

// Spec §3 and lenders §9's two state subsets, in a module of their own so a lender's definition can name one
// without loading the coded lists.
export { STATE_SUBSET_A, STATE_SUBSET_NY } from './state-subsets.js';

/** Residents of this state see the marital section (spec §4). */
export const MARITAL_STATE = 'WI';

/** Lenders §9: the loan disclosure is not available here … */
export const LOAN_DISCLOSURE_UNAVAILABLE_STATES: readonly string[] = ['NY'];
/** … and is lender-administered in these states (lenders §9). */
export const LENDER_ADMINISTERED_STATES: readonly string[] = [
  'AK',
  'AZ',
  'CA',
  'DE',
  'ID',
  'KS',
  'KY',
  'ND',
  'NH',
  'NM',
  'NV',
  'OR',
  'PA',
  'UT',
  'VA',
  'WA',
  'WI',
];

export function isCodedValue(list: readonly CodedValue[], value: string): boolean {
  return list.some((option) => option.value === value);
}
