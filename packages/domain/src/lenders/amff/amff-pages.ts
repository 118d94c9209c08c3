// The fields of AFF's own pages (lenders §2).
import { MARITAL_FIELDS } from '../../fields/field-groups.js';
import type { FieldName } from '../../fields/field-names.js';

// Lenders §2 "AFF missing-information screen".
export const AFF_MISSING_FIELDS: readonly FieldName[] = [
  'MONTHLY_GROSS_INCOME',
  'PAY_FREQUENCY',
  'LAST_PAYDAY',
  'NEXT_PAYDAY',
  'CC_NUMBER',
  'CC_EXP_MONTH',
  'CC_EXP_YEAR',
  'BILLING_ZIP',
  'CVV',
  'ROUTING_NUMBER',
  'ACCOUNT_NUMBER',
  ...MARITAL_FIELDS,
];
