// The automatic prequal after a decline (lenders §4 "Submission pages": "After a declined or non-accepted
// result, the next lender in the list that supports prequal is submitted automatically"), and the web's
// polling stop rule (lenders §9, contract "GET /api/v1/apps/app/{id}").
import { supportsPrequal, type AppCode } from '../lenders/app-codes.js';
import { determineResult, type Results } from './determine-result.js';
import { isSet, type LenderResult } from './lender-result.js';

/**
 * A result after which the next prequal lender is submitted: an application declined (incl. a decline offer,
 * DECLINED_OFFER, lenders §4 "Result determination") or a prequal that was not accepted. An approval, a
 * referral, an error or no answer yet sends nothing further: data goes to another lender only on a decline.
 */
export function isDeclinedOrNotAccepted(result: LenderResult | undefined): boolean {
  if (!result) return false;
  if (determineResult(result) === 'declined') return true;
  const prequal = result.prequalResult;
  return prequal !== undefined && !isSet(prequal.accepted) && isSet(prequal.declined);
}

/**
 * The first lender after `afterApp` in the list that supports prequal and has no result yet; undefined
 * when `afterApp` has not declined (see isDeclinedOrNotAccepted) or none is left. Pass the applicant's
 * effective list (journey effectiveAppList) so a lender removed for the resident state is never sent.
 */
export function nextPrequalApp(
  results: Results,
  appList: readonly AppCode[],
  afterApp: AppCode,
): AppCode | undefined {
  if (!isDeclinedOrNotAccepted(results[afterApp])) return undefined;
  return followingPrequalApp(appList, afterApp, results);
}

/** The first lender after `afterApp` that supports prequal and has no result (whatever afterApp's answer). */
export function followingPrequalApp(
  appList: readonly AppCode[],
  afterApp: AppCode,
  results: Results = {},
): AppCode | undefined {
  const index = appList.indexOf(afterApp);
  if (index < 0) return undefined;
  return appList.slice(index + 1).find((code) => supportsPrequal(code) && results[code] === undefined);
}

/**
 * The lender has answered: the job stored a result. The web polls each second until then; a referral is
 * status 'p' with a result, so "result present" (not the status letter) is the stop rule.
 */
export function isApplicationSettled(application: { readonly result?: unknown } | null | undefined): boolean {
  return application?.result !== undefined && application.result !== null;
}
