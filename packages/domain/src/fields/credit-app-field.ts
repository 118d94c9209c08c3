// The credit application field model of spec §3: pure updates over a map of fields keyed by name.
// set-from-app changes label, helper, request state, input type and validate; set-from-db changes the
// stored and shown values; remove-field deletes it.
import { FIELD_CATALOGUE } from './field-catalogue.js';
import type { FormatKind, InputType } from './field-definition.js';
import type { FieldName } from './field-names.js';
import { normaliseRequestState, type RequestState } from './request-state.js';

export interface CreditAppField {
  readonly name: FieldName;
  readonly label: string;
  readonly helperText: string;
  readonly requestState: RequestState;
  readonly inputType: InputType;
  /** The stored value (e.g. DOB as YYYY-MM-DD, phone as 10 digits). */
  readonly trueValue: string;
  /** The value as shown in the input (e.g. DOB as MM/DD/YYYY, phone formatted). */
  readonly inputValue: string;
  readonly error: string | undefined;
  /** Which format rule validates it (validation/format-rules.ts). */
  readonly validate: FormatKind;
}

export type CreditAppFields = Readonly<Partial<Record<FieldName, CreditAppField>>>;

/** What a lender's requirements say about a field (label and the rest default to the catalogue). */
export interface AppFieldSettings {
  readonly requestState: RequestState | string;
  readonly label?: string;
  readonly helperText?: string;
  readonly inputType?: InputType;
  readonly validate?: FormatKind;
}

export function createField(name: FieldName): CreditAppField {
  const def = FIELD_CATALOGUE[name];
  return {
    name,
    label: def.label,
    helperText: def.helperText ?? '',
    requestState: 'NOT_REQUESTED',
    inputType: def.inputType,
    trueValue: '',
    inputValue: '',
    error: undefined,
    validate: def.format,
  };
}

export function setFromApp(
  fields: CreditAppFields,
  name: FieldName,
  settings: AppFieldSettings,
): CreditAppFields {
  const current = fields[name] ?? createField(name);
  const def = FIELD_CATALOGUE[name];
  return {
    ...fields,
    [name]: {
      ...current,
      label: settings.label ?? def.label,
      helperText: settings.helperText ?? def.helperText ?? '',
      requestState: normaliseRequestState(settings.requestState),
      inputType: settings.inputType ?? def.inputType,
      validate: settings.validate ?? def.format,
    },
  };
}

export function setFromDb(
  fields: CreditAppFields,
  name: FieldName,
  trueValue: string,
  inputValue: string = trueValue,
): CreditAppFields {
  const current = fields[name] ?? createField(name);
  return { ...fields, [name]: { ...current, trueValue, inputValue } };
}

export function removeField(fields: CreditAppFields, name: FieldName): CreditAppFields {
  const { [name]: _removed, ...rest } = fields;
  return rest;
}

/** The stored values of all fields, for validators that compare fields. */
export function fieldValues(fields: CreditAppFields): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  for (const field of Object.values(fields)) if (field) out[field.name] = field.trueValue;
  return out;
}

/** Spec §5: valid when non-empty without an error, or empty and not required. */
export function isFieldValid(field: CreditAppField): boolean {
  if (field.trueValue.trim() === '') return field.requestState !== 'REQUIRED';
  return field.error === undefined;
}
