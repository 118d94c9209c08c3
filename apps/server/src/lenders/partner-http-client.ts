import { MESSAGES, parseOfferTerms, type OfferTerms } from '@ttapply/domain';
import { request as httpRequest } from 'undici';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import type { LenderDecision, LenderSubmission } from '../services/lender-port.js';

/**
 * HTTP to a lender's API (in development, training and tests: apps/partner-sandbox on its own origin, so
 * timeouts, retries and dropped connections are real). Every call carries the caller's abort signal and, for
 * anything that may pull credit, an Idempotency-Key the lender dedupes on.
 *
 * undici's `request`, not `fetch`: the same client under the hood (kept-alive connections), without the WHATWG
 * streams and Response objects, which made partner calls about a sixteenth of the server's time under the
 * application bench (decision 113).
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

/**
 * The lender refused the request (4xx other than 404) with its own words, e.g. AFF's finalize when the last
 * four of the SSN do not match (lenders §8 "Finalization Error ... the server text").
 */
export class PartnerRejectionError extends Error {
  override name = 'PartnerRejectionError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const rejectionSchema = z.object({ error: z.string().min(1).max(500) });

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
    const { applicationId, status, cardArt } = parsed.data;
    const result = this.withCheckedOfferTerms(parsed.data.result);
    return { status, result, lenderApplicationId: applicationId, ...(cardArt ? { cardArt } : {}) };
  }

  /**
   * What an offer costs as the lender gave it (decision 261), kept only when whole and well formed
   * and when its terms document is on this lender's own origin: a link our screens open must not lead
   * anywhere a garbled or tampered answer names.
   */
  offerTermsFrom(value: unknown): OfferTerms | undefined {
    const terms = parseOfferTerms(value);
    return terms && new URL(terms.termsUrl).origin === new URL(this.baseUrl).origin ? terms : undefined;
  }

  /** The result with its (and its prequal offer's) offerTerms checked; dropped when not acceptable. */
  private withCheckedOfferTerms(result: Record<string, unknown>): Record<string, unknown> {
    const { offerTerms, prequalResult, ...rest } = result;
    const own = offerTerms === undefined ? undefined : this.offerTermsFrom(offerTerms);
    const checked: Record<string, unknown> = { ...rest, ...(own ? { offerTerms: own } : {}) };
    if (prequalResult && typeof prequalResult === 'object') {
      const { offerTerms: offered, ...prequalRest } = prequalResult as Record<string, unknown>;
      const prequalTerms = offered === undefined ? undefined : this.offerTermsFrom(offered);
      checked.prequalResult = { ...prequalRest, ...(prequalTerms ? { offerTerms: prequalTerms } : {}) };
    } else if (prequalResult !== undefined) {
      checked.prequalResult = prequalResult;
    }
    return checked;
  }

  /**
   * POST JSON to the lender outside an application (a data-share token, account checks, documents,
   * estimates, a widget's sessions); nothing here pulls credit. An Idempotency-Key where the call creates something.
   */
  async postJson(
    path: string,
    body: unknown,
    signal: AbortSignal,
    idempotencyKey?: string,
  ): Promise<unknown> {
    return this.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  }

  /** GET a JSON document from the lender (disclosures, status). */
  async getJson(path: string, signal: AbortSignal): Promise<unknown> {
    return this.request(path, { method: 'GET', signal });
  }

  /**
   * A JSON call to the lender (AFF finalize, signing, funding): the parsed answer of a 2xx; a 4xx with the
   * lender's text becomes a PartnerRejectionError, 404 NOT_FOUND, and 5xx or a dropped connection a
   * PartnerTransportError the caller may retry with the same Idempotency-Key.
   */
  async sendJson(
    path: string,
    options: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string; signal: AbortSignal },
  ): Promise<unknown> {
    const response = await this.answered(path, {
      method: options.method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: options.signal,
    });
    const json = parseJson(response.text);
    if (response.status >= 300) {
      const rejection = rejectionSchema.safeParse(json);
      throw new PartnerRejectionError(
        response.status,
        rejection.success ? rejection.data.error : MESSAGES.transport.badRequest,
      );
    }
    return json;
  }

  /** GET an HTML document from the lender (state disclosures). */
  async getText(path: string, signal: AbortSignal): Promise<string> {
    return (await this.expectOk(path, { method: 'GET', signal })).text;
  }

  private async request(path: string, init: PartnerRequest): Promise<unknown> {
    return parseJson((await this.expectOk(path, init)).text);
  }

  /** A 2xx answer; any other refusal is the lender's, in our words. */
  private async expectOk(path: string, init: PartnerRequest): Promise<PartnerResponse> {
    const response = await this.answered(path, init);
    if (response.status >= 300) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.badRequest);
    return response;
  }

  /**
   * An answer the lender meant: a 5xx is a transport failure the caller may retry with the same key, a 404
   * NOT_FOUND; what is left (2xx, or a 4xx with the lender's own words) is the caller's to read.
   */
  private async answered(path: string, init: PartnerRequest): Promise<PartnerResponse> {
    const response = await this.send(path, init);
    if (response.status >= 500) throw new PartnerTransportError(MESSAGES.transport.server);
    if (response.status === 404) throw new AppError('NOT_FOUND', MESSAGES.transport.notFound);
    return response;
  }

  /** One HTTP exchange: its status and body, read whole (lender answers are small JSON or HTML). */
  private async send(path: string, init: PartnerRequest): Promise<PartnerResponse> {
    try {
      const response = await httpRequest(`${this.baseUrl}${path}`, {
        method: init.method,
        headers: init.headers ?? {},
        body: init.body ?? null,
        signal: init.signal,
      });
      return { status: response.statusCode, text: await response.body.text() };
    } catch (error) {
      // The caller's timeout is final (its DOMException, as the retry rule reads it); a dropped connection
      // may be retried with the same key.
      if (init.signal.aborted) throw init.signal.reason;
      throw new PartnerTransportError(MESSAGES.transport.unreachable, { cause: error });
    }
  }
}

interface PartnerRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

interface PartnerResponse {
  status: number;
  text: string;
}

/** A lender's answer that is not JSON is a failure of the lender, not ours. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
  }
}
