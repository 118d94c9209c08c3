// The next-application button (lenders §4 "Next-application click", "Button labels"), from the lender's
// definition.
import type { NextAppOffer } from '../lenders/lender-definition.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';

/** What the Versatile waterfall told us about the provider (lenders §3 "Versatile data"). */
export type VersatileOffer = NextAppOffer;

export interface NextAppButton {
  readonly label: string;
  /** The lender's terms must be agreed first (Continue disabled until then; lenders §4). */
  readonly requiresTermsAgreed: boolean;
}

/**
 * The next-application button (lenders §4 "Button labels"): the lender's own label ('Apply' unless it names
 * one), or the one its own waterfall's offer decides.
 */
export function nextAppButton(
  appCode: string,
  offer: NextAppOffer = {},
  registry: LenderRegistry = LENDER_REGISTRY,
): NextAppButton {
  const lender = lenderDefinition(appCode, registry);
  const label = lender?.nextAppLabelFor?.(offer) ?? lender?.nextAppLabel ?? 'Apply';
  return { label, requiresTermsAgreed: lender?.nextAppRequiresTerms === true };
}
