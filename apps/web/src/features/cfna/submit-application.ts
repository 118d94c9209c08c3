import { api } from '../../lib/api-client';
import type { SubmitApplicationResponse } from '../../lib/api-types';

export interface SubmitInput {
  tier: string;
  appType: string;
  consumerId: string;
  storeKeyId: string;
  appData: Record<string, string>;
  selectedApps: readonly string[];
  idempotencyKey: string;
}

/** POST /api/v1/apps/app/ (🔒). The Idempotency-Key makes a retried submit never send a second application. */
export function submitApplication(input: SubmitInput) {
  return api.post<SubmitApplicationResponse>(
    '/api/v1/apps/app/',
    {
      tier: input.tier,
      appType: input.appType,
      t2AConsumerKeyId: input.consumerId,
      t2AStoreKeyId: input.storeKeyId,
      appData: input.appData,
      confirmTimestamp: new Date().toISOString(),
      // The server keeps the consumer's selected apps as a comma list (spec §3 consumerSelectedApps).
      selectedApps: input.selectedApps.join(','),
    },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

/** 128 random bits; getRandomValues works on plain http too, unlike randomUUID (secure contexts only). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
