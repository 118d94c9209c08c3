// AFF's account checks (lenders §7 "Debit card validation", "Routing validation"). The CVV goes to our
// server in this one request body and nowhere else: never a draft, never sessionStorage (decision 050).
import { api } from '../../../lib/api-client';

export interface CardCheckPayload {
  /** Card number (lenders §3 "Card validation payload"). */
  q: string;
  fullname?: string;
  address?: string;
  zipcode: string;
  /** MMYY. */
  exp: string;
  cvv: string;
  appReqId?: string;
  t2AStoreKeyId: string;
  aba?: string;
}

export type CardCheckAnswer =
  | { success: true }
  | { success: false; error_code: 'CARDERR' | 'EXPERR' | 'CVVERR' | 'ZIPERR' | string; reason: string };

export function validateDebitCard(payload: CardCheckPayload) {
  return api.post<CardCheckAnswer>('/api/v1/apps/amff/validate-debit-card', payload);
}

export interface RoutingCheckAnswer {
  result: { status: 'accepted' | 'rejected' };
  checked: boolean;
}

export function validateRoutingNumber(shopKeyId: string | number, ckaba: string) {
  return api.post<RoutingCheckAnswer>(
    `/api/v1/shops/shop/${encodeURIComponent(String(shopKeyId))}/validate-routing-num`,
    { ckaba },
  );
}
