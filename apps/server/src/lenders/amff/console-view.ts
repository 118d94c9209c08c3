import type { LenderResult } from '@ttapply/domain';
import type { AffLoanView } from '@ttapply/domain/console';
import type { ConsoleApplication } from '../../staff/journey-details.js';

/**
 * AFF's loan after its approval as the shop sees it (lenders §4 AFF steps 2-5): approved, finalized (an amount
 * chosen), signed, funded; the virtual card's last four once funded. The card's number is never read.
 */
export function affLoanView(apps: readonly ConsoleApplication[]): AffLoanView | null {
  const app = apps.findLast((a) => a.appType === 'AMFF' && a.kind === 'application' && a.status === 'a');
  if (!app) return null;
  const limit = Number(String((app.result as LenderResult | null)?.creditlimit ?? '').replace(/[$,\s]/g, ''));
  const state =
    app.signedFlag === '2'
      ? 'funded'
      : app.signedFlag === '1'
        ? 'signed'
        : app.affLoan
          ? 'finalized'
          : 'approved';
  return {
    applicationId: app.id,
    state,
    approvedAmount: Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : null,
    amountToCharge: app.affLoan?.amount ?? null,
    cardLast4: state === 'funded' && app.fundType === '1' ? app.fundedLast4 : null,
  };
}
