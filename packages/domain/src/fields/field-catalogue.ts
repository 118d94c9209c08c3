// The one home of every field's label, limits, filter and format (GUIDE 1; spec §3 and §5, lenders §3, §5).
import {
  ACCOUNT_TYPE,
  EMAIL_FOR_ALL_COMS,
  INCOME_SOURCE,
  LOAN_PAYMENT_METHOD,
  MONTHS,
  PAY_FREQUENCY,
  PRIMARY_ID_TYPE,
  RESIDENCE_STATUS,
  SECONDARY_ID_TYPE,
  SUFFIXES,
  US_STATES,
  YES_NO,
  type CodedValue,
} from '../coded-values.js';
import type { FieldDefinition } from './field-definition.js';
import {
  COAPP_BASE_FIELDS,
  coappName,
  type CoappBaseFieldName,
  type FieldName,
  type LenderFieldName,
  type PrimaryFieldName,
} from './field-names.js';
import type { LenderField } from '../lenders/lender-definition.js';
import { LENDER_FIELD_SETS } from '../lenders/lender-registry.js';
import { DEFAULT_MAX_LENGTH } from './input-filters.js';

type Partialised = Partial<FieldDefinition> & Pick<FieldDefinition, 'label'>;

function field(spec: Partialised): FieldDefinition {
  return {
    maxLength: DEFAULT_MAX_LENGTH,
    filter: 'none',
    inputType: 'TEXT',
    format: 'free',
    sensitive: false,
    ...spec,
  };
}

const dropdown = (label: string, options: readonly CodedValue[], extra: Partial<FieldDefinition> = {}) =>
  field({ label, options, inputType: 'DROPDOWN', format: 'dropdown', ...extra });
const toggle = (label: string, extra: Partial<FieldDefinition> = {}) =>
  field({ label, inputType: 'TOGGLE', format: 'toggle', maxLength: 1, filter: 'number', ...extra });
// Spec §5 max lengths: phones 10, zip 10, SSN 9, access code 6, first/last name 32, middle initial 1;
// everything else defaults to 100. Our own caps (docs/decisions/010): amounts 9 digits, so income
// arithmetic stays exact in integers; years at address 2 digits; phone extensions 6 digits.
const phone = (label: string) => field({ label, maxLength: 10, filter: 'phone', format: 'phone' });
const zip = (label: string) => field({ label, maxLength: 10, filter: 'zip', format: 'zip' });
const money = (label: string, helperText?: string) =>
  field({ label, filter: 'number', format: 'money', maxLength: 9, ...(helperText ? { helperText } : {}) });
const street = (label: string) => field({ label, format: 'street-address' });
const city = (label: string) => field({ label, format: 'city' });
const state = (label: string) => dropdown(label, US_STATES);
const date = (label: string, extra: Partial<FieldDefinition> = {}) =>
  field({ label, inputType: 'DATE', format: 'date', maxLength: 10, helperText: 'MM/DD/YYYY', ...extra });

const SHARED: Record<CoappBaseFieldName, FieldDefinition> = {
  FIRST_NAME: field({ label: 'First Name', maxLength: 32, filter: 'alpha', format: 'name' }),
  MIDDLE_INITIAL: field({ label: 'Middle Initial', maxLength: 1, filter: 'alpha', format: 'name' }),
  LAST_NAME: field({ label: 'Last Name', maxLength: 32, filter: 'alpha', format: 'name' }),
  SUFFIX: dropdown('Suffix', SUFFIXES),
  EMAIL: field({ label: 'Email', format: 'email' }),
  CONFIRM_EMAIL: field({ label: 'Confirm Email', format: 'email', confirms: 'EMAIL' }),
  HOME_PHONE: phone('Home Phone'),
  MOBILE_PHONE: phone('Mobile Phone'),
  WORK_PHONE: phone('Work Phone'),
  DOB: date('Date of Birth', { format: 'dob', sensitive: true }),
  ADDRESS1: street('Address'),
  ADDRESS2: field({ label: 'Address 2', helperText: 'Apartment, suite or unit' }),
  CITY: city('City'),
  STATE: state('State'),
  ZIP: zip('Zip Code'),
  ANNUAL_GROSS_INCOME: money('Annual Gross Income', 'Before taxes, per year'),
  MONTHLY_GROSS_INCOME: money('Monthly Gross Income', 'Before taxes, per month'),
  RESIDENT_STATUS: dropdown('Residence Status', RESIDENCE_STATUS),
  ID_TYPE: dropdown('Primary ID Type', PRIMARY_ID_TYPE),
  ID_NUMBER: field({
    label: 'ID Number',
    filter: 'id-number',
    format: 'id-number',
    sensitive: true,
  }),
  ID_STATE: state('ID State'),
  // An ID past its expiry is no ID to a lender: refused here, not by the lender later.
  ID_EXPIRY: date('ID Expiration Date', { format: 'id-expiry' }),
  SECONDARY_ID_TYPE: dropdown('Secondary ID Type', SECONDARY_ID_TYPE),
  SECONDARY_ID_ISSUER: field({ label: 'Secondary ID Issuer', filter: 'text', format: 'text' }),
  SECONDARY_ID_EXPIRY: date('Secondary ID Expiration Date', { format: 'id-expiry' }),
  SSN: field({
    label: 'Social Security Number',
    maxLength: 9,
    minLength: 9,
    filter: 'number',
    format: 'ssn',
    inputType: 'MASKED',
    sensitive: true,
  }),
  CONFIRM_SSN: field({
    label: 'Confirm SSN',
    helperText: 'Please Confirm',
    maxLength: 9,
    filter: 'number',
    format: 'ssn',
    inputType: 'MASKED',
    confirms: 'SSN',
    sensitive: true,
  }),
};

