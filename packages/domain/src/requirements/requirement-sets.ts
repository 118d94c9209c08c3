// The blocks lenders' requirements are built from (spec §7 /CreditAppRequirements.json; docs/decisions/010):
// each lender's definition (lenders/<code>/) composes its own list from these, so a field's request state in a
// block is decided once. The spec gives no per-field table; the choices are in each definition.
//
// - Every lender keeps the verified mobile phone, the access code and the shop search (ALWAYS: they survive
//   the move to the next app, spec §4).
// - FULL is the shared application: About You, Residence, Financial incl. primary ID and SSN (lenders §2 page
//   sequence; spec §5 step completeness). The secondary ID, middle initial, suffix, address 2, work phone and
//   extension are optional because no rule names them as required.
// - COAPPLICANT fields are optional until the coapplicant toggle is on (dynamic-requirements.ts).
import type { FieldName } from '../fields/field-names.js';
import type { RequestState } from '../fields/request-state.js';

export type Requirements = Partial<Record<FieldName, RequestState>>;

export const R = 'REQUIRED' as const;
export const O = 'OPTIONAL' as const;

export const ALWAYS: Requirements = { MOBILE_PHONE: R, ACCESS_CODE: O, SHOP_SEARCH: O };

export const ABOUT_YOU: Requirements = {
  FIRST_NAME: R,
  MIDDLE_INITIAL: O,
  LAST_NAME: R,
  SUFFIX: O,
  EMAIL: R,
  CONFIRM_EMAIL: R,
  EMAIL_FOR_ALL_COMS: O,
  HOME_PHONE: R,
  MOBILE_PHONE: R,
  DOB: R,
  EMPLOYER_NAME: R,
  WORK_PHONE: O,
  WORK_PHONE_EXT: O,
};

// Mailing, previous and spouse fields are OPTIONAL here and raised to REQUIRED by the answers that need
// them (dynamic-requirements.ts): years at address, the mailing toggle, Wisconsin and the marital answers.
export const RESIDENCE: Requirements = {
  ADDRESS1: R,
  ADDRESS2: O,
  CITY: R,
  STATE: R,
  ZIP: R,
  YEARS_AT_ADDRESS: R,
  USE_MAILING_ADDRESS: O,
  MAILING_ADDRESS1: O,
  MAILING_ADDRESS2: O,
  MAILING_CITY: O,
  MAILING_STATE: O,
  MAILING_ZIP: O,
  PREVIOUS_ADDRESS1: O,
  PREVIOUS_ADDRESS2: O,
  PREVIOUS_CITY: O,
  PREVIOUS_STATE: O,
  PREVIOUS_ZIP: O,
  MARRIED: O,
  LIVE_IN_SPOUSE: O,
  SPOUSE_NAME: O,
  SPOUSE_ADDRESS1: O,
  SPOUSE_ADDRESS2: O,
  SPOUSE_CITY: O,
  SPOUSE_STATE: O,
  SPOUSE_ZIP: O,
  SPOUSE_RESIDENT_STATUS: O,
};

export const FINANCIAL: Requirements = {
  ANNUAL_GROSS_INCOME: R,
  MONTHLY_HOUSING_PAYMENT: R,
  RESIDENT_STATUS: R,
  ID_TYPE: R,
  ID_NUMBER: R,
  ID_STATE: R,
  ID_EXPIRY: R,
  SECONDARY_ID_TYPE: O,
  SECONDARY_ID_ISSUER: O,
  SECONDARY_ID_EXPIRY: O,
  SSN: R,
  CONFIRM_SSN: R,
};

export const COAPPLICANT: Requirements = {
  APPLY_WITH_COAPP: O,
  COAPP_FIRST_NAME: O,
  COAPP_MIDDLE_INITIAL: O,
  COAPP_LAST_NAME: O,
  COAPP_EMAIL: O,
  COAPP_CONFIRM_EMAIL: O,
  COAPP_HOME_PHONE: O,
  COAPP_MOBILE_PHONE: O,
  COAPP_WORK_PHONE: O,
  COAPP_DOB: O,
  COAPP_ADDRESS1: O,
  COAPP_ADDRESS2: O,
  COAPP_CITY: O,
  COAPP_STATE: O,
  COAPP_ZIP: O,
  COAPP_ANNUAL_GROSS_INCOME: O,
  COAPP_RESIDENT_STATUS: O,
  COAPP_ID_TYPE: O,
  COAPP_ID_NUMBER: O,
  COAPP_ID_STATE: O,
  COAPP_ID_EXPIRY: O,
  COAPP_SECONDARY_ID_TYPE: O,
  COAPP_SECONDARY_ID_ISSUER: O,
  COAPP_SECONDARY_ID_EXPIRY: O,
  COAPP_SSN: O,
  COAPP_CONFIRM_SSN: O,
};

/** Lenders §5: "AFF required prequal fields: first and last name, DOB, SSN, residence address, city, state, zip, email, home phone." */
export const PREQUAL: Requirements = {
  FIRST_NAME: R,
  LAST_NAME: R,
  DOB: R,
  SSN: R,
  CONFIRM_SSN: R,
  ADDRESS1: R,
  ADDRESS2: O,
  CITY: R,
  STATE: R,
  ZIP: R,
  EMAIL: R,
  CONFIRM_EMAIL: R,
  HOME_PHONE: R,
};

export const PREQUAL_WITHOUT_EMAIL: Requirements = { ...PREQUAL, EMAIL: O, CONFIRM_EMAIL: O };

export const FULL: Requirements = { ...ALWAYS, ...ABOUT_YOU, ...RESIDENCE, ...FINANCIAL };
