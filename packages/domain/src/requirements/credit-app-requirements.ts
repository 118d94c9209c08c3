// Which fields each lender requests, served verbatim as /CreditAppRequirements.json (spec §7). Plain data,
// JSON-serialisable. The spec gives no per-field table, so it is derived as follows (docs/decisions/010):
//
// - Every lender keeps the verified mobile phone, the access code and the shop search (they survive the
//   move to the next app, spec §4).
// - CFNA and MILE ask the full shared application: About You, Residence, Financial incl. primary ID and SSN
//   (lenders §2 page sequence; spec §5 step completeness). The secondary ID, middle initial, suffix, address 2,
//   work phone and extension are optional because no rule names them as required.
// - CFNA alone offers a coapplicant (AppData maps a co-applicant secondary ID, lenders §3; the spec does not
//   say which lender), so only CFNA requests APPLY_WITH_COAPP and the COAPP_ fields (optional until the
//   toggle is on, see dynamic-requirements.ts).
// - DigniFi (quick app) asks the same data as CFNA without coapplicant.
// - AFF: the prequal list of lenders §5 (names, DOB, SSN, residence address, email, home phone) plus the
//   AFF missing-info and extra-financial fields (monthly gross income, paydays, card, billing zip, CVV,
//   routing and account number). EZPY: the prequal list without email plus its additional info and payment
//   page (lenders §2 "Extra financial / payment page"). GNES: the prequal list without email plus monthly
//   net income.
// - VERS runs the waterfall on data gathered before, so it needs the prequal list (it is a prequal lender).
// - GEMY gathers everything in the partner's embedded form: only the phone and its token here.
// - GDYR is CFNA's own Goodyear-branded card application, so it asks exactly what CFNA asks, coapplicant
//   included: after a GDYR decline CFNA's review follows with nothing asked again (docs/decisions/135).
// - ALNC, BIGO: pages not shown; store-card and financing applications like CFNA's, so they get the CFNA
//   single-applicant set (docs/decisions/135). SERV and ACMA are never offered (refused when a shop's
//   list is read) and keep the same set only so the table stays total. GOODYEAR and BREAD exist only as
//   result screens: nothing.
import type { FieldName } from '../fields/field-names.js';
import type { RequestState } from '../fields/request-state.js';
import type { AppCode } from '../lenders/app-codes.js';

export type Requirements = Partial<Record<FieldName, RequestState>>;

const R = 'REQUIRED' as const;
const O = 'OPTIONAL' as const;

const ALWAYS: Requirements = { MOBILE_PHONE: R, ACCESS_CODE: O, SHOP_SEARCH: O };

const ABOUT_YOU: Requirements = {
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
const RESIDENCE: Requirements = {
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

const FINANCIAL: Requirements = {
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

const COAPPLICANT: Requirements = {
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
const PREQUAL: Requirements = {
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

const PREQUAL_WITHOUT_EMAIL: Requirements = { ...PREQUAL, EMAIL: O, CONFIRM_EMAIL: O };

const FULL: Requirements = { ...ALWAYS, ...ABOUT_YOU, ...RESIDENCE, ...FINANCIAL };

export const CREDIT_APP_REQUIREMENTS: Readonly<Record<AppCode, Requirements>> = {
  CFNA: { ...FULL, ...COAPPLICANT },
  CFSS: { ...FULL },
  MILE: { ...FULL },
  AMFF: {
    ...ALWAYS,
    // the rest of the residence page (years, previous address, WI marital section) is asked on AFF too
    ...RESIDENCE,
    ...PREQUAL,
    MONTHLY_GROSS_INCOME: R,
    PAY_FREQUENCY: R,
    LAST_PAYDAY: R,
    NEXT_PAYDAY: O,
    CC_NUMBER: R,
    CC_EXP_MONTH: R,
    CC_EXP_YEAR: R,
    BILLING_MATCH_RESIDENT: O,
    BILLING_ADDRESS1: O,
    BILLING_ADDRESS2: O,
    BILLING_ZIP: R,
    CVV: R,
    ROUTING_NUMBER: R,
    ACCOUNT_NUMBER: R,
    ACCOUNT_TYPE: O,
    PAYMENT_METHOD: R,
    AFF_TCPA: O,
    AFF_REC_DEBITS: O,
    // lenders §3 "For AFF also … app request id": made on the Account Information page, sent on submit.
    APP_REQUEST_ID: O,
  },
  EZPY: {
    ...ALWAYS,
    ...PREQUAL_WITHOUT_EMAIL,
    EMAIL_FOR_ALL_COMS: R,
    MONTHLY_NET_INCOME: R,
    MONTHLY_GROSS_INCOME: R,
    MONTHLY_HOUSING_PAYMENT: R,
    EMPLOYER_NAME: R,
    WORK_PHONE: R,
    WORK_PHONE_EXT: O,
    PAY_FREQUENCY: R,
    NEXT_PAYDAY: R,
    PAYMENT_METHOD: R,
    CC_NUMBER: R,
    CC_EXP_MONTH: R,
    CC_EXP_YEAR: R,
    BILLING_MATCH_RESIDENT: O,
    BILLING_ADDRESS1: R,
    BILLING_ADDRESS2: O,
    BILLING_ZIP: R,
    CVV: O,
    ROUTING_NUMBER: R,
    ACCOUNT_NUMBER: R,
    // Lenders §4: EZPY's marketing and recurring-debit consents flip '0'/'1' like AFF's (lenders §3 names
    // only AFF_TCPA and AFF_REC_DEBITS as consent fields, so EZPY uses the same two; docs/decisions/075).
    AFF_TCPA: O,
    AFF_REC_DEBITS: O,
    // Lenders §3: "terms accepted flag and time" go with the EZPY application (its review page sets them).
    TERMS_ACCEPTED: O,
    TERMS_ACCEPTED_TIMESTAMP: O,
  },
  GNES: { ...ALWAYS, ...PREQUAL_WITHOUT_EMAIL, MONTHLY_NET_INCOME: R },
  VERS: { ...ALWAYS, ...PREQUAL },
  GEMY: { ...ALWAYS, GEMY_TOKEN: O, TRACKING_ID: O },
  ALNC: { ...FULL },
  GDYR: { ...FULL, ...COAPPLICANT },
  BIGO: { ...FULL },
  SERV: { ...FULL },
  ACMA: { ...FULL },
  GOODYEAR: {},
  BREAD: {},
};

export function requirementsFor(appCode: AppCode | undefined): Requirements {
  return appCode ? CREDIT_APP_REQUIREMENTS[appCode] : {};
}
