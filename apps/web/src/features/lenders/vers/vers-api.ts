// Versatile calls of the web app (lenders §7), all through our server.
import { api } from '../../../lib/api-client';
import type { ApplicationRecord } from '../../../lib/api-types';
import type { VersLenderLanguage } from './vers-language';

/** Lenders §3 "Versatile data": a lender list entry. */
export interface VersLenderRecord extends VersLenderLanguage {
  lenderId: string;
  lenderName: string;
  sdkversion: string;
}

export interface WaterfallAnswer {
  sessionId: string;
  /** 'polling' until 'completed' or 'expired'. */
  status: string;
  application: ApplicationRecord;
}

/** Lenders §7: "returns lender list or error". */
export function loadLenders() {
  return api.get<{ lenders: VersLenderRecord[]; error?: string }>('/api/v1/vers/loadLenders');
}

export function startWaterfall(body: Record<string, unknown>, idempotencyKey: string) {
  return api.post<WaterfallAnswer>('/api/v1/vers/waterfall', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function waterfallStatus(sessionId: string) {
  return api.get<WaterfallAnswer>(`/api/v1/vers/waterfall/${encodeURIComponent(sessionId)}`);
}

export function pendingApplication(body: { t2AConsumerKeyId: string; sessionId: string; provider: string }) {
  return api.post<{ success: boolean }>('/api/v1/vers/pendingApplication', body);
}

export function createFrontEndSession(body: { consumerId: string; sessionId: string }) {
  return api.post<{ token: string; expiresAt: string }>('/api/v1/vers/createFrontEndSession', body);
}

export function updateApplicationStatus(body: {
  sessionId: string;
  t2AConsumerKeyId: string;
  status: string;
  providerId?: string;
  decision?: Record<string, unknown>;
}) {
  return api.post<WaterfallAnswer>('/api/v1/apps/app/updateApplicationStatus', body);
}
