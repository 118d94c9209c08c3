// EasyPay's own numeric codes for the pay frequency (spec §3), which its definition lists among the coded lists
// the screens translate: plain data with no coded list imported, so the pages that carry every definition
// (decision 295) carry only these four options.
import type { CodedValue } from '../../coded-values.js';

export const PAY_FREQUENCY_EZPY: readonly CodedValue<'1' | '2' | '3' | '4'>[] = [
  { label: 'Weekly', value: '1' },
  { label: 'Bi-Weekly', value: '2' },
  { label: 'Semi-Monthly', value: '3' },
  { label: 'Monthly', value: '4' },
];

/** Our stored pay frequency codes (lenders §3 Pay Frequency: W/B/T/M) of EasyPay's, in its order. */
const OUR_PAY_FREQUENCY = { '1': 'W', '2': 'B', '3': 'T', '4': 'M' } as const;

/**
 * The pay frequency as EasyPay names it: our stored codes (W/B/T/M) shown with EZPY's own labels (Weekly=1,
 * Bi-Weekly=2, Semi-Monthly=3, Monthly=4); the code it receives is payFrequencyCode(value, 'EZPY').
 */
export const EZPY_PAY_FREQUENCY_OPTIONS: readonly CodedValue[] = PAY_FREQUENCY_EZPY.map((ezpy) => ({
  label: ezpy.label,
  value: OUR_PAY_FREQUENCY[ezpy.value],
  lenderCode: ezpy.value,
}));
