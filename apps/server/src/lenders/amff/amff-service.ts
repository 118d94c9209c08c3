import {
  MESSAGES,
  parseLenderList,
  validateFieldValue,
  validateFinanceAmount,
  type FieldName,
} from '@ttapply/domain';
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { applications, shops } from '../../db/schema.js';
import { AppError, errorText, type ErrorText, inField } from '../../errors/app-error.js';
import type { SessionClaims } from '../../services/session-tokens.js';
import type { LenderRegistry } from '../lender-registry.js';
import type { PartnerHttpClient } from '../partner-http-client.js';
import { cardOfCheck, type AffCardChecks } from './card-checks.js';

/** Lenders §3 "Card validation payload" (ssn left out: AFF's card check does not need it, so we don't send it). */
export interface CardValidationInput {
  q: string;
  fullname?: string | undefined;
  address?: string | undefined;
  zipcode: string;
  /** MMYY. */
  exp: string;
  cvv: string;
  appReqId?: string | undefined;
  t2AStoreKeyId: string;
  aba?: string | undefined;
}

export type CardValidationAnswer = { success: true } | { success: false; error_code: string; reason: string };

const cardAnswer = z.union([
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    error_code: z.enum(['CARDERR', 'EXPERR', 'CVVERR', 'ZIPERR']),
    reason: z.string().max(200),
  }),
]);
const routingAnswer = z.object({ result: z.object({ status: z.string().max(40) }) });
const documentsAnswer = z.object({
  terms: z.string().max(200_000),
  disclaimer: z.string().max(200_000),
  arbitration: z.string().max(200_000),
  tcpa: z.string().max(200_000),
  privacyPolicy: z.string().max(200_000),
  paymentAuth: z.string().max(200_000),
  /** AFF's consent to electronic records and signatures, asked before signing. */
  esign: z.string().max(200_000).optional(),
});
/** AFF's documents, with the version of its electronic consent the browser sends back when it is agreed. */
export type AmffDocuments = z.infer<typeof documentsAnswer> & { esignVersion?: string };

/**
 * The version of AFF's electronic consent (decision 293): AFF's text carries no date, so its digest names it.
 * The consumer's agreement names the version they were shown; the server records it only for that text.
 */
export function esignConsentVersion(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}
const estimateAnswer = z.object({ result: z.record(z.string(), z.union([z.string(), z.number()])) });

/** Only a data decline ('Your application could not be submitted', lenders §4 AFF 9) may be edited and resent. */
function isDeclineWithErrors(result: Record<string, unknown> | null): boolean {
  if (!result) return false;
  const { errors } = result;
  if (Array.isArray(errors)) return errors.length > 0;
  if (errors && typeof errors === 'object') return Object.keys(errors).length > 0;
  return typeof errors === 'string' && errors.trim() !== '' && errors !== '0';
}

function badField(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', `${field}: ${message}`, { fields: { [field]: message } });
}

/** A field refused with a text of the server's catalogue, by key. */
function badFieldText(field: string, text: ErrorText): AppError {
  return new AppError('BAD_REQUEST', inField(field, text), { fields: { [field]: text } });
}

/** The domain's text for one field value (GUIDE 1: the server re-runs the browser's rules). */
function check(field: string, name: FieldName, value: string, today: Date) {
  const message = validateFieldValue(name, value, 'REQUIRED', {}, today, { appCode: 'AMFF' });
  if (message) throw badField(field, message);
}

/**
 * AFF's calls beside the application itself (lenders §7): debit-card and routing checks, the consumer
 * documents, the payment estimate, and 'Edit Application' after a data decline (decision 041). Each asks
 * the lender synchronously; the CVV passes through memory only (never a job, a row or a log line).
 */
export class AmffService {
  constructor(
    private readonly db: Database,
    private readonly lenders: LenderRegistry,
    private readonly config: Config,
    private readonly now: () => Date,
    private readonly cardChecks: AffCardChecks,
  ) {}

  private client(session: SessionClaims): PartnerHttpClient {
    return this.lenders.documents({ training: session.mode === 'fm-train' });
  }

  private signal() {
    return AbortSignal.timeout(this.config.lenders.timeoutMs);
  }

  private async shopOffering(shopKeyId: string) {
    const [shop] = await this.db.select().from(shops).where(eq(shops.keyId, shopKeyId)).limit(1);
    if (!shop) throw new AppError('NOT_FOUND', errorText('shop.notFound'));
    return shop;
  }