const PRIMARY_ONLY: Omit<Record<PrimaryFieldName, FieldDefinition>, CoappBaseFieldName | LenderFieldName> = {
  YEARS_AT_ADDRESS: field({ label: 'Years at Address', filter: 'number', format: 'years', maxLength: 2 }),
  USE_MAILING_ADDRESS: toggle('My mailing address is different'),
  MAILING_ADDRESS1: field({ label: 'Mailing Address', format: 'address' }),
  MAILING_ADDRESS2: field({ label: 'Mailing Address 2' }),
  MAILING_CITY: city('Mailing City'),
  MAILING_STATE: state('Mailing State'),
  MAILING_ZIP: zip('Mailing Zip Code'),
  PREVIOUS_ADDRESS1: street('Previous Address'),
  PREVIOUS_ADDRESS2: field({ label: 'Previous Address 2' }),
  PREVIOUS_CITY: city('Previous City'),
  PREVIOUS_STATE: state('Previous State'),
  PREVIOUS_ZIP: zip('Previous Zip Code'),
  MARRIED: dropdown('Married', YES_NO),
  LIVE_IN_SPOUSE: dropdown('Spouse Lives With You', YES_NO),
  SPOUSE_NAME: field({ label: 'Spouse Name', filter: 'alpha', format: 'name', maxLength: 50 }),
  SPOUSE_ADDRESS1: street('Spouse Address'),
  SPOUSE_ADDRESS2: field({ label: 'Spouse Address 2' }),
  SPOUSE_CITY: city('Spouse City'),
  SPOUSE_STATE: state('Spouse State'),
  SPOUSE_ZIP: zip('Spouse Zip Code'),
  SPOUSE_RESIDENT_STATUS: dropdown('Spouse Residence Status', RESIDENCE_STATUS),
  EMAIL_FOR_ALL_COMS: dropdown('Use Email For All Communications', EMAIL_FOR_ALL_COMS),
  WORK_PHONE_EXT: field({ label: 'Extension', filter: 'number', format: 'digits', maxLength: 6 }),
  EMPLOYER_NAME: field({ label: 'Employer Name', filter: 'text', format: 'text' }),
  EMPLOYER_PHONE: phone('Employer Phone'),
  EMPLOYER_PHONE_EXT: field({
    label: 'Employer Phone Extension',
    filter: 'number',
    format: 'digits',
    maxLength: 6,
  }),
  ANNUAL_NET_INCOME: money('Annual Net Income', 'After taxes, per year'),
  MONTHLY_NET_INCOME: money('Monthly Net Income', 'After taxes, per month'),
  INCOME: money('Income'),
  INCOME_TYPE: dropdown('Income Source', INCOME_SOURCE),
  MONTHLY_HOUSING_PAYMENT: money('Monthly Housing Payment', 'Rent or mortgage per month'),
  RENT_OR_OWN: dropdown('Rent or Own', RESIDENCE_STATUS),
  DOB_YEAR: field({ label: 'Year', filter: 'number', format: 'digits', maxLength: 4, sensitive: true }),
  DOB_MONTH: dropdown('Month', MONTHS, { sensitive: true }),
  DOB_DAY: field({ label: 'Day', filter: 'number', format: 'digits', maxLength: 2, sensitive: true }),
  LAST_FOUR: field({
    label: 'Last Four of SSN',
    helperText: 'For security purposes',
    filter: 'number',
    format: 'last-four',
    maxLength: 4,
    minLength: 4,
    inputType: 'MASKED',
    sensitive: true,
  }),
  PAY_FREQUENCY: dropdown('Pay Frequency', PAY_FREQUENCY),
  LAST_PAYDAY: date('Last Payday', { format: 'payday' }),
  NEXT_PAYDAY: date('Next Payday', { format: 'payday' }),
  ACCOUNT_TYPE: dropdown('Account Type', ACCOUNT_TYPE),
  ACCOUNT_NUMBER: field({
    label: 'Account Number',
    filter: 'number',
    format: 'account-number',
    maxLength: 16,
    minLength: 4,
    inputType: 'MASKED',
    sensitive: true,
  }),
  ROUTING_NUMBER: field({
    label: 'Routing Number',
    filter: 'number',
    format: 'routing-number',
    maxLength: 9,
    minLength: 9,
    sensitive: true,
  }),
  CC_NUMBER: field({
    label: 'Card Number',
    filter: 'number',
    format: 'card-number',
    maxLength: 16,
    inputType: 'MASKED',
    sensitive: true,
  }),
  CC_EXP_MONTH: dropdown('Expiration Month', MONTHS),
  CC_EXP_YEAR: field({ label: 'Expiration Year', inputType: 'DROPDOWN', format: 'card-year', maxLength: 4 }),
  CVV: field({
    label: 'CVV',
    filter: 'number',
    format: 'cvv',
    maxLength: 4,
    minLength: 3,
    inputType: 'MASKED',
    sensitive: true,
  }),
  BILLING_ADDRESS1: field({ label: 'Billing Address', format: 'address' }),
  BILLING_ADDRESS2: field({ label: 'Billing Address 2' }),
  BILLING_ZIP: zip('Billing Zip Code'),
  BILLING_MATCH_RESIDENT: toggle('Billing address is the same as my residence'),
  PAYMENT_METHOD: dropdown('Method of Payment', LOAN_PAYMENT_METHOD),
  FINANCE_AMOUNT: money('Finance Amount'),
  AFF_TCPA: toggle('Telemarketing Consent'),
  AFF_REC_DEBITS: toggle('Recurring Debit Consent'),
  APP_REQUEST_ID: field({ label: 'App Request ID' }),
  APPLY_WITH_COAPP: toggle('Apply with a Co-Applicant'),
  ACCESS_CODE: field({
    label: 'Verification Code',
    helperText: 'The six-digit code sent to your mobile phone',
    filter: 'number',
    format: 'access-code',
    maxLength: 6,
    minLength: 6,
  }),
  SHOP_SEARCH: field({ label: 'Zip, City, or Address' }),
  ASSOCIATE_ID: field({ label: 'Associate ID', filter: 'text', format: 'text' }),
  PRIVACY_TERMS_AGREED: toggle('I agree to the Privacy Policy and Terms and Conditions'),
  TERMS_ACCEPTED: toggle('Terms Accepted'),
  TERMS_ACCEPTED_TIMESTAMP: field({ label: 'Terms Accepted At' }),
  TRACKING_ID: field({ label: 'Tracking ID' }),
};

