// Where the consumer stands across all of the shop's lenders (lenders §4 "Result determination",
// consumer-level): the input of the waterfall's next step (next-step.ts) and of the result page.
import type { AppCode } from '../lenders/app-codes.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import { determineResult, isPrequalOnly, type Results } from '../results/determine-result.js';
import { isSet, type LenderResult } from '../results/lender-result.js';

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
  /** The registry whose definitions say what a lender's answer means; the package's by default. */
  readonly registry?: LenderRegistry;
}

function isPending(result: LenderResult): boolean {
  return result.pendingappflag === '1' || result.pendingappflag === '2' || isSet(result.pending);
}

/**
 * Lenders §4: "An application error exists when any result has an error result", unless the lender's
 * definition names its own marks of an error (isApplicationError).
 */
export function isApplicationError(
  appCode: string,
  result: LenderResult | undefined,
  registry: LenderRegistry = LENDER_REGISTRY,
): boolean {
  if (!result) return false;
  const own = lenderDefinition(appCode, registry)?.isApplicationError;
  return own ? own(result) : isSet(result.errorResult);
}

export const isAccepted = (r: LenderResult) => isSet(r.accepted) || r.applicationDecision === 'APPROVED';
export const isReferral = (r: LenderResult) => isSet(r.referral) || r.applicationDecision === 'REFERRED';

/**
 * The next app is the first app after the first one whose result is missing or is only a prequal
 * acceptance (lenders §4). A lender that answered with an error has a result, so it is passed over and the
 * next one is offered (docs/decisions/140: an error is not a decline, but it must not end the waterfall).
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
  const approved = entries.some(([, r]) =>
    options.phoneLocked ? isAccepted(r) : isAccepted(r) || isReferral(r) || isPending(r),
  );
  const referred = entries.some(([, r]) => isReferral(r) || isPending(r));
  const decided = (r: LenderResult | undefined) =>
    r !== undefined && ['approved', 'approved-in-store', 'declined'].includes(determineResult(r));
  const allApplied = appList.length > 0 && appList.every((code) => decided(results[code]));
  const applicationError = entries.some(([code, r]) => isApplicationError(code, r, options.registry));
  const funded = approved && options.fundStatus === '2';
  const otherAppsAvailable = appList.some((code) => {
    const r = results[code];
    return !r || !(isAccepted(r) || isReferral(r) || determineResult(r) === 'declined');
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
