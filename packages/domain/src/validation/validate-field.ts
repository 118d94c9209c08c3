// Field validation (spec §5). The order is the spec's: a field that is not requested never errors; a
// required field that is empty or blank gives 'Value cannot be empty'; otherwise the field's own error.
import { FIELD_CATALOGUE } from '../fields/field-catalogue.js';
import type { FieldName } from '../fields/field-names.js';
import { normaliseRequestState, type RequestState } from '../fields/request-state.js';
import { digitsOnly } from '../fields/input-filters.js';
import { MIN_MONTHLY_GROSS_INCOME, type AppCode } from '../lenders/app-codes.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import type { Requirements } from '../requirements/credit-app-requirements.js';
import {
  effectiveRequirements,
  appliesWithCoapplicant,
  type FieldValues,
} from '../requirements/dynamic-requirements.js';
import { calendarDate, compareDates, daysBetween, parseDate } from './dates.js';
import { FORMAT_RULES } from './format-rules.js';
import { MESSAGES } from './messages.js';

export type FieldErrors = Partial<Record<FieldName, string>>;

export interface ValidationContext {
  /** The lender the data is for; some rules (minimum income, payday rules) apply to particular lenders. */
  readonly appCode?: AppCode;
  /** The registry whose definitions say which rules the lender has; the package's by default. */
  readonly registry?: LenderRegistry;
}

function lenderOf(context: ValidationContext) {
  return context.appCode === undefined
    ? undefined
    : lenderDefinition(context.appCode, context.registry ?? LENDER_REGISTRY);
}

