// Lenders §7 "AFF terms": POST /api/v1/apps/amff/gen-tc { t2AStoreKeyId, phoneMobile } → AFF's documents as
// HTML per type. The caller sanitises them before showing (lenders §8).
import { api } from '../../../lib/api-client';

export interface AffTerms {
  terms: string;
  disclaimer: string;
  arbitration: string;
  tcpa: string;
  privacyPolicy: string;
  paymentAuth: string;
  /** AFF's consent to electronic records and signatures; absent from an older AFF. */
  esign?: string;
  /** The version of `esign` the consumer agrees to, sent back at 'Confirm and Sign' (decision 293). */
  esignVersion?: string;
}

export function fetchAffTerms(shopKeyId: string, phoneMobile: string | undefined) {
  return api.post<AffTerms>('/api/v1/apps/amff/gen-tc', {
    t2AStoreKeyId: shopKeyId,
    ...(phoneMobile ? { phoneMobile } : {}),
  });
}
