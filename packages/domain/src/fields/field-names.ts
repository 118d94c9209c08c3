// Every field of the shared credit application (spec applicant-journey §3 "Field names", lenders §3).
// Names are SCREAMING_SNAKE as the lenders' field maps use them; coapplicant fields are the primary name
// with a COAPP_ prefix so one definition serves both applicants. A field only one lender has is its
// definition's (`fields`), added here from the registry.
import { LENDER_FIELD_SETS } from '../lenders/lender-registry.js';
import * as groups from './field-groups.js';

/** Personal fields that also exist for the coapplicant (spec §3 "with coapplicant equivalents", §2 screen 10). */
export const COAPP_BASE_FIELDS = [
  ...groups.NAME_FIELDS,
  'EMAIL',
  'CONFIRM_EMAIL',
  'HOME_PHONE',
  'MOBILE_PHONE',
  'WORK_PHONE',
  'DOB',
  ...groups.RESIDENT_ADDRESS_FIELDS,
  'ANNUAL_GROSS_INCOME',
  'MONTHLY_GROSS_INCOME',
  'RESIDENT_STATUS',
  ...groups.ID_DOCUMENT_FIELDS,
  'SSN',
  'CONFIRM_SSN',
] as const;

export const PRIMARY_FIELDS = [
  ...COAPP_BASE_FIELDS,
  // residence
  'YEARS_AT_ADDRESS',
  'USE_MAILING_ADDRESS',
  ...groups.MAILING_ADDRESS_FIELDS,
  ...groups.PREVIOUS_ADDRESS_FIELDS,
  // Wisconsin marital section
  ...groups.MARITAL_FIELDS,
  // contact and employment
  'EMAIL_FOR_ALL_COMS',
  'WORK_PHONE_EXT',
  'EMPLOYER_NAME',
  'EMPLOYER_PHONE',
  'EMPLOYER_PHONE_EXT',
  // income and housing
  'ANNUAL_NET_INCOME',
  'MONTHLY_NET_INCOME',
  'INCOME',
  'INCOME_TYPE',
  'MONTHLY_HOUSING_PAYMENT',
  'RENT_OR_OWN',
  // date of birth parts (the ID panel asks month, day and year dropdowns)
  'DOB_YEAR',
  'DOB_MONTH',
  'DOB_DAY',
  'LAST_FOUR',
  // extra financial / payment (lenders §3)
  ...groups.PAYDAY_FIELDS,
  'ACCOUNT_TYPE',
  'ACCOUNT_NUMBER',
  'ROUTING_NUMBER',
  ...groups.CARD_FIELDS,
  'CVV',
  'BILLING_ADDRESS1',
  'BILLING_ADDRESS2',
  'BILLING_ZIP',
  'BILLING_MATCH_RESIDENT',
  'PAYMENT_METHOD',
  'FINANCE_AMOUNT',
  'AFF_TCPA',
  'AFF_REC_DEBITS',
  'APP_REQUEST_ID',
  // journey bookkeeping
  'APPLY_WITH_COAPP',
  'ACCESS_CODE',
  'SHOP_SEARCH',
  'ASSOCIATE_ID',
  'PRIVACY_TERMS_AGREED',
  'TERMS_ACCEPTED',
  'TERMS_ACCEPTED_TIMESTAMP',
  'TRACKING_ID',
] as const;

type NamesIn<Fields> = Fields extends unknown ? keyof Fields & string : never;

/** The fields lenders declare for themselves (their definitions' `fields`), written by their own pages. */
export type LenderFieldName = NamesIn<(typeof LENDER_FIELD_SETS)[number]>;

/** Every lender's own field, in registry order. */
export const LENDER_FIELDS = LENDER_FIELD_SETS.flatMap((fields) => Object.keys(fields)) as LenderFieldName[];

export type PrimaryFieldName = (typeof PRIMARY_FIELDS)[number] | LenderFieldName;
export type CoappBaseFieldName = (typeof COAPP_BASE_FIELDS)[number];
export type CoappFieldName = `COAPP_${CoappBaseFieldName}`;
export type FieldName = PrimaryFieldName | CoappFieldName;

export const COAPP_FIELDS: readonly CoappFieldName[] = COAPP_BASE_FIELDS.map((name) => coappName(name));

export const FIELD_NAMES: readonly FieldName[] = [...PRIMARY_FIELDS, ...LENDER_FIELDS, ...COAPP_FIELDS];

export function coappName(name: CoappBaseFieldName): CoappFieldName {
  return `COAPP_${name}`;
}

export function isCoappField(name: FieldName): name is CoappFieldName {
  return name.startsWith('COAPP_');
}

export function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}
