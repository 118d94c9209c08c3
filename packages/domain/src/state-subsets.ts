// Spec §3 and lenders §9 define these two state subsets but do not say what they are for. They are kept
// verbatim so a later lender rule can refer to them by name instead of re-typing the list.
export const STATE_SUBSET_A: readonly string[] = [
  'CO',
  'CT',
  'GA',
  'IA',
  'MD',
  'MA',
  'NH',
  'NY',
  'PA',
  'VT',
  'WV',
];
export const STATE_SUBSET_NY: readonly string[] = ['NY'];
