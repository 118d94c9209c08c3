// The finance amount the applicant chose in the approval's calculator, for the finalize step to start from
// (WCAG 2.2 3.3.7 "Redundant Entry": an answer already given in the same process is filled in, not asked
// again). Kept for the tab only, per application; an amount is not personal data.
const KEY = 'ttapply.aff-chosen-amount';

export function rememberChosenAmount(applicationId: string, amount: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ applicationId, amount }));
  } catch {
    // Storage refused (private mode, quota): finalize then asks for the amount, as before.
  }
}

/** The amount chosen for `applicationId` in this tab, if any. */
export function chosenAmount(applicationId: string): string | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      applicationId?: unknown;
      amount?: unknown;
    } | null;
    return stored?.applicationId === applicationId &&
      typeof stored.amount === 'string' &&
      /^\d+$/.test(stored.amount)
      ? stored.amount
      : undefined;
  } catch {
    return undefined;
  }
}
