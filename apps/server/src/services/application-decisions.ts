import { declineNoticeDeadline, DECLINED_OFFER, normaliseAppCode } from '@ttapply/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { applications, type ApplicationRow } from '../db/schema.js';
import { AppError, errorText } from '../errors/app-error.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { LenderAdapters, LenderDecision, LenderSubmissionHooks } from './lender-port.js';
import type { TransientCardSecrets } from './transient-card-secrets.js';
import type { SessionClaims } from './session-tokens.js';
import type { AutomaticPrequals, JourneyService } from '../journey/journey-service.js';
import type { ApplicationView } from './application-contract.js';
import { softwareVersionOf } from './app-data-rules.js';
import { RESULT_SECRET_FIELDS, storedSsn } from './application-records.js';
import type { ApplicationRecords, ApplicationShops } from './application-records.js';

export const SUBMIT_FAILED_MESSAGE = 'An error occurred attempting to process the application.';

export const NO_OPEN_OFFER_MESSAGE = ERROR_MESSAGES_EN['application.noOfferToDecline'];

function lenderFailure(message: string): LenderDecision {
  return {
    status: 'e',
    result: { error: '1', errorResult: '1', errorMessage: message, applicationDecision: 'ERROR' },
  };
}

/** What a decline's `decided` event records of the notice the lender sends (decisions 191, 265). */
function declineNoticeOf(appType: string, result: Record<string, unknown>) {
  const code = normaliseAppCode(appType);
  const providerId = typeof result.providerId === 'string' ? result.providerId : undefined;
  const deadline = code ? declineNoticeDeadline(code, providerId) : undefined;
  return {
    by: appType,
    channel: 'mail or e-mail',
    days: deadline?.within ?? 30,
    ...(deadline?.from !== undefined ? { fromDays: deadline.from } : {}),
  };
}

/**
 * The lenders' answers: the lender-call job's call, a decision written once (the first answer stands) with the
 * journey moved on, a partner form's confirmed decision, and the consumer's refusal of a prequal offer.
 */
export class ApplicationDecisions {
  constructor(
    private readonly db: Database,
    private readonly records: ApplicationRecords,
    private readonly lenders: LenderAdapters,
    private readonly encryption: FieldEncryption,
    private readonly config: Config,
    private readonly now: () => Date,
    private readonly lenderHooks: LenderSubmissionHooks,
    private readonly shops: ApplicationShops,
    private readonly journey: JourneyService,
    private readonly cardSecrets: TransientCardSecrets,
    /** The soft prequal a decline may start (the consumer agreed to it in advance): the submissions make it. */
    private readonly prequals: AutomaticPrequals,
  ) {}

  /**
   * The durable lender call (jobs/lender-call-job.ts). Safe to run more than once for one application (a
   * retry after a crash): it does nothing once the application has its answer, and it always sends the
   * lender the same key (the application id), so the lender answers a repeat with its first decision and
   * never pulls credit twice.
   */
  async runLenderCall(applicationId: string): Promise<void> {
    // The application and its consumer's mode in one round trip; the shop from memory (decision 105).
    const [found] = await this.records.prepared.forLenderCall.execute({ id: applicationId });
    if (!found || found.row.result !== null) return;
    const { row, mode } = found;
    const shop = await this.shops.forApplication(row.shopKeyId);
    if (mode === null || !shop) {
      await this.recordDecision(row.id, lenderFailure(SUBMIT_FAILED_MESSAGE));
      return;
    }
    const adapter = this.lenders.forApp(row.appType, { training: mode === 'fm-train' });
    const submission = {
      appType: row.appType,
      tier: row.tier,
      shop: { keyId: shop.keyId, acctId: shop.acctId, subId: shop.subId, storeNumber: shop.storeNumber },
      // The adapter maps it to the lender's format and codes (a Passport goes out as 'O', domain
      // toLenderAppData); the row keeps the applicant's choice.
      appData: { ...this.records.reveal(row.appData), ...this.cardSecrets.take(row.id) },
      quickScreen: row.quickScreen ?? undefined,
      softwareVersion: softwareVersionOf(row.appData, this.config.appVersion),
      idempotencyKey: `ttapply-${row.id}`,
    };
    const decision = await this.callLender(() =>
      row.kind === 'prequal'
        ? adapter.prequalify(submission, AbortSignal.timeout(this.config.lenders.timeoutMs))
        : adapter.submitApplication(submission, AbortSignal.timeout(this.config.lenders.timeoutMs)),
    );
    await this.recordDecision(row.id, decision);
  }

