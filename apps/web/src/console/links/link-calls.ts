import { linkSendViewSchema, type LinkSendView } from '@ttapply/domain/console';
import { callStaffApi } from '../console-api-client';

const base = (shopKeyId: string) => `/locations/${encodeURIComponent(shopKeyId)}/links`;

export function resendLink(shopKeyId: string, id: string): Promise<LinkSendView> {
  return callStaffApi(`${base(shopKeyId)}/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    body: {},
    schema: linkSendViewSchema,
  });
}

export function cancelLink(shopKeyId: string, id: string): Promise<LinkSendView> {
  return callStaffApi(`${base(shopKeyId)}/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: {},
    schema: linkSendViewSchema,
  });
}

export function sendLink(
  shopKeyId: string,
  body: { phone: string; purchaseAmount?: number; note?: string; locale?: 'en' | 'es' },
): Promise<LinkSendView> {
  return callStaffApi(base(shopKeyId), { method: 'POST', body, schema: linkSendViewSchema });
}

export const LINK_STATUS_TEXT: Record<LinkSendView['status'], string> = {
  live: 'Live',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
