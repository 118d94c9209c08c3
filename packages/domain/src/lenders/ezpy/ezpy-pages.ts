// The fields of EasyPay's own pages (lenders §2).
import { BILLING_ADDRESS_FIELDS, CARD_FIELDS } from '../../fields/field-groups.js';
import type { FieldName } from '../../fields/field-names.js';

// Lenders §2: "EZPY additional info also asks: use email for all communications, monthly net and gross
// income, pay frequency, next payday, employer name, work phone and extension."
export const EZPY_MISSING_FIELDS: readonly FieldName[] = [
  'EMAIL_FOR_ALL_COMS',
  'MONTHLY_NET_INCOME',
  'MONTHLY_GROSS_INCOME',
  'PAY_FREQUENCY',
  'NEXT_PAYDAY',
  'EMPLOYER_NAME',
  'WORK_PHONE',
  'WORK_PHONE_EXT',
];

// Lenders §2: the EZPY payment page ('Payment Information') also asks the method of payment.
export const EZPY_PAYMENT_FIELDS: readonly FieldName[] = [
  'PAYMENT_METHOD',
  ...CARD_FIELDS,
  'BILLING_MATCH_RESIDENT',
  ...BILLING_ADDRESS_FIELDS,
  'CVV',
  'ROUTING_NUMBER',
  'ACCOUNT_NUMBER',
  // Lenders §4: EZPY's marketing and recurring-debit consents (docs/decisions/075).
  'AFF_TCPA',
  'AFF_REC_DEBITS',
];
