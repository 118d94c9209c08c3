// The routing-number check with the shop (lenders §5 "Routing validation"), asked by every lender whose
// Account Information page has a routing number.
import { api } from '../../../lib/api-client';

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
