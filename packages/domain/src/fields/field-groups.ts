// Groups of fields that the spec names together and that several lists reuse (the pages that show them, the
// consent categories that cover them, the answers that clear them). One list each, so a field added to a
// group reaches every list at once. No imports: field-names.ts and the lender definitions both read these.

/** The applicant's name (spec §3), asked of both applicants. */
export const NAME_FIELDS = ['FIRST_NAME', 'MIDDLE_INITIAL', 'LAST_NAME', 'SUFFIX'] as const;

/** The resident address (spec applicant-journey §3), asked of both applicants. */
export const RESIDENT_ADDRESS_FIELDS = ['ADDRESS1', 'ADDRESS2', 'CITY', 'STATE', 'ZIP'] as const;

/** The mailing address, when it is not the resident one (spec §5 "Step completeness"). */
export const MAILING_ADDRESS_FIELDS = [
  'MAILING_ADDRESS1',
  'MAILING_ADDRESS2',
  'MAILING_CITY',
  'MAILING_STATE',
  'MAILING_ZIP',
] as const;

/** The previous address, asked after a short time at the resident one (spec §5). */
export const PREVIOUS_ADDRESS_FIELDS = [
  'PREVIOUS_ADDRESS1',
  'PREVIOUS_ADDRESS2',
  'PREVIOUS_CITY',
  'PREVIOUS_STATE',
  'PREVIOUS_ZIP',
] as const;

/** The spouse's address and status, asked when the spouse does not live with the applicant. */
export const SPOUSE_ADDRESS_FIELDS = [
  'SPOUSE_ADDRESS1',
  'SPOUSE_ADDRESS2',
  'SPOUSE_CITY',
  'SPOUSE_STATE',
  'SPOUSE_ZIP',
  'SPOUSE_RESIDENT_STATUS',
] as const;

/** The Wisconsin marital section (spec §2, on the resident page). */
export const MARITAL_FIELDS = ['MARRIED', 'LIVE_IN_SPOUSE', 'SPOUSE_NAME', ...SPOUSE_ADDRESS_FIELDS] as const;

/** The identity document and its secondary (spec §5: ID number/expiry/state/type, secondary type/issuer/expiry). */
export const ID_DOCUMENT_FIELDS = [
  'ID_TYPE',
  'ID_NUMBER',
  'ID_STATE',
  'ID_EXPIRY',
  'SECONDARY_ID_TYPE',
  'SECONDARY_ID_ISSUER',
  'SECONDARY_ID_EXPIRY',
] as const;

/** The card's billing address (lenders §2 "Extra financial / payment page"). */
export const BILLING_ADDRESS_FIELDS = ['BILLING_ADDRESS1', 'BILLING_ADDRESS2', 'BILLING_ZIP'] as const;

/** How often the applicant is paid and when (lenders §2 "Extra financial / payment page"). */
export const PAYDAY_FIELDS = ['PAY_FREQUENCY', 'LAST_PAYDAY', 'NEXT_PAYDAY'] as const;

/** The debit or credit card a payment plan draws on (lenders §2), its CVV and billing address apart. */
export const CARD_FIELDS = ['CC_NUMBER', 'CC_EXP_MONTH', 'CC_EXP_YEAR'] as const;