// Each lender's own fields, as its definition declares them: plain text it writes itself.
const LENDER_OWN = Object.fromEntries(
  LENDER_FIELD_SETS.flatMap((fields) =>
    Object.entries(fields).map(([name, own]: [string, LenderField]) => [name, field({ label: own.label })]),
  ),
) as Record<LenderFieldName, FieldDefinition>;

// Spec §5: names are 50 long in the coapplicant form. Confirm fields point at the coapplicant's own field.
function coappDefinition(base: CoappBaseFieldName): FieldDefinition {
  const def = SHARED[base];
  const name = base === 'FIRST_NAME' || base === 'LAST_NAME' ? { maxLength: 50 } : {};
  const confirms = def.confirms ? { confirms: coappName(def.confirms as CoappBaseFieldName) } : {};
  return { ...def, ...name, ...confirms, label: `Co-Applicant ${def.label}` };
}

const COAPP = Object.fromEntries(COAPP_BASE_FIELDS.map((base) => [coappName(base), coappDefinition(base)]));

export const FIELD_CATALOGUE: Readonly<Record<FieldName, FieldDefinition>> = {
  ...SHARED,
  ...PRIMARY_ONLY,
  ...LENDER_OWN,
  ...(COAPP as Record<`COAPP_${CoappBaseFieldName}`, FieldDefinition>),
};

export function fieldDefinition(name: FieldName): FieldDefinition {
  return FIELD_CATALOGUE[name];
}

/** Fields encrypted at rest and kept out of logs (GUIDE security figures; pino `redact` paths). */
export const SENSITIVE_FIELDS: readonly FieldName[] = (Object.keys(FIELD_CATALOGUE) as FieldName[]).filter(
  (name) => FIELD_CATALOGUE[name].sensitive,
);
