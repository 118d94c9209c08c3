// AFF after the approval (lenders §7): finalize (repair order), estimate, signing URL, sign status, training's
// simulated signing, fund, the virtual card, cancel funding, account status. All 🔒; the server asks AFF.
import { api, apiRequest } from '../../../lib/api-client';
import type { ApplicationRecord, FinanceEstimate, FundingType } from '../../../lib/api-types';

const base = (id: string | number, action: string) =>
  `/api/v1/apps/app/${encodeURIComponent(String(id))}/${action}/AMFF`;

export interface FundedCard {
  success: true;
  fundtype: FundingType;
  last4: string;
  first6?: string;
  billzipcode?: string;
  cardExpiration?: string;
  cardimage?: string;
  cardNumber?: string;
  cardCvv?: string;
  application: ApplicationRecord;
}

export function estimatePayments(id: string | number, amount: string) {
  return api.post<{ result: FinanceEstimate }>(base(id, 'estimate-payments'), undefined, {
    query: { amount },
  });
}

export function finalizeRepairOrder(id: string | number, amount: string, last4: string) {
  return apiRequest<{
    success: boolean;
    decision: string;
    result?: FinanceEstimate & { url?: string; repairOrderId?: string };
    application: ApplicationRecord;
  }>(base(id, 'repair-order'), { method: 'PUT', body: { amount, last4 } });
}

/**
 * 'Confirm and Sign': with the version of AFF's electronic consent the consumer just agreed to, which the
 * server records (decision 293); without one, the server signs only after an agreement it already has.
 */
export function createSigningUrl(
  id: string | number,
  fundingType: FundingType,
  esignConsentVersion?: string,
) {
  return api.post<{ url: string; application: ApplicationRecord }>(base(id, 'signing-url'), {
    fundingType,
    ...(esignConsentVersion ? { esignConsentVersion } : {}),
  });
}

/** Asks our server to ask AFF: the browser's own view of the frame never decides (GUIDE 12). */
export function checkSignStatus(id: string | number) {
  return api.post<{ application: ApplicationRecord }>(base(id, 'sign-status'));
}

export function simulateSigning(id: string | number) {
  return api.post<{ application: ApplicationRecord }>(base(id, 'simulate-signing'));
}

export function fund(id: string | number) {
  return api.post<FundedCard>(base(id, 'fund'));
}

/** The virtual card's details, fetched from AFF each time its screen is shown (never stored). */
export function fetchVirtualCard(id: string | number) {
  return api.get<FundedCard>(base(id, 'fund'));
}

export function cancelFunding(id: string | number) {
  return api.post<{ success: boolean; application: ApplicationRecord }>(base(id, 'cancel-funding'));
}

/** A copy of the agreement the consumer signed, from AFF (HTML; sanitise before showing). */
export function fetchSignedAgreement(id: string | number) {
  return api.get<{ html: string }>(base(id, 'agreement'));
}

export function fetchAccountStatus(id: string | number) {
  return api.get<{ result: Record<string, string> }>(base(id, 'account-status'));
}
