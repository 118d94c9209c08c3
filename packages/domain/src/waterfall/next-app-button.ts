// The next-application button (lenders §4 "Next-application click", "Button labels").
import type { AppCode } from '../lenders/app-codes.js';
import { LENDERS } from '../lenders/lender-catalogue.js';

/** What the Versatile waterfall told us about the provider (lenders §3 "Versatile data"). */
export interface VersatileOffer {
  readonly providerId?: string;
  readonly outcomeType?: string;
}

export interface NextAppButton {
  readonly label: string;
  /** MILE: "requires terms agreed first (Continue disabled until then)". */
  readonly requiresTermsAgreed: boolean;
}

/**
 * The next-application button (lenders §4 "Button labels"): Apply, Continue for MILE, 'Review Disclosures'
 * for GNES; Versatile by provider: acima 'Continue' with an offer present, else 'Begin Application';
 * flexshopper 'Begin Application'; snap 'Apply with Snap'; others 'Apply'.
 */
export function nextAppButton(appCode: AppCode, versatile: VersatileOffer = {}): NextAppButton {
  const requiresTermsAgreed = appCode === 'MILE';
  if (appCode !== 'VERS') return { label: LENDERS[appCode].nextAppLabel, requiresTermsAgreed };
  const provider = versatile.providerId?.trim().toLowerCase();
  let label = 'Apply';
  if (provider === 'acima')
    label = versatile.outcomeType === 'offer_present' ? 'Continue' : 'Begin Application';
  else if (provider === 'flexshopper') label = 'Begin Application';
  else if (provider === 'snap') label = 'Apply with Snap';
  return { label, requiresTermsAgreed };
}
