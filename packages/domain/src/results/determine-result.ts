// Result determination (lenders §4 "Result determination") and the consumer-level outcome.
import type { AppCode } from '../lenders/app-codes.js';
import { isSet, type LenderResult } from './lender-result.js';

export type ResultKind = 'approved' | 'approved-in-store' | 'referred' | 'declined' | 'error' | 'pending';

export const DECLINED_OFFER = 'DECLINED_OFFER';
export const MILE_OFFER_EXPIRED = 'EXPIRED';

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
  // CFNA's referral '2' is a referral approval (lenders §4 "referral 1 means referral, 2 referral approval"),
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

function isPending(result: LenderResult): boolean {
  return result.pendingappflag === '1' || result.pendingappflag === '2' || isSet(result.pending);
}

/** Only a prequal acceptance, no application decision yet (lenders §4 "next app" rule). */
export function isPrequalOnly(result: LenderResult | undefined): boolean {
  if (!result) return false;
  const decided = ['approved', 'approved-in-store', 'referred', 'declined', 'error'].includes(
    determineResult(result),
  );
  return !decided && isSet(result.prequalResult?.accepted);
}

export type Results = Partial<Record<AppCode, LenderResult>>;

export interface ConsumerOutcome {
  /** Any result accepted, referred or pending (accepted only for a phone-locked consumer). */
  readonly approved: boolean;
  readonly referred: boolean;
  /** Every listed app has an accepted or declined result. */
  readonly allApplied: boolean;
  readonly applicationError: boolean;
  /** Approved and fund status '2'. */
  readonly funded: boolean;
  /** A listed app has no accepted, declined or referred result yet. */
  readonly otherAppsAvailable: boolean;
  readonly nextApp: AppCode | undefined;
}

export interface OutcomeOptions {
  readonly fundStatus?: string;
  /** Spec: "accepted-only for a phone-locked consumer". */
  readonly phoneLocked?: boolean;
}

function gemyError(result: LenderResult): boolean {
  return isSet(result.errorMessage) || result.applicationDecision === 'ERROR';
}

/**
 * The next app is the first app after the first one whose result is missing or is only a prequal
 * acceptance (lenders §4).
 */
export function nextApp(results: Results, appList: readonly AppCode[]): AppCode | undefined {
  return appList.find((code, index) => index > 0 && (!results[code] || isPrequalOnly(results[code])));
}

export function consumerOutcome(
  results: Results,
  appList: readonly AppCode[],
  options: OutcomeOptions = {},
): ConsumerOutcome {
  const entries = Object.entries(results) as [AppCode, LenderResult][];
  const accepted = (r: LenderResult) => isSet(r.accepted) || r.applicationDecision === 'APPROVED';
  const referral = (r: LenderResult) => isSet(r.referral) || r.applicationDecision === 'REFERRED';
  const approved = entries.some(([, r]) =>
    options.phoneLocked ? accepted(r) : accepted(r) || referral(r) || isPending(r),
  );
  const referred = entries.some(([, r]) => referral(r) || isPending(r));
  const decided = (r: LenderResult | undefined) =>
    r !== undefined && ['approved', 'approved-in-store', 'declined'].includes(determineResult(r));
  const allApplied = appList.length > 0 && appList.every((code) => decided(results[code]));
  const applicationError = entries.some(([code, r]) =>
    code === 'GEMY' ? gemyError(r) : isSet(r.errorResult),
  );
  const funded = approved && options.fundStatus === '2';
  const otherAppsAvailable = appList.some((code) => {
    const r = results[code];
    return !r || !(accepted(r) || referral(r) || determineResult(r) === 'declined');
  });
  return {
    approved,
    referred,
    allApplied,
    applicationError,
    funded,
    otherAppsAvailable,
    nextApp: nextApp(results, appList),
  };
}
