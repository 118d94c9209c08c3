import { createHash } from 'node:crypto';
import { MESSAGES } from '@ttapply/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { applications, consumers, shops, type ApplicationRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { LenderDecision, LenderRegistry } from '../partners/lenders/index.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import { checkLenderAndTier, checkProviderForResidentState, type AppDataRules } from './app-data-rules.js';
import { incompletePageBeforeSubmit } from './draft-service.js';
import type { SessionClaims } from './session-tokens.js';

export const SUBMIT_FAILED_MESSAGE = 'An error occurred attempting to process the application.';
export const NO_CONSUMER_MESSAGE = 'Unable to obtain consumer information.';

export interface ApplicationView {
  applicationKeyId: string;
  appType: string;
  tier: string;
  status: string;
  result: Record<string, unknown> | null;
  cardArt: { filename: string; filenamefilled: string; line1: string; line2: string } | null;
  signedFlag: string;
  fundingType: string;
  last4: string;
  t2AConsumerKeyId: string;
  t2AStoreKeyId: string;
  selectedApps: string;
  createdAt: string;
}

export interface SubmitInput {
  tier: string;
  appType: string;
  t2AConsumerKeyId: string;
  t2AStoreKeyId: string;
  appData: Record<string, string>;
  confirmTimestamp: string;
  selectedApps: string;
  quickScreenAccept?: string | undefined;
}

