import type { Ref } from 'react';
import { Field, type FieldVariant } from '../../components/ui/field';
import { useMessages, type MessageKey } from '../../i18n/messages';
import { fieldHint, fieldLabel, localisedOptions, validationMessage } from '../../i18n/domain-texts';
import {
  digitsOnly,
  dobDateRange,
  FIELD_CATALOGUE,
  fieldFilter,
  fieldLeftOut,
  formatPhone,
  idExpiryExample,
  typedDate,
  type FieldName,
  type RequestState,
} from '../../lib/domain';

const VARIANTS: Record<string, FieldVariant> = {
  TEXT: 'text',
  DROPDOWN: 'dropdown',
  DATE: 'date',
  MASKED: 'masked',
  TOGGLE: 'toggle',
};

// Browser autofill hints; they speed up a phone form a lot and are not rules.
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  FIRST_NAME: 'given-name',
  MIDDLE_INITIAL: 'additional-name',
  LAST_NAME: 'family-name',
  SUFFIX: 'honorific-suffix',
  EMAIL: 'email',
  CONFIRM_EMAIL: 'email',
  HOME_PHONE: 'tel-national',
  MOBILE_PHONE: 'tel-national',
  DOB: 'bday',
  ADDRESS1: 'address-line1',
  ADDRESS2: 'address-line2',
  CITY: 'address-level2',
  STATE: 'address-level1',
  ZIP: 'postal-code',
  EMPLOYER_NAME: 'organization',
};

// How to put a format error right, by the field's format (the spec's message stays as it is above it).
const FIX_BY_FORMAT: Partial<Record<string, MessageKey>> = {
  name: 'fix.name',
  digits: 'fix.digits',
  money: 'fix.money',
  zip: 'fix.zip',
  phone: 'fix.phone',
  email: 'fix.email',
  ssn: 'fix.ssn',
  date: 'fix.date',
  dob: 'fix.date',
  // a payday's and an expiry's example are dates near today, never a birth date
  payday: 'fix.payday',
  'id-expiry': 'fix.expiry',
  dropdown: 'fix.dropdown',
};

/** The example date a payday's or an expiry's hint gives, MM/DD/YYYY. */
function dateExample(format: string): string {
  return format === 'id-expiry' ? idExpiryExample() : typedDate(new Date());
}

/**
 * A Field bound to its domain catalogue entry: label, helper text, filter, max length, options, type. The
 * label, helper text, options and the error (held in the domain's English) are shown in the screen's language.
 */
export function CatalogueField(props: {
  name: FieldName;
  requestState: RequestState;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  readOnly?: boolean;
  badge?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>;
  /** Options computed at run time (the card expiry years, lenders §5), instead of the catalogue's. */
  options?: readonly { label: string; value: string }[];
}) {
  const m = useMessages();
  const def = FIELD_CATALOGUE[props.name];
  const fixKey = FIX_BY_FORMAT[def.format];
  const variant = VARIANTS[def.inputType] ?? 'text';
  const isPhone = def.filter === 'phone';
  const numeric = def.filter === 'number' || def.format === 'money' || def.format === 'zip';
  const options = props.options ?? def.options;
  return (
    <Field
      name={props.name}
      label={fieldLabel(props.name)}
      // A date's helper text is its format, shown as the placeholder instead.
      hint={props.hint ?? (variant === 'date' ? undefined : fieldHint(props.name))}
      placeholder={variant === 'date' ? fieldHint(props.name) : undefined}
      value={props.value}
      error={props.error && validationMessage(props.error)}
      fix={props.error && fixKey ? m(fixKey, { example: dateExample(def.format) }) : undefined}
      onChange={props.onChange}
      onBlur={props.onBlur}
      variant={variant}
      required={props.requestState === 'REQUIRED'}
      // Phones are kept as digits and shown formatted '(xxx) xxx-xxxx' (spec §5).
      filter={
        isPhone ? (raw) => digitsOnly(fieldFilter(props.name, raw)) : (raw) => fieldFilter(props.name, raw)
      }
      leftOut={(raw) => fieldLeftOut(props.name, raw)}
      display={isPhone ? formatPhone : undefined}
      maxLength={def.maxLength}
      options={options && localisedOptions(options)}
      type={def.format === 'email' ? 'email' : isPhone ? 'tel' : 'text'}
      inputMode={isPhone ? 'tel' : def.format === 'email' ? 'email' : numeric ? 'numeric' : undefined}
      autoComplete={AUTOCOMPLETE[props.name]}
      readOnly={props.readOnly}
      badge={props.badge}
      inputRef={props.inputRef}
      // The native picker (iOS) offers only the DOB's allowed span, 18 to 100 years back (spec §5).
      dateRange={def.format === 'dob' ? dobDateRange() : undefined}
    />
  );
}
