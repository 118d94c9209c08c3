import { MESSAGES } from '@ttapply/domain';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { PartnerHttpClient } from '../partner-http-client.js';

/**
 * AFF's calls after an approval (lenders §4 "AFF approval, finalize, e-sign, funding"; §7): finalize a
 * repair order, a recipient view (one-time signing URL), the envelope status, funding,
 * the virtual card, cancelling the funding, the account status. Every answer is parsed before we use it.
 */
const money = z.string().regex(/^\d+(\.\d{1,2})?$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const financeEstimateSchema = z.object({
  acctApproval: money,
  acctApprovalPay: money,
  acctApprovalPayTotal: money,
  acctApprovalPayFreq: z.string().max(32),
  acctApprovalTerm: z.string().max(8),
  acctApprovalApr: money,
  acctApprovalFirstPayDue: date,
  iTotalPayments: z.number().int().min(1).max(1000),
  iMainPayments: z.number().int().min(0).max(1000),
  iMainPaymentsAmount: money,
  sMainPaymentDate: date,
  fOriginationFee: money,
  iFinalPayment: z.number().int().min(0).max(1),
  iFinalPaymentAmount: money,
  sFinalPaymentDate: date,
  productType: z.enum(['loan', 'lease']),
  leaseTotalCost: money.optional(),
  earlyBuyout: money.optional(),
});
export type FinanceEstimate = z.infer<typeof financeEstimateSchema>;

const repairOrderSchema = z.object({
  success: z.literal(true),
  decision: z.string().max(32),
  result: financeEstimateSchema.extend({
    url: z.url(),
    repairOrderId: z.string().min(1).max(64),
    envelopeId: z.string().min(1).max(64),
  }),
});
export type RepairOrderAnswer = z.infer<typeof repairOrderSchema>;

const envelopeSchema = z.object({
  envelopeId: z.string().min(1).max(64),
  status: z.enum(['sent', 'completed', 'voided']),
});

/** The lender's funding answer. The card number and CVV are read, shown once, and never kept. */
export const fundedCardSchema = z.object({
  fundtype: z.enum(['1', '2', '3']),
  last4: z.string().regex(/^\d{4}$/),
  first6: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  billzipcode: z.string().max(10).optional(),
  cardExpiration: z.string().max(8).optional(),
  cardimage: z.base64().max(200_000).optional(),
  cardNumber: z
    .string()
    .regex(/^\d{12,19}$/)
    .optional(),
  cardCvv: z
    .string()
    .regex(/^\d{3,4}$/)
    .optional(),
});
export type FundedCard = z.infer<typeof fundedCardSchema>;

export const accountStatusSchema = z.object({
  currentStatus: z.string().max(32),
  currentFinancedAmount: z.string().max(16),
  currentOpenToBuy: z.string().max(16),
  currentFrequency: z.string().max(32),
  currentPayment: z.string().max(16),
  currentTerm: z.string().max(8),
  currentNumberPayments: z.string().max(8),
  currentApr: z.string().max(16),
  currentOriginationFee: z.string().max(16),
  currentLender: z.string().max(100),
  currentSeller: z.string().max(100),
  downpaymentRequired: z.string().max(4),
  currentDownpayment: z.string().max(16),
  termsSigned: z.string().max(4),
  esignSigned: z.string().max(4),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
  return parsed.data;
}

export class AffFundingClient {
  constructor(
    private readonly http: PartnerHttpClient,
    private readonly timeoutMs: number,
  ) {}

  private path(lenderApplicationId: string, action: string): string {
    return `/lenders/AMFF/applications/${encodeURIComponent(lenderApplicationId)}/${action}`;
  }

  private signal(): AbortSignal {
    return AbortSignal.timeout(this.timeoutMs);
  }

  async finalize(id: string, amount: number, last4: string): Promise<RepairOrderAnswer> {
    const answer = await this.http.sendJson(this.path(id, 'repair-order'), {
      method: 'POST',
      body: { amount, last4 },
      signal: this.signal(),
    });
    return parse(repairOrderSchema, answer);
  }

  async recipientView(id: string, returnUrl: string): Promise<string> {
    const answer = await this.http.sendJson(this.path(id, 'recipient-view'), {
      method: 'POST',
      body: { returnUrl },
      signal: this.signal(),
    });
    return parse(z.object({ url: z.url() }), answer).url;
  }

  async envelope(id: string): Promise<z.infer<typeof envelopeSchema>> {
    const answer = await this.http.sendJson(this.path(id, 'envelope'), {
      method: 'GET',
      signal: this.signal(),
    });
    return parse(envelopeSchema, answer);
  }

  async simulateSigning(id: string): Promise<void> {
    await this.http.sendJson(this.path(id, 'simulate-signing'), {
      method: 'POST',
      body: {},
      signal: this.signal(),
    });
  }

  async fund(id: string, fundtype: '1' | '2' | '3', idempotencyKey: string): Promise<FundedCard> {
    const answer = await this.http.sendJson(this.path(id, 'fund'), {
      method: 'POST',
      body: { fundtype },
      idempotencyKey,
      signal: this.signal(),
    });
    return parse(fundedCardSchema, answer);
  }

  async virtualCard(id: string): Promise<FundedCard> {
    const answer = await this.http.sendJson(this.path(id, 'virtual-card'), {
      method: 'GET',
      signal: this.signal(),
    });
    return parse(fundedCardSchema, answer);
  }

  /** The signed agreement's copy for the consumer (HTML, sanitised by the app before it is shown). */
  async agreement(id: string): Promise<string> {
    const answer = await this.http.sendJson(this.path(id, 'agreement'), {
      method: 'GET',
      signal: this.signal(),
    });
    return parse(z.object({ html: z.string().max(500_000) }), answer).html;
  }

  async cancelFunding(id: string): Promise<void> {
    await this.http.sendJson(this.path(id, 'cancel-funding'), {
      method: 'POST',
      body: {},
      signal: this.signal(),
    });
  }

  async accountStatus(id: string): Promise<AccountStatus> {
    const answer = await this.http.sendJson(this.path(id, 'account-status'), {
      method: 'GET',
      signal: this.signal(),
    });
    return parse(z.object({ result: accountStatusSchema }), answer).result;
  }
}