/** Confirm fields compare case-insensitively after trimming (spec §5). */
export function sameConfirmedValue(a: string | undefined, b: string | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

function confirmMessage(name: FieldName, confirmed: FieldName): string {
  if (name === 'CONFIRM_EMAIL' || name === 'COAPP_CONFIRM_EMAIL') return MESSAGES.emailsMustMatch;
  if (name === 'CONFIRM_SSN' || name === 'COAPP_CONFIRM_SSN') return MESSAGES.ssnsMustMatch;
  return MESSAGES.mustMatch(FIELD_CATALOGUE[confirmed].label);
}

// Lenders §5 payday rules: maximum distance to the next payday by frequency (7, 14, 31 days; twice monthly
// uses the semimonthly maximum of 16), and the twice-monthly gap between last and next of 10 to 16 days.
const MAX_DAYS_TO_NEXT_PAYDAY: Record<string, number> = { W: 7, B: 14, M: 31, T: 16 };
const SEMIMONTHLY_MIN_GAP = 10;
const SEMIMONTHLY_MAX_GAP = 16;

function paydayError(
  name: FieldName,
  value: string,
  values: FieldValues,
  today: Date,
  context: ValidationContext,
) {
  const date = parseDate(value);
  if (!date) return MESSAGES.invalidDate;
  const now = calendarDate(today);
  const installment = lenderOf(context)?.installment === true;
  if (name === 'NEXT_PAYDAY') {
    // "next payday after now and not today"; for other apps this is the only payday rule.
    if (compareDates(date, now) <= 0) return MESSAGES.nextPaydayFuture;
    if (!installment) return undefined;
    const last = values.LAST_PAYDAY ? parseDate(values.LAST_PAYDAY) : undefined;
    if (last && compareDates(last, date) === 0) return MESSAGES.paydaysSame;
    const frequency = values.PAY_FREQUENCY ?? '';
    const max = MAX_DAYS_TO_NEXT_PAYDAY[frequency];
    if (max !== undefined && daysBetween(now, date) > max) return MESSAGES.nextPaydayTooFar;
    if (frequency === 'T' && last) {
      const gap = daysBetween(last, date);
      if (gap < SEMIMONTHLY_MIN_GAP || gap > SEMIMONTHLY_MAX_GAP) return MESSAGES.payFrequencyRange;
    }
    return undefined;
  }
  if (!installment) return undefined;
  if (compareDates(date, now) > 0) return MESSAGES.lastPaydayPast;
  const next = values.NEXT_PAYDAY ? parseDate(values.NEXT_PAYDAY) : undefined;
  if (next && compareDates(next, date) === 0) return MESSAGES.paydaysSame;
  return undefined;
}

/**
 * The error text for one field, or undefined when it is valid. `values` gives the other answers for the
 * rules that compare fields (confirm fields, paydays); `today` is injectable for deterministic tests.
 */
export function validateFieldValue(
  name: FieldName,
  value: string | undefined | null,
  requestState: RequestState | string | undefined,
  values: FieldValues = {},
  today: Date = new Date(),
  context: ValidationContext = {},
): string | undefined {
  const state = normaliseRequestState(requestState);
  if (state === 'NOT_REQUESTED') return undefined;
  const definition = FIELD_CATALOGUE[name];
  const trimmed = (value ?? '').trim();
  if (trimmed === '') {
    if (state !== 'REQUIRED') return undefined;
    return definition.format === 'access-code' ? MESSAGES.accessCodeEmpty : MESSAGES.required;
  }
  const formatError =
    definition.format === 'payday'
      ? paydayError(name, trimmed, values, today, context)
      : FORMAT_RULES[definition.format](trimmed, { definition, today });
  if (formatError) return formatError;
  // The browser filters to the max length; a longer value can only come from a hand-made request.
  const length = definition.format === 'phone' ? digitsOnly(trimmed).length : trimmed.length;
  if (length > definition.maxLength) return MESSAGES.invalidValue;
  if (definition.minLength !== undefined && trimmed.length < definition.minLength) {
    return MESSAGES.minLength(definition.minLength);
  }
  if (definition.confirms && !sameConfirmedValue(trimmed, values[definition.confirms])) {
    return confirmMessage(name, definition.confirms);
  }
  if (
    name === 'MONTHLY_GROSS_INCOME' &&
    lenderOf(context)?.minimumMonthlyGrossIncome === true &&
    Number(trimmed) < MIN_MONTHLY_GROSS_INCOME
  ) {
    return MESSAGES.minMonthlyGrossIncome;
  }
  return undefined;
}

const COAPP_PHONES: FieldName[] = ['COAPP_HOME_PHONE', 'COAPP_MOBILE_PHONE', 'COAPP_WORK_PHONE'];

/**
 * Spec §5: with a coapplicant, at least one phone is required ('At least one phone number must be
 * provided.', shown under the title 'Phone Number Error'). Reported on the coapplicant's home phone.
 */
export function coappPhoneError(values: FieldValues): string | undefined {
  if (!appliesWithCoapplicant(values)) return undefined;
  const any = COAPP_PHONES.some((name) => (values[name] ?? '').trim() !== '');
  return any ? undefined : MESSAGES.coappPhoneRequired;
}

/** Every error of the given answers against a lender's requirements (after the answer-driven adjustments). */
export function validateFields(
  values: FieldValues,
  requirements: Requirements,
  today: Date = new Date(),
  context: ValidationContext = {},
): FieldErrors {
  const effective = effectiveRequirements(requirements, values, context.appCode, context.registry);
  const errors: FieldErrors = {};
  for (const [name, state] of Object.entries(effective) as [FieldName, RequestState][]) {
    const error = validateFieldValue(name, values[name], state, values, today, context);
    if (error) errors[name] = error;
  }
  if (effective.COAPP_HOME_PHONE !== undefined && !errors.COAPP_HOME_PHONE) {
    const phoneError = coappPhoneError(values);
    if (phoneError) errors.COAPP_HOME_PHONE = phoneError;
  }
  return errors;
}

/**
 * Spec §5: a dropdown set back to its placeholder clears the value and, if required, sets an error.
 * The placeholder is the empty value ''.
 */
export function dropdownChange(
  value: string,
  requestState: RequestState | string,
): { value: string; error: string | undefined } {
  if (value !== '') return { value, error: undefined };
  return {
    value: '',
    error: normaliseRequestState(requestState) === 'REQUIRED' ? MESSAGES.required : undefined,
  };
}
