import type { CodedValue } from '../coded-values.js';
import type { FieldName } from './field-names.js';
import type { InputFilterKind } from './input-filters.js';

export const INPUT_TYPES = ['TEXT', 'DROPDOWN', 'DATE', 'MASKED', 'TOGGLE'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/**
 * Which format rule checks a non-empty value (validation/format-rules.ts holds one function per kind, with
 * the exact message of spec §5). Kept on the field so the browser, the step schemas and the server agree.
 */
export const FORMAT_KINDS = [
  'free',
  'name',
  'alpha',
  'text',
  'digits',
  'money',
  'address',
  'street-address',
  'city',
  'zip',
  'phone',
  'email',
  'ssn',
  'date',
  'dob',
  'payday',
  'id-expiry',
  'id-number',
  'dropdown',
  'toggle',
  'month',
  'card-year',
  'card-number',
  'routing-number',
  'account-number',
  'cvv',
  'last-four',
  'access-code',
  'years',
] as const;
export type FormatKind = (typeof FORMAT_KINDS)[number];

export interface FieldDefinition {
  readonly label: string;
  readonly helperText?: string;
  readonly maxLength: number;
  /** Shorter non-empty values give 'Must be at least {n} characters long'. */
  readonly minLength?: number;
  readonly filter: InputFilterKind;
  readonly inputType: InputType;
  readonly format: FormatKind;
  readonly options?: readonly CodedValue[];
  /** For a confirm field: the field whose value it must repeat. */
  readonly confirms?: FieldName;
  /** Encrypted at rest and masked when shown (GUIDE security figures). */
  readonly sensitive: boolean;
}
