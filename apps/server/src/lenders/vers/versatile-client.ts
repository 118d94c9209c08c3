import { MESSAGES } from '@ttapply/domain';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { PartnerTransportError, type PartnerHttpClient } from '../partner-http-client.js';

/**
 * Versatile's server-to-server API (lenders §7 "Versatile …" rows; in development, training and tests the
 * partner sandbox): the lender list with its HTML templates, waterfall sessions, their status and the
 * front-end session the SDK opens the widget with. Every answer is parsed; anything else is the partner's
 * fault ('Error occurred parsing response data.').
 */
const text = z.string().max(20_000);
export const versLenderRecordSchema = z.object({
  lenderId: z.string().min(1).max(64),
  lenderCode: z.string().max(16).optional(),
  lenderName: z.string().max(128),
  cardidType: z.string().max(16).optional(),
  tier: z.string().max(4).optional(),
  supportPrequal: z.string().max(4).optional(),
  sdkversion: z.string().max(16),
  supportPhone: z.string().max(32).optional(),
  approvalLanguage: text.optional(),
  leaseApprovalLang: text.optional(),
  loanApprovalLang: text.optional(),
  revCreditApprovalLang: text.optional(),
  declineLanguage: text.optional(),
  extraLanguage1: text.optional(),
  extraLanguage2: text.optional(),
  extraLanguage3: text.optional(),
  extraLanguage4: text.optional(),
  prequalLanguage: text.optional(),
  noPreqLanguage: text.optional(),
  loanPrequalLang: text.optional(),
  revCreditPrequalLang: text.optional(),
});
export type VersLenderRecord = z.infer<typeof versLenderRecordSchema>;

const lenderList = z.object({ lenders: z.array(versLenderRecordSchema).max(50) });
const created = z.object({ sessionId: z.string().min(1).max(128), expiresAt: z.string() });
export const versDecisionSchema = z.object({
  providerId: z.string().min(1).max(64),
  status: z.string().min(1).max(32),
  approvedAmount: z.number().int().nonnegative().optional(),
  applicationId: z.string().max(128).optional(),
  productType: z.string().max(32).optional(),
  providerReferenceNumber: z.string().max(128).optional(),
  providerBankId: z.string().max(128).optional(),
  providerProductId: z.string().max(128).optional(),
  outcomeType: z.string().max(64).optional(),
  /** What the provider's approval costs (a lease's cash price, total to own, early purchase). */
  offerTerms: z.unknown().optional(),
});
export type VersDecision = z.infer<typeof versDecisionSchema>;
const sessionStatus = z.discriminatedUnion('status', [
  z.object({ sessionId: z.string(), status: z.literal('started') }),
  z.object({ sessionId: z.string(), status: z.literal('expired'), error: z.string().max(500).optional() }),
  z.object({ sessionId: z.string(), status: z.literal('completed'), decision: versDecisionSchema }),
]);
export type VersSessionStatus = z.infer<typeof sessionStatus>;
const frontEnd = z.object({ token: z.string().min(1).max(256), expiresAt: z.string() });

function parse<T>(schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
  return parsed.data;
}

/** A partner that cannot be reached or timed out is the partner's failure: 502 or 504, never a bare 500. */
async function partnerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PartnerTransportError) {
      throw new AppError('PARTNER_UNAVAILABLE', error.message, { cause: error });
    }
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new AppError('PARTNER_TIMEOUT', undefined, { cause: error });
    }
    throw error;
  }
}

export class VersatileClient {
  constructor(
    private readonly http: PartnerHttpClient,
    private readonly timeoutMs: number,
  ) {}

  private signal() {
    return AbortSignal.timeout(this.timeoutMs);
  }

  async lenders(): Promise<VersLenderRecord[]> {
    return parse(
      lenderList,
      await partnerCall(() => this.http.getJson('/lenders/VERS/lenders', this.signal())),
    ).lenders;
  }

  /** Creates the waterfall session; the key makes a retry (or a second instance) get the same session. */
  async createSession(
    idempotencyKey: string,
    body: {
      appData: Record<string, string>;
      shop: { acctId: string; subId: string; storeNumber: string };
      expiresInSeconds: number;
    },
  ) {
    const json = await partnerCall(() =>
      this.http.postJson('/lenders/VERS/waterfall/sessions', body, this.signal(), idempotencyKey),
    );
    return parse(created, json);
  }

  async sessionStatus(partnerSessionId: string): Promise<VersSessionStatus> {
    const json = await partnerCall(() =>
      this.http.getJson(
        `/lenders/VERS/waterfall/sessions/${encodeURIComponent(partnerSessionId)}`,
        this.signal(),
      ),
    );
    const status = parse(sessionStatus, json);
    if (status.status !== 'completed') return status;
    // Kept only when well formed and on the provider's own origin (PartnerHttpClient.offerTermsFrom).
    const { offerTerms, ...decision } = status.decision;
    const terms = offerTerms === undefined ? undefined : this.http.offerTermsFrom(offerTerms);
    return { ...status, decision: { ...decision, ...(terms ? { offerTerms: terms } : {}) } };
  }

  async frontEndSession(partnerSessionId: string) {
    const json = await partnerCall(() =>
      this.http.postJson(
        `/lenders/VERS/waterfall/sessions/${encodeURIComponent(partnerSessionId)}/frontend-session`,
        {},
        this.signal(),
      ),
    );
    return parse(frontEnd, json);
  }
}
