// The fields of AFF's own pages (lenders §2).
import { CARD_FIELDS, MARITAL_FIELDS, PAYDAY_FIELDS } from '../../fields/field-groups.js';
import type { FieldName } from '../../fields/field-names.js';

// Lenders §2 "AFF missing-information screen".
export const AFF_MISSING_FIELDS: readonly FieldName[] = [
  'MONTHLY_GROSS_INCOME',
  ...PAYDAY_FIELDS,
  ...CARD_FIELDS,
  'BILLING_ZIP',
  'CVV',
  'ROUTING_NUMBER',
  'ACCOUNT_NUMBER',
  ...MARITAL_FIELDS,
];
