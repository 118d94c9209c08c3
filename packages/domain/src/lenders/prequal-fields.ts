// The fields a soft check sends (lenders §5), as lists a prequalifying lender's definition picks from.
import type { FieldName } from '../fields/field-names.js';

/** Lenders §5: "AFF required prequal fields: first and last name, DOB, SSN, residence address, city, state, zip, email, home phone." */
export const PREQUAL_FIELD_LIST: readonly FieldName[] = [
  'FIRST_NAME',
  'LAST_NAME',
  'DOB',
  'SSN',
  'ADDRESS1',
  'ADDRESS2',
  'CITY',
  'STATE',
  'ZIP',
  'EMAIL',
  'HOME_PHONE',
];

/** Lenders §5 "… similar without email". */
export const PREQUAL_FIELD_LIST_WITHOUT_EMAIL = PREQUAL_FIELD_LIST.filter((name) => name !== 'EMAIL');
