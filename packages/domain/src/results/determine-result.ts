// Result determination (lenders §4 "Result determination") and the consumer-level outcome.
import type { AppCode } from '../lenders/app-codes.js';
import { isSet, type LenderResult } from './lender-result.js';

export type ResultKind = 'approved' | 'approved-in-store' | 'referred' | 'declined' | 'error' | 'pending';

export const DECLINED_OFFER = 'DECLINED_OFFER';

function hasError(result: LenderResult): boolean {
  return isSet(result.errorResult) || isSet(result.error) || result.applicationDecision === 'ERROR';
}

/**
 * In the spec's order: accepted is approved; a referral or pendingappflag '1' is referred; '2' is approved
 * in store (see the store associate); otherwise declined when the status matches 'declined' or the declined
 * flag is set. A result with none of these is an error when it carries one, else still pending.
 */
export function determineResult(result: LenderResult | undefined): ResultKind {
  if (!result) return 'pending';
  if (isSet(result.accepted) || result.applicationDecision === 'APPROVED') return 'approved';
  // A referral '2' is a referral approval (lenders §4 "referral 1 means referral, 2 referral approval"),
  // like pendingappflag '2': approved in store, not referred.
  const referralApproval = result.pendingappflag === '2' || String(result.referral ?? '').trim() === '2';
  if (referralApproval) return 'approved-in-store';
  if (isSet(result.referral) || result.pendingappflag === '1' || result.applicationDecision === 'REFERRED') {
    return 'referred';
  }
  if (
    isSet(result.declined) ||
    /declined/i.test(result.status ?? '') ||
    result.applicationDecision === 'DECLINED'
  ) {
    return 'declined';
  }
  if (hasError(result)) return 'error';
  return 'pending';
}

export type Results = Partial<Record<AppCode, LenderResult>>;

/** Only a prequal acceptance, no application decision yet (lenders §4 "next app" rule). */
export function isPrequalOnly(result: LenderResult | undefined): boolean {
  if (!result) return false;
  const decided = ['approved', 'approved-in-store', 'referred', 'declined', 'error'].includes(
    determineResult(result),
  );
  return !decided && isSet(result.prequalResult?.accepted);
}
