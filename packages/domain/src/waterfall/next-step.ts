// The waterfall's one rule: from the shop's lenders, the consumer's recorded decisions and the consents they
// gave, what happens next (lenders §2 "Navigation rules", §4 "Result determination", "Next-application
// click", "Submission pages"). The server runs it in the transaction that records each decision and acts on
// it (docs/decisions/140); the consumer's pages and the shop console read what it said.
import type { AppCode } from '../lenders/app-codes.js';
import {
  determineResult,
  isPrequalOnly,
  type ResultKind,
  type Results,
} from '../results/determine-result.js';
import { automaticPrequalLender, isDeclinedOrNotAccepted } from './automatic-prequal.js';
import type { RecordedConsent } from './consents.js';
import { consumerOutcome, isAccepted, nextApp, type OutcomeOptions } from './consumer-outcome.js';
import { nextAppButton, type NextAppButton, type VersatileOffer } from './next-app-button.js';

export interface WaterfallInput extends OutcomeOptions {
  /** The lenders this consumer may use, in the shop's order (journey effectiveAppList). */
  readonly lenders: readonly AppCode[];
  /** The latest answer of each lender (a prequal offer until it is applied for). */
  readonly results: Results;
  /** Lenders with an application or prequal sent and not answered yet. */
  readonly deciding?: readonly AppCode[];
  /** The credit checks the consumer agreed to (consents.ts). */
  readonly consents: readonly RecordedConsent[];
  /** What a lender's own waterfall prequalified, for that lender's button label (lenders §3, §4). */
  readonly versatileOffer?: VersatileOffer;
}

export type WaterfallStep =
  /** No lender has been sent anything yet: the consumer is filling in the application. */
  | { readonly type: 'not-started' }
  /** A lender is deciding; nothing else happens until it answers. */
  | { readonly type: 'waiting'; readonly appCode: AppCode }
  /** The server sends this lender a soft prequal by itself (the consumer agreed to it in advance). */
  | { readonly type: 'submit-prequal'; readonly appCode: AppCode; readonly afterDeclineOf: AppCode }
  /** The result screen offers this lender with its button; the consumer chooses. */
  | { readonly type: 'offer-next'; readonly appCode: AppCode; readonly button: NextAppButton }
  | { readonly type: 'approved'; readonly appCode: AppCode | undefined }
  | { readonly type: 'referred'; readonly appCode: AppCode | undefined }
  | { readonly type: 'funded'; readonly appCode: AppCode | undefined }
  /** Every lender answered and none approved. */
  | { readonly type: 'all-applied' }
  /** Nothing more can be offered (the rest answered with errors or cannot be reached). */
  | { readonly type: 'ended' };

export type WaterfallStepType = WaterfallStep['type'];

/** Steps after which nothing more happens by itself or can be chosen. */
export const FINAL_STEPS: readonly WaterfallStepType[] = [
  'approved',
  'referred',
  'funded',
  'all-applied',
  'ended',
];

function approvedLender(input: WaterfallInput): AppCode | undefined {
  return input.lenders.find((code) => {
    const result = input.results[code];
    return result !== undefined && isAccepted(result);
  });
}

function answeredAs(
  input: WaterfallInput,
  answered: readonly AppCode[],
  kinds: readonly ResultKind[],
): AppCode | undefined {
  return answered.find((code) => kinds.includes(determineResult(input.results[code])));
}

/**
 * In order: a lender deciding is waited for; an approval, a referral or funding ends the waterfall (lenders
 * §2 "completed-state redirect"); after a decline the next prequal lender gets its soft prequal by itself when
 * the consumer agreed to exactly that check; otherwise the next lender is offered with its button (a prequal
 * offer waiting first, since it is the first app after the first one whose result is only a prequal
 * acceptance); when none is left, all applied or ended. It never sends a hard pull: an application is only
 * ever the consumer's own choice.
 */
export function nextStep(input: WaterfallInput): WaterfallStep {
  const { lenders, results } = input;
  const deciding = (input.deciding ?? []).filter((code) => lenders.includes(code));
  if (deciding.length > 0) return { type: 'waiting', appCode: deciding[0]! };
  const answered = lenders.filter((code) => results[code] !== undefined);
  if (answered.length === 0) return { type: 'not-started' };

  const outcome = consumerOutcome(results, lenders, input);
  if (outcome.funded) return { type: 'funded', appCode: approvedLender(input) };
  if (outcome.approved || outcome.referred) {
    const approved = answeredAs(input, answered, ['approved', 'approved-in-store']);
    if (approved) return { type: 'approved', appCode: approved };
    return { type: 'referred', appCode: answeredAs(input, answered, ['referred', 'pending']) };
  }

  for (const declined of lenders.filter((code) => isDeclinedOrNotAccepted(results[code]))) {
    const candidate = automaticPrequalLender(lenders, declined, results, input.registry);
    if (candidate === undefined) continue;
    const agreed = input.consents.some(
      (consent) =>
        consent.appCode === candidate &&
        consent.creditCheck === 'soft' &&
        consent.afterDeclineOf === declined,
    );
    if (agreed) return { type: 'submit-prequal', appCode: candidate, afterDeclineOf: declined };
  }

  const offer = lenders.find((code) => isPrequalOnly(results[code])) ?? nextApp(results, lenders);
  if (offer !== undefined) {
    const button = nextAppButton(offer, input.versatileOffer ?? {}, input.registry);
    return { type: 'offer-next', appCode: offer, button };
  }
  return outcome.allApplied ? { type: 'all-applied' } : { type: 'ended' };
}
