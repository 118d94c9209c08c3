import { MESSAGES } from '@ttapply/domain';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import type { LenderDecision, LenderSubmission } from './lender-adapter.js';

/**
 * HTTP to a lender's API (in development, training and tests: apps/partner-sandbox on its own origin, so
 * timeouts, retries and dropped connections are real). Every call carries the caller's abort signal and, for
 * anything that may pull credit, an Idempotency-Key the lender dedupes on.
 */
const decisionSchema = z.object({
  applicationId: z.string().min(1).max(128),
  status: z.enum(['a', 'd', 'e', 'n', 'p', 'q']),
  result: z.record(z.string(), z.unknown()),
  cardArt: z
    .object({ filename: z.string(), filenamefilled: z.string(), line1: z.string(), line2: z.string() })
    .optional(),
});

/** A transport failure the caller may retry with the same key (5xx, dropped connection). */
export class PartnerTransportError extends Error {
  override name = 'PartnerTransportError';
}

export class PartnerHttpClient {
  constructor(private readonly baseUrl: string) {}

  /** POST /lenders/{code}/{applications|prequal} with the submission; resolves with the lender's decision. */
  async submit(
    appCode: string,
    kind: 'applications' | 'prequal',
    submission: LenderSubmission,
    appData: Record<string, string>,
    signal: AbortSignal,
  ): Promise<LenderDecision> {
    const body = {
      appType: submission.appType,
      tier: submission.tier,
      shop: {
        acctId: submission.shop.acctId,
        subId: submission.shop.subId,
        storeNumber: submission.shop.storeNumber,
      },
      appData,
      ...(submission.quickScreen ? { quickScreen: submission.quickScreen } : {}),
    };
    const json = await this.request(`/lenders/${appCode}/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': submission.idempotencyKey },
      body: JSON.stringify(body),
      signal,
    });
    const parsed = decisionSchema.safeParse(json);
    if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
    const { applicationId, status, result, cardArt } = parsed.data;
    return { status, result, lenderApplicationId: applicationId, ...(cardArt ? { cardArt } : {}) };
  }

  /** POST a JSON body to the lender and read its JSON answer (AFF account checks, documents, estimates). */
  async postJson(path: string, body: unknown, signal: AbortSignal): Promise<unknown> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  }

  /** GET a JSON document from the lender (disclosures, status). */
  async getJson(path: string, signal: AbortSignal): Promise<unknown> {
    return this.request(path, { method: 'GET', signal });
  }

  /** GET an HTML document from the lender (state disclosures). */
  async getText(path: string, signal: AbortSignal): Promise<string> {
    const response = await this.fetch(path, { method: 'GET', signal });
    return response.text();
  }

  private async request(path: string, init: RequestInit): Promise<unknown> {
    const response = await this.fetch(path, init);
    try {
      return await response.json();
    } catch {
      throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
    }
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, init);
    } catch (error) {
      // The caller's timeout is final; a dropped connection may be retried with the same key.
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw error;
      throw new PartnerTransportError(MESSAGES.transport.unreachable, { cause: error });
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new PartnerTransportError(MESSAGES.transport.server);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw new AppError('NOT_FOUND', MESSAGES.transport.notFound);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.badRequest);
    }
    return response;
  }
}
