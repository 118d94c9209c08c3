// EasyPay (EZPY) rules that are pure data (lenders §3 code tables, §4 "Submission pages", §9 "Loan
// disclosure"). The pages, the server and the sandbox read them from here (GUIDE 1).
import { LENDER_ADMINISTERED_STATES, LOAN_DISCLOSURE_UNAVAILABLE_STATES } from '../../coded-values.js';
import type { FieldValues } from '../../requirements/dynamic-requirements.js';
import { ezpyBillingPreset, stateCode } from './ezpy-answers.js';
import { EZPY_PAY_FREQUENCY_OPTIONS } from './ezpy-pay-frequency.js';

export { ezpyBillingPreset, FLORIDA, floridaStampTaxFlag } from './ezpy-answers.js';
export { EZPY_PAY_FREQUENCY_OPTIONS, PAY_FREQUENCY_EZPY } from './ezpy-pay-frequency.js';

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

/** The EZPY label of a stored pay frequency (W/B/T/M or an EZPY code), else the value itself. */
export function ezpyPayFrequencyLabel(value: string): string {
  const found = EZPY_PAY_FREQUENCY_OPTIONS.find((o) => o.value === value || o.lenderCode === value);
  return found?.label ?? value;
}
