// The offer a lender's own waterfall found (the domain's NextAppOffer: Versatile's provider, lenders §3, §7),
// provided by the result page from the lender's web module (nextAppButtonOffer), so the next-lender button can
// read 'Continue', 'Begin Application' or 'Apply with Snap' (lenders §4 "Next-application click") without every
// result view passing it along.
import { createContext } from 'react';
import type { VersatileOffer } from '../../../lib/domain';

export const VersatileOfferContext = createContext<VersatileOffer | undefined>(undefined);