export function toApplicationView(row: ApplicationRow): ApplicationView {
  return {
    applicationKeyId: row.id,
    appType: row.appType,
    tier: row.tier,
    status: row.status,
    result: row.result ?? null,
    cardArt: row.cardArt ?? null,
    signedFlag: row.signedFlag,
    fundingType: row.fundingType,
    last4: row.last4,
    t2AConsumerKeyId: row.consumerId,
    t2AStoreKeyId: row.shopKeyId,
    selectedApps: row.selectedApps,
    createdAt: row.createdAt.toISOString(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApplicationService {
  constructor(
    private readonly db: Database,
    private readonly lenders: LenderRegistry,
    private readonly encryption: FieldEncryption,
    private readonly rules: AppDataRules,
    private readonly config: Config,
    private readonly now: () => Date,
  ) {}

  async listForConsumer(consumerId: string): Promise<ApplicationView[]> {
    const rows = await this.db
      .select()
      .from(applications)
      .where(eq(applications.consumerId, consumerId))
      .orderBy(desc(applications.createdAt));
    return rows.map(toApplicationView);
  }

  /** Only the session's own consumer may read an application; anyone else gets the same 404 as a missing id. */
  async getForConsumer(id: string, consumerId: string): Promise<ApplicationView> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.consumerId, consumerId)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return toApplicationView(row);
  }

  /** Whether any of this consumer's applications holds an SSN a returning visit must confirm. */
  async hasSsnOnFile(consumerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.consumerId, consumerId), sql`${applications.ssnHmac} is not null`))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Submits one application to one lender. The idempotency key (header, or derived from consumer, app type and
   * confirmTimestamp when absent) is claimed by inserting the row first under a unique index, so a retried or
   * double-clicked submit finds that row and never reaches the lender a second time (no second credit pull).
   */
  async submit(
    input: SubmitInput,
    session: SessionClaims,
    idempotencyHeader: string | undefined,
  ): Promise<{ success: boolean; applicationKeyId: string; status: string; application: ApplicationView }> {
    if (input.t2AConsumerKeyId !== session.consumerId) throw new AppError('BAD_REQUEST', NO_CONSUMER_MESSAGE);
    const [consumer] = await this.db.select().from(consumers).where(eq(consumers.id, session.consumerId));
    if (!consumer) throw new AppError('UNAUTHORIZED');
    const [shop] = await this.db.select().from(shops).where(eq(shops.keyId, input.t2AStoreKeyId));
    if (!shop) throw new AppError('BAD_REQUEST', 't2AStoreKeyId: Unknown shop.');
    const appCode = checkLenderAndTier(input.appType, input.tier, shop.lenders);

    const appData = this.rules.validate(appCode, input.appData, this.now());
    checkProviderForResidentState(appCode, appData.STATE);
    // The same navigation rule the draft steps follow: no submission while an earlier page is incomplete.
    const incomplete = incompletePageBeforeSubmit(appCode, shop.lenders, appData, this.now());
    if (incomplete) {
      throw new AppError('CONFLICT', MESSAGES.navigation, { fields: { firstIncompletePage: incomplete } });
    }
    // The phone is locked to the verified one (spec "locked mobile phone" flag); only the server can check it.
    if (appData.MOBILE_PHONE !== undefined && appData.MOBILE_PHONE.replace(/\D/g, '') !== session.phone) {
      throw new AppError('BAD_REQUEST', 'appData.MOBILE_PHONE: Must match the verified mobile phone.', {
        fields: { 'appData.MOBILE_PHONE': 'Must match the verified mobile phone.' },
      });
    }
    const idempotencyKey =
      idempotencyHeader ??
      createHash('sha256')
        .update(`${session.consumerId}|${input.appType}|${input.confirmTimestamp}`)
        .digest('hex');
    // Keyed, because the fingerprint covers the SSN and a plain hash of an SSN is easy to reverse.
    const fingerprint = this.encryption.lookupHmac(
      JSON.stringify([appCode, input.tier, input.t2AStoreKeyId, appData.SSN ?? '']),
    );

    const { stored, ssn } = this.protect(appData);
    const now = this.now();
    const [claimed] = await this.db
      .insert(applications)
      .values({
        consumerId: session.consumerId,
        shopKeyId: shop.keyId,
        appType: appCode,
        tier: input.tier,
        status: 'p',
        result: null,
        appData: stored,
        ssnCiphertext: ssn ? this.encryption.encrypt(ssn) : null,
        ssnHmac: ssn ? this.encryption.lookupHmac(ssn) : null,
        last4: ssn ? ssn.slice(-4) : '',
        selectedApps: input.selectedApps,
        confirmTimestamp: input.confirmTimestamp,
        quickScreenAccept: input.quickScreenAccept ?? null,
        idempotencyKey,
        requestFingerprint: fingerprint,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();

    if (!claimed) {
      const existing = await this.awaitExisting(session.consumerId, idempotencyKey);
      if (existing.requestFingerprint !== fingerprint) {
        throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different application.');
      }
      return this.answer(existing);
    }

    await this.db
      .update(consumers)
      .set({ consumerSelectedApps: input.selectedApps })
      .where(eq(consumers.id, session.consumerId));

    const adapter = this.lenders.forApp(appCode, { training: session.mode === 'fm-train' });
    const decision = await this.callLender(() =>
      adapter.submitApplication(
        {
          appType: appCode,
          tier: input.tier,
          shop: { keyId: shop.keyId, acctId: shop.acctId, subId: shop.subId, storeNumber: shop.storeNumber },
          appData: Object.fromEntries(
            Object.entries(appData).filter(([name]) => !this.rules.neverStore(name) || name === 'CVV'),
          ),
          idempotencyKey: `${session.consumerId}:${idempotencyKey}`,
        },
        AbortSignal.timeout(this.config.lenders.timeoutMs),
      ),
    );
    const [updated] = await this.db
      .update(applications)
      .set({
        status: decision.status,
        result: { ...decision.result },
        cardArt: decision.cardArt ?? null,
        updatedAt: this.now(),
      })
      .where(eq(applications.id, claimed.id))
      .returning();
    return this.answer(updated ?? claimed);
  }

  private answer(row: ApplicationRow) {
    const application = toApplicationView(row);
    return { success: row.status !== 'e', applicationKeyId: row.id, status: row.status, application };
  }

  /**
   * One retry for a transport failure inside the timeout (the lender gets the same idempotency key, so the
   * retry cannot become a second application). A lender that stays silent ends as status 'e'.
   */
  private async callLender(call: () => Promise<LenderDecision>): Promise<LenderDecision> {
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return await call();
      } catch (error) {
        lastError = error;
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        if (timedOut || error instanceof AppError) break;
      }
    }
    const message = lastError instanceof AppError ? lastError.message : SUBMIT_FAILED_MESSAGE;
    return {
      status: 'e',
      result: { error: '1', errorResult: '1', errorMessage: message, applicationDecision: 'ERROR' },
    };
  }

  /** A concurrent twin may still be waiting for the lender: wait for its answer rather than call again. */
  private async awaitExisting(consumerId: string, idempotencyKey: string): Promise<ApplicationRow> {
    const deadline = Date.now() + this.config.lenders.timeoutMs + 1000;
    for (;;) {
      const [row] = await this.db
        .select()
        .from(applications)
        .where(and(eq(applications.consumerId, consumerId), eq(applications.idempotencyKey, idempotencyKey)));
      if (!row) throw new AppError('INTERNAL');
      if (row.result !== null || Date.now() > deadline) return row;
      await sleep(100);
    }
  }

  /**
   * Encrypts every sensitive field (SSN, ID, bank, card, DOB) and drops what must never be stored: confirm
   * fields (they repeat the SSN/e-mail) and CVV (PCI DSS 3.3, not even encrypted).
   */
  private protect(appData: Record<string, string>): {
    stored: Record<string, string>;
    ssn: string | undefined;
  } {
    const stored: Record<string, string> = {};
    for (const [name, value] of Object.entries(appData)) {
      if (this.rules.neverStore(name)) continue;
      stored[name] = this.rules.isSensitive(name) ? this.encryption.encrypt(value) : value;
    }
    return { stored, ssn: appData.SSN || undefined };
  }
}
