// The Versatile offer the waterfall prequalified (prequalResult.versData, lenders §3, §7), provided by the
// result page so the next-lender button can read 'Continue', 'Begin Application' or 'Apply with Snap'
// (lenders §4 "Next-application click") without every result view passing it along.
import { createContext } from 'react';
import type { LenderResult, VersatileOffer } from '../../../lib/domain';

export const VersatileOfferContext = createContext<VersatileOffer | undefined>(undefined);

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
