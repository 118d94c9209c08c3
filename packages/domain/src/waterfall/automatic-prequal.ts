// The automatic prequal after a decline (lenders §4 "Submission pages": "After a declined or non-accepted
// result, the next lender in the list that supports prequal is submitted automatically"). The server runs it
// (docs/decisions/140), and only when the consumer agreed to that soft check beforehand (consents.ts).
import { supportsPrequal, type AppCode } from '../lenders/app-codes.js';
import { LENDER_REGISTRY, type LenderRegistry } from '../lenders/lender-registry.js';
import { determineResult, type Results } from '../results/determine-result.js';
import { isSet, type LenderResult } from '../results/lender-result.js';

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
 * The lender that gets a soft prequal by itself if `afterApp` declines: the first one after it in the list
 * that supports prequal and has no result (whatever afterApp's own answer). Pass the applicant's effective
 * list (journey effectiveAppList) so a lender removed for the resident state is never sent.
 */
export function automaticPrequalLender(
  appList: readonly AppCode[],
  afterApp: AppCode,
  results: Results = {},
  registry: LenderRegistry = LENDER_REGISTRY,
): AppCode | undefined {
  const index = appList.indexOf(afterApp);
  if (index < 0) return undefined;
  return appList
    .slice(index + 1)
    .find((code) => supportsPrequal(code, registry) && results[code] === undefined);
}
