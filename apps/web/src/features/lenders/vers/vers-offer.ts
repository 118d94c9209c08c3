// The offer Versatile's own waterfall found (prequalResult.versData, lenders §3, §7): its provider and outcome
// word the button that offers the next lender (lenders §4 "Next-application click"), read by its web lender.
import type { LenderResult, VersatileOffer } from '../../../lib/domain';

/** providerId and outcomeType from a Versatile result's prequal versData, if there is one. */
export function versatileOfferOf(result: LenderResult | null | undefined): VersatileOffer | undefined {
  const versData = result?.prequalResult?.versData;
  if (!versData || typeof versData !== 'object') return undefined;
  const { providerId, outcomeType } = versData as Record<string, unknown>;
  return {
    providerId: typeof providerId === 'string' ? providerId : undefined,
    outcomeType: typeof outcomeType === 'string' ? outcomeType : undefined,
  };
}