  /**
   * The consumer's own application to a lender that decides in its own form: the stored row, with its
   * appData decrypted, for the status check. Anyone else's id is the same 404 as a missing one.
   */
  async partnerFormApplication(
    id: string,
    consumerId: string,
  ): Promise<{ row: ApplicationRow; appData: Record<string, string> }> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.consumerId, consumerId)))
      .limit(1);
    if (!row || !this.lenderHooks.decidesInOwnForm(row.appType) || row.supersededAt !== null) {
      throw new AppError('NOT_FOUND');
    }
    return { row, appData: this.records.reveal(row.appData) };
  }

  /** The decision the lender itself confirmed (its status API), written once like a lender call's. */
  async recordPartnerDecision(
    id: string,
    consumerId: string,
    decision: LenderDecision,
  ): Promise<ApplicationView> {
    await this.recordDecision(id, decision);
    return this.records.getForConsumer(id, consumerId);
  }

  /**
   * The lender call gave up for good (retries spent): the application ends with status 'e', an error the
   * consumer sees as 'Application Error' (lenders §4 "Result screen"), never a wait without end (decision 040).
   */
  async recordLenderFailure(applicationId: string): Promise<void> {
    await this.recordDecision(applicationId, lenderFailure(SUBMIT_FAILED_MESSAGE));
  }

  /**
   * Written once: the first answer stands (a late twin after a crash finds the row decided). In the same
   * transaction the journey records the decision and the server takes the waterfall's next step (an automatic
   * soft prequal the consumer agreed to is stored and enqueued with it), so the journey goes on whether or not
   * a browser is open (docs/decisions/140).
   */
  async recordDecision(applicationId: string, decision: LenderDecision): Promise<void> {
    const result: Record<string, unknown> = { ...decision.result };
    for (const field of RESULT_SECRET_FIELDS) {
      const value = result[field];
      if (typeof value === 'string' && value) result[field] = this.encryption.encrypt(value);
    }
    // What the lender's own form gathered joins the stored answers, protected like any (decision 140).
    const gathered = decision.gatheredAppData ? this.records.protect(decision.gatheredAppData) : undefined;
    await this.db.transaction(async (tx) => {
      const [decided] = await tx
        .update(applications)
        .set({
          status: decision.status,
          result,
          cardArt: decision.cardArt ?? null,
          lenderApplicationId: decision.lenderApplicationId ?? null,
          updatedAt: this.now(),
          ...(gathered
            ? { appData: sql`${applications.appData} || ${JSON.stringify(gathered.stored)}::jsonb` }
            : {}),
          ...(gathered?.ssn ? storedSsn(this.encryption, gathered.ssn) : {}),
        })
        .where(and(eq(applications.id, applicationId), isNull(applications.result)))
        .returning({
          consumerId: applications.consumerId,
          shopKeyId: applications.shopKeyId,
          appType: applications.appType,
          kind: applications.kind,
        });
      if (!decided) return;
      await this.journey.record(tx, {
        consumerId: decided.consumerId,
        shopKeyId: decided.shopKeyId,
        actor: 'system',
        type: 'decided',
        appCode: decided.appType,
        detail: {
          kind: decided.kind,
          status: decision.status,
          // A decline's adverse action notice (ECOA / Reg B §1002.9, FCRA §615(a)) comes from the lender that
          // decided, by mail or e-mail, by the lender's one deadline (decisions 191, 265); recorded with the
          // decision for each lender.
          ...(decision.status === 'd' ? { notice: declineNoticeOf(decided.appType, result) } : {}),
        },
      });
      await this.journey.advance(tx, decided.consumerId, decided.shopKeyId, this.prequals);
    });
  }

  /**
   * The consumer turns down a prequalification offer ('No Thanks' → 'Yes' on the lender's offer): lenders §4
   * "A decline offer sets the declined flag to DECLINED_OFFER". Kept on the server so a refresh or a return
   * visit sees the offer as declined and the waterfall goes on (decision 110); the offer can no longer be
   * accepted afterwards (checkQuickScreen asks for an open offer, status 'q'). Repeating it is harmless.
   */
  async declineOffer(id: string, session: SessionClaims): Promise<ApplicationView> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.consumerId, session.consumerId)));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.kind === 'prequal' && row.status === 'd' && row.result?.declined === DECLINED_OFFER) {
      return this.records.view(row);
    }
    if (row.kind !== 'prequal' || row.status !== 'q')
      throw new AppError('CONFLICT', errorText('application.noOfferToDecline'));
    // Accepted already: the application that took the offer stands.
    if (await this.records.liveApplication(session.consumerId, row.appType, 'application')) {
      throw new AppError('CONFLICT', errorText('application.noOfferToDecline'));
    }
    const updated = await this.db.transaction(async (tx) => {
      const [declined] = await tx
        .update(applications)
        .set({ status: 'd', result: { ...row.result, declined: DECLINED_OFFER }, updatedAt: this.now() })
        // Only while the offer is still open: an acceptance that won the race stands.
        .where(and(eq(applications.id, id), eq(applications.status, 'q')))
        .returning();
      if (!declined) return undefined;
      // The consumer's 'No Thanks' is a decline of the offer: the waterfall goes on from it (lenders §4).
      await this.journey.record(tx, {
        consumerId: declined.consumerId,
        shopKeyId: declined.shopKeyId,
        actor: 'consumer',
        type: 'offer-declined',
        appCode: declined.appType,
      });
      await this.journey.advance(tx, declined.consumerId, declined.shopKeyId, this.prequals);
      return declined;
    });
    if (!updated) throw new AppError('CONFLICT', errorText('application.noOfferToDecline'));
    return this.records.view(updated);
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
    return lenderFailure(lastError instanceof AppError ? lastError.message : SUBMIT_FAILED_MESSAGE);
  }
}
