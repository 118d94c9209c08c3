// EasyPay (EZPY) rules that are pure data (lenders §3 code tables, §4 "Submission pages", §9 "Loan
// disclosure"). The pages, the server and the sandbox read them from here (GUIDE 1).
import {
  codedList,
  LENDER_ADMINISTERED_STATES,
  LOAN_DISCLOSURE_UNAVAILABLE_STATES,
  PAY_FREQUENCY,
  type CodedValue,
} from '../../coded-values.js';
import type { FieldValues } from '../../requirements/dynamic-requirements.js';
import { ezpyBillingPreset, stateCode } from './ezpy-answers.js';

export { ezpyBillingPreset, FLORIDA, floridaStampTaxFlag } from './ezpy-answers.js';

/**
 * Lenders §9: "Loan disclosure: not available in NY; lender-administered in AK, AZ, … WI (the EasyPay
 * footnote excludes the same list)". Everywhere else the loan is originated by the partner bank.
 */
export type EzpyLoanDisclosure = 'not-available' | 'lender-administered' | 'bank-originated';

/** Which loan disclosure a resident of this state gets (undefined state: the general bank wording). */
export function ezpyLoanDisclosure(state: string | undefined): EzpyLoanDisclosure {
  const code = stateCode(state);
  if (LOAN_DISCLOSURE_UNAVAILABLE_STATES.includes(code)) return 'not-available';
  if (LENDER_ADMINISTERED_STATES.includes(code)) return 'lender-administered';
  return 'bank-originated';
}

/**
 * The billing answers EasyPay's 'Account Information' opens with when none was given yet: the same preset
 * whether EasyPay is the shop's first lender or reached after another one (lenders §4 "EZPY pre-sets billing
 * same as resident"; moveToNextApp applies it on the move, this on a first lender's page). Empty when the
 * consumer already answered the billing toggle, so a choice is never overwritten.
 */
export function ezpyBillingDefaults(values: FieldValues): FieldValues {
  if (values.BILLING_MATCH_RESIDENT !== undefined && values.BILLING_MATCH_RESIDENT !== '') return {};
  return ezpyBillingPreset(values);
}

// EZPY uses its own numeric codes for the pay frequency (spec §3).
export const PAY_FREQUENCY_EZPY = codedList([
  { label: 'Weekly', value: '1' },
  { label: 'Bi-Weekly', value: '2' },
  { label: 'Semi-Monthly', value: '3' },
  { label: 'Monthly', value: '4' },
]);

/**
 * The pay frequency as EasyPay names it: our stored codes (W/B/T/M, lenders §3 Pay Frequency) shown with
 * EZPY's own labels (Weekly=1, Bi-Weekly=2, Semi-Monthly=3, Monthly=4); the code it receives is
 * payFrequencyCode(value, 'EZPY').
 */
export const EZPY_PAY_FREQUENCY_OPTIONS: readonly CodedValue[] = PAY_FREQUENCY_EZPY.map((ezpy) => {
  const order: Record<string, string> = { '1': 'W', '2': 'B', '3': 'T', '4': 'M' };
  const ours = PAY_FREQUENCY.find((option) => option.value === order[ezpy.value]);
  return { label: ezpy.label, value: ours?.value ?? ezpy.value, lenderCode: ezpy.value };
});

/** The EZPY label of a stored pay frequency (W/B/T/M or an EZPY code), else the value itself. */
export function ezpyPayFrequencyLabel(value: string): string {
  const found = EZPY_PAY_FREQUENCY_OPTIONS.find((o) => o.value === value || o.lenderCode === value);
  return found?.label ?? value;
}
