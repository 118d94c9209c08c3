import type { LenderCosts } from '../offer-terms.js';
import type { VersProviderId } from './decisions.js';

/** Each provider's lease-to-own pricing (12 months, bi-weekly) and its early-purchase option. */
const leaseCosts = (
  name: string,
  costRatioPercent: number,
  earlyPurchaseFeePercent: number,
): LenderCosts => ({
  name,
  product: 'lease-purchase',
  fees: [{ kind: 'processing', cents: 3900 }],
  lease: {
    costRatioPercent,
    paymentCount: 26,
    frequency: 'biweekly',
    earlyPurchaseDays: 90,
    earlyPurchaseFeePercent,
  },
});

export const VERS_PROVIDER_COSTS: Readonly<Record<VersProviderId, LenderCosts>> = {
  acima: leaseCosts('Acima', 200, 10),
  flexshopper: leaseCosts('FlexShopper', 190, 10),
  koalafi: leaseCosts('Koalafi', 185, 8),
  snap: leaseCosts('Snap Finance', 175, 5),
};
