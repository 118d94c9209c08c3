// Versatile's outcome fields, written by its waterfall, never typed by the applicant (lenders §3). The catalogue
// takes them from the definition's `fields`.
import type { LenderField } from '../lender-definition.js';

export const VERS_FIELDS = {
  VERS_STATUS: { label: 'Versatile Status' },
  VERS_PROVIDER_ID: { label: 'Versatile Provider' },
  VERS_APPROVED_AMOUNT: { label: 'Versatile Approved Amount' },
  VERS_APPLICATION_ID: { label: 'Versatile Application ID' },
  VERS_PRODUCT_TYPE: { label: 'Versatile Product Type' },
  VERS_PROVIDER_REF_NUM: { label: 'Versatile Reference Number' },
  VERS_PROVIDER_BANK_ID: { label: 'Versatile Provider Bank ID' },
  VERS_PROVIDER_PRODUCT_ID: { label: 'Versatile Provider Product ID' },
  VERS_OUTCOME_TYPE: { label: 'Versatile Outcome Type' },
} as const satisfies Readonly<Record<string, LenderField>>;