  private async ask(call: () => Promise<unknown>): Promise<unknown> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new AppError('PARTNER_TIMEOUT', MESSAGES.transport.communication);
      }
      throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.unreachable);
    }
  }

  /** POST /api/v1/apps/amff/validate-debit-card: AFF's answer, or 400 for a value that is not a card at all. */
  async validateDebitCard(input: CardValidationInput, session: SessionClaims): Promise<CardValidationAnswer> {
    const today = this.now();
    check('q', 'CC_NUMBER', input.q, today);
    if (!/^(0[1-9]|1[0-2])\d{2}$/.test(input.exp)) throw badFieldText('exp', errorText('amff.expiration'));
    check('cvv', 'CVV', input.cvv, today);
    check('zipcode', 'BILLING_ZIP', input.zipcode, today);
    if (input.aba !== undefined && input.aba !== '') check('aba', 'ROUTING_NUMBER', input.aba, today);
    await this.shopOffering(input.t2AStoreKeyId);
    const answer = await this.ask(() =>
      this.client(session).postJson('/lenders/AMFF/validate-debit-card', input, this.signal()),
    );
    const parsed = cardAnswer.safeParse(answer);
    if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
    // The application is refused unless it carries the card AFF passed here last (decision 090).
    await this.cardChecks.record(session.consumerId, input.appReqId, cardOfCheck(input), parsed.data.success);
    return parsed.data;
  }

  /**
   * POST /api/v1/shops/shop/{id}/validate-routing-num (lenders §5): 'accepted' or 'rejected'; when the check
   * itself fails the number passes ('accepted', checked false), as the spec says.
   */
  async validateRoutingNumber(
    shopKeyId: string,
    ckaba: string,
    session: SessionClaims,
  ): Promise<{ result: { status: 'accepted' | 'rejected' }; checked: boolean }> {
    if (!/^\d{9}$/.test(ckaba)) throw badFieldText('ckaba', errorText('amff.routingNumber'));
    await this.shopOffering(shopKeyId);
    if (validateFieldValue('ROUTING_NUMBER', ckaba, 'REQUIRED', {}) !== undefined) {
      return { result: { status: 'rejected' }, checked: true };
    }
    let answer: unknown;
    try {
      answer = await this.client(session).postJson(
        '/lenders/AMFF/validate-routing-num',
        { ckaba },
        this.signal(),
      );
    } catch {
      return { result: { status: 'accepted' }, checked: false };
    }
    const parsed = routingAnswer.safeParse(answer);
    if (!parsed.success) return { result: { status: 'accepted' }, checked: false };
    return {
      result: { status: parsed.data.result.status === 'accepted' ? 'accepted' : 'rejected' },
      checked: true,
    };
  }

  /** POST /api/v1/apps/amff/gen-tc: AFF's documents for the shop (lenders §7 "AFF terms"). */
  async terms(shopKeyId: string, session: SessionClaims): Promise<AmffDocuments> {
    const shop = await this.shopOffering(shopKeyId);
    if (!parseLenderList(shop.lenders).includes('AMFF')) {
      throw badFieldText('t2AStoreKeyId', errorText('shop.notOffered', { lender: 'American First Finance' }));
    }
    return this.documents(shop, session);
  }

  /**
   * AFF's electronic consent as the loan details show it (decision 293), for an application already made at
   * the shop: asked of AFF again when the consumer agrees, so the record holds the text itself.
   */
  async esignConsent(shopKeyId: string, session: SessionClaims): Promise<{ text: string; version: string }> {
    const { esign } = await this.documents(await this.shopOffering(shopKeyId), session);
    if (!esign?.trim()) throw new AppError('PARTNER_UNAVAILABLE', errorText('terms.unavailable'));
    return { text: esign, version: esignConsentVersion(esign) };
  }

  private async documents(
    shop: { keyId: string; name: string },
    session: SessionClaims,
  ): Promise<AmffDocuments> {
    const answer = await this.ask(() =>
      this.client(session).postJson(
        '/lenders/AMFF/terms',
        { t2AStoreKeyId: shop.keyId, shopName: shop.name },
        this.signal(),
      ),
    );
    const parsed = documentsAnswer.safeParse(answer);
    if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', errorText('terms.unavailable'));
    const { esign } = parsed.data;
    return esign?.trim() ? { ...parsed.data, esignVersion: esignConsentVersion(esign) } : parsed.data;
  }

  private async ownAmffApplication(applicationId: string, session: SessionClaims) {
    // Application ids are UUIDs; anything else cannot be one of this consumer's applications.
    if (!z.uuid().safeParse(applicationId).success) throw new AppError('NOT_FOUND');
    const [row] = await this.db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.id, applicationId),
          eq(applications.consumerId, session.consumerId),
          eq(applications.kind, 'application'),
          isNull(applications.supersededAt),
        ),
      );
    if (!row || row.appType !== 'AMFF') throw new AppError('NOT_FOUND');
    return row;
  }

  /** POST /api/v1/apps/app/{id}/estimate-payments/AMFF?amount= (lenders §7; $300 to the limit, lenders §5). */
  async estimatePayments(applicationId: string, amount: string, session: SessionClaims) {
    const row = await this.ownAmffApplication(applicationId, session);
    const limit = Number(row.result?.creditlimit);
    if (row.status !== 'a' || !Number.isFinite(limit) || !row.lenderApplicationId) {
      throw new AppError('CONFLICT', errorText('amff.financeAmounts'));
    }
    const message = validateFinanceAmount(amount, limit);
    if (message) throw badField('amount', message);
    const answer = await this.ask(() =>
      this.client(session).postJson(
        `/lenders/AMFF/applications/${encodeURIComponent(row.lenderApplicationId!)}/estimate`,
        { amount: Number(amount) },
        this.signal(),
      ),
    );
    const parsed = estimateAnswer.safeParse(answer);
    if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
    return { result: parsed.data.result };
  }

  /**
   * POST /api/v1/apps/amff/{id}/edit-application: lenders §4 AFF 9 'Edit Application' after a data decline.
   * Decision 041: the old row is marked superseded, which frees the one-application-per-lender slot for the
   * corrected resubmission. A real credit decision (approval, pending, plain decline) is never superseded.
   */
  async editApplication(applicationId: string, session: SessionClaims): Promise<{ superseded: true }> {
    const row = await this.ownAmffApplication(applicationId, session);
    if (!isDeclineWithErrors(row.result)) {
      throw new AppError('CONFLICT', errorText('amff.editOnlyUnsubmitted'));
    }
    await this.db
      .update(applications)
      .set({ supersededAt: this.now(), updatedAt: this.now() })
      .where(eq(applications.id, row.id));
    return { superseded: true };
  }
}
