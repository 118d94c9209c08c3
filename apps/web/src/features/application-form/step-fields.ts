import { useMemo } from 'react';
import type { MessageKey } from '../../i18n/messages';
import type { JourneyState } from '../../stores/journey-store';
import {
  annualFromMonthly,
  askedRequirementsFor,
  coappPhoneError,
  monthlyFromAnnual,
  PAGE_FIELDS,
  validateFieldValue,
  type FieldName,
  type RequestState,
} from '../../lib/domain';

export interface FieldGroup {
  legend?: MessageKey;
  hint?: MessageKey;
  fields: FieldName[];
}

// Residence sections (spec §2 screen 7, §4): which fields show is the domain's effectiveRequirements (the
// mailing toggle, years at address and a Wisconsin state raise or hide them); this only groups them.
const MAILING = /^(USE_MAILING_ADDRESS|MAILING_)/;
const PREVIOUS = /^PREVIOUS_/;
const MARITAL = /^(MARRIED|LIVE_IN_SPOUSE|SPOUSE_NAME)$/;
const SPOUSE_ADDRESS = /^SPOUSE_(ADDRESS|CITY|STATE|ZIP|RESIDENT_STATUS)/;

/** The fields a step shows: the page's catalogue fields that the current lender requests, given the answers. */
export function useStepFields(
  pageId: string,
  journey: Pick<JourneyState, 'appList' | 'appIndex'>,
  values: Record<string, string>,
) {
  // The answers on screen: the lender follows a resident state being typed (spec §4).
  const { appList, appIndex } = journey;
  const requirements = useMemo(
    () => askedRequirementsFor({ appList, appIndex, values }),
    [appList, appIndex, values],
  );
  const requestStateOf = (name: FieldName): RequestState => requirements[name] ?? 'NOT_REQUESTED';
  const all = ((PAGE_FIELDS as Record<string, readonly FieldName[]>)[pageId] ?? []).filter(
    (name) => requestStateOf(name) !== 'NOT_REQUESTED',
  );
  const pick = (pattern: RegExp) => all.filter((name) => pattern.test(name));
  const main = all.filter(
    (name) => ![MAILING, PREVIOUS, MARITAL, SPOUSE_ADDRESS].some((pattern) => pattern.test(name)),
  );
  const groups: FieldGroup[] = [{ fields: main }];
  const mailing = pick(MAILING);
  if (mailing.length > 0) {
    groups.push({ legend: 'residence.mailingAddress', hint: 'residence.mailingHint', fields: mailing });
  }
  const previous = pick(PREVIOUS);
  if (previous.length > 0) {
    groups.push({ legend: 'step.previousAddress', hint: 'step.previousAddressHint', fields: previous });
  }
  const marital = pick(MARITAL);
  if (marital.length > 0) {
    groups.push({ legend: 'residence.marital', hint: 'residence.maritalHint', fields: marital });
  }
  const spouse = pick(SPOUSE_ADDRESS);
  if (spouse.length > 0) groups.push({ legend: 'residence.spouseAddress', fields: spouse });
  return { groups, requestStateOf };
}

export function validateStep(
  names: readonly FieldName[],
  requestStateOf: (name: FieldName) => RequestState,
  values: Record<string, string>,
): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const name of names) {
    const error = validateFieldValue(name, values[name] ?? '', requestStateOf(name), values);
    if (error) errors[name] = error;
  }
  // Spec §5: a coapplicant needs at least one phone; the domain reports it on the home phone.
  if (names.includes('COAPP_HOME_PHONE') && !errors.COAPP_HOME_PHONE) {
    const phoneError = coappPhoneError(values);
    if (phoneError) errors.COAPP_HOME_PHONE = phoneError;
  }
  return errors;
}

const INCOME_PAIRS: [FieldName, FieldName][] = [
  ['ANNUAL_GROSS_INCOME', 'MONTHLY_GROSS_INCOME'],
  ['ANNUAL_NET_INCOME', 'MONTHLY_NET_INCOME'],
];

/** Typing one of annual/monthly income fills its partner with the domain conversion (spec §4). */
export function incomeCompanions(
  name: FieldName,
  value: string,
  visible: readonly FieldName[],
): Record<string, string> {
  if (!/^\d+$/.test(value)) return {};
  for (const [annual, monthly] of INCOME_PAIRS) {
    if (name === annual && visible.includes(monthly))
      return { [monthly]: String(monthlyFromAnnual(Number(value))) };
    if (name === monthly && visible.includes(annual))
      return { [annual]: String(annualFromMonthly(Number(value))) };
  }
  return {};
}
