// Which fields each page shows (spec §2 screens 6-12, lenders §2; a lender's own pages in its definition). Completeness of a data page is "every
// requested field on it is valid" (spec §5 "Step completeness"), so this list is also that rule.
import * as groups from '../fields/field-groups.js';
import type { FieldName } from '../fields/field-names.js';
import { LENDER_REGISTRY, type LenderRegistry } from '../lenders/lender-registry.js';
import type { PageId } from './page-ids.js';
import type { SharedPageId } from './shared-pages.js';

const ABOUT_YOU: FieldName[] = [
  ...groups.NAME_FIELDS,
  'EMAIL',
  'CONFIRM_EMAIL',
  'EMAIL_FOR_ALL_COMS',
  'HOME_PHONE',
  'MOBILE_PHONE',
  'DOB',
  'EMPLOYER_NAME',
  'WORK_PHONE',
  'WORK_PHONE_EXT',
];

// Spec §5: "The resident address is always checked; for the primary applicant the mailing address, years
// at address and previous address are checked too." The WI marital section sits on the same page (§2).
const RESIDENT: FieldName[] = [
  ...groups.RESIDENT_ADDRESS_FIELDS,
  'YEARS_AT_ADDRESS',
  'USE_MAILING_ADDRESS',
  ...groups.MAILING_ADDRESS_FIELDS,
  ...groups.PREVIOUS_ADDRESS_FIELDS,
  ...groups.MARITAL_FIELDS,
];

// Spec §5: income fields, monthly housing cost, resident status, ID number/expiry/state/type, secondary
// ID type/issuer/expiry and SSN.
const FINANCIAL: FieldName[] = [
  'ANNUAL_GROSS_INCOME',
  'MONTHLY_GROSS_INCOME',
  'ANNUAL_NET_INCOME',
  'MONTHLY_NET_INCOME',
  'INCOME_TYPE',
  'MONTHLY_HOUSING_PAYMENT',
  'RESIDENT_STATUS',
  ...groups.ID_DOCUMENT_FIELDS,
  'SSN',
  'CONFIRM_SSN',
];

// Lenders §2 "Extra financial / payment page" ('Account Information'), shared by the lenders whose stack has it.
const ADDITIONAL_FINANCIAL: FieldName[] = [
  ...groups.PAYDAY_FIELDS,
  ...groups.CARD_FIELDS,
  'BILLING_MATCH_RESIDENT',
  ...groups.BILLING_ADDRESS_FIELDS,
  'CVV',
  'ROUTING_NUMBER',
  'ACCOUNT_NUMBER',
  'ACCOUNT_TYPE',
  // Lenders §2: "…, routing number, account number, payment method dropdown" (decision 111).
  'PAYMENT_METHOD',
];

const SHARED_PAGE_FIELDS: Readonly<Record<SharedPageId, readonly FieldName[]>> = {
  'policy-content': ['PRIVACY_TERMS_AGREED'],
  'getting-started': ['MOBILE_PHONE', 'ACCESS_CODE'],
  'about-you': ABOUT_YOU,
  resident: RESIDENT,
  email: ['EMAIL', 'CONFIRM_EMAIL', 'EMAIL_FOR_ALL_COMS'],
  phone: ['HOME_PHONE', 'MOBILE_PHONE', 'WORK_PHONE', 'WORK_PHONE_EXT'],
  financial: FINANCIAL,
  'additional-financial': ADDITIONAL_FINANCIAL,
  // Spec §2 screen 9: the ID panel asks ID number, state and date of birth.
  id: ['ID_NUMBER', 'ID_STATE', 'DOB'],
  ssn: ['SSN', 'CONFIRM_SSN'],
  'coapp-select': ['APPLY_WITH_COAPP'],
  'coapp-about-you': [
    'COAPP_FIRST_NAME',
    'COAPP_MIDDLE_INITIAL',
    'COAPP_LAST_NAME',
    'COAPP_EMAIL',
    'COAPP_CONFIRM_EMAIL',
    'COAPP_HOME_PHONE',
    'COAPP_MOBILE_PHONE',
    'COAPP_WORK_PHONE',
    'COAPP_DOB',
  ],
  'coapp-resident': ['COAPP_ADDRESS1', 'COAPP_ADDRESS2', 'COAPP_CITY', 'COAPP_STATE', 'COAPP_ZIP'],
  'coapp-financial': [
    'COAPP_ANNUAL_GROSS_INCOME',
    'COAPP_MONTHLY_GROSS_INCOME',
    'COAPP_RESIDENT_STATUS',
    'COAPP_ID_TYPE',
    'COAPP_ID_NUMBER',
    'COAPP_ID_STATE',
    'COAPP_ID_EXPIRY',
    'COAPP_SECONDARY_ID_TYPE',
    'COAPP_SECONDARY_ID_ISSUER',
    'COAPP_SECONDARY_ID_EXPIRY',
    'COAPP_SSN',
    'COAPP_CONFIRM_SSN',
  ],
  summary: [],
  'app-select': [],
  result: [],
};

/** The fields a page shows, a lender's page by its definition in the registry (none when it lists none). */
export function pageFieldsOf(page: string, registry: LenderRegistry = LENDER_REGISTRY): readonly FieldName[] {
  const shared = (SHARED_PAGE_FIELDS as Readonly<Record<string, readonly FieldName[]>>)[page];
  if (shared) return shared;
  return registry.find((lender) => lender.pages.includes(page))?.pageFields?.[page] ?? [];
}

export const PAGE_FIELDS = Object.fromEntries(
  [...Object.keys(SHARED_PAGE_FIELDS), ...LENDER_REGISTRY.flatMap((lender) => lender.pages)].map((page) => [
    page,
    pageFieldsOf(page),
  ]),
) as Readonly<Record<PageId, readonly FieldName[]>>;
