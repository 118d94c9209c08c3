import { createHash, randomUUID } from 'node:crypto';
import {
  LENDERS,
  MESSAGES,
  normaliseAppCode,
  parseLenderList,
  submissionAppData,
  tierFor,
  type AppCode,
} from '@ttapply/domain';
import { and, asc, eq, getTableColumns, is, isNull, SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { applications, type ApplicationRow, type NewApplicationRow } from '../db/schema.js';
import { AppError, errorText, inField } from '../errors/app-error.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { LenderSubmissionHooks } from './lender-port.js';
import { checkLenderAndTier, checkProviderForResidentState, type AppDataRules } from './app-data-rules.js';
import type { TransientCardSecrets } from './transient-card-secrets.js';
import { incompletePageBeforeSubmit } from './draft-service.js';
import type { SessionClaims } from './session-tokens.js';
import type { IdempotencyService } from './idempotency-service.js';
import type { JourneyService } from '../journey/journey-service.js';
import {
  type AfterStored,
  type ApplicationKind,
  type ApplicationView,
  type SubmitAnswer,
  type SubmitInput,
} from './application-contract.js';
import { storedSsn } from './application-records.js';
import type { ApplicationRecords, ApplicationShops, LenderCallQueue } from './application-records.js';

export const NO_CONSUMER_MESSAGE = ERROR_MESSAGES_EN['consumer.unavailable'];

export const APPLICATION_ANSWERED_MESSAGE = ERROR_MESSAGES_EN['application.alreadyAnswered'];

/** An application row about to be stored, with the id, time and kind its answer is made of. */
type NewApplication = NewApplicationRow & { id: string; createdAt: Date; kind: ApplicationKind };

/** A submission that met every rule, ready to be stored. */
interface CheckedSubmission {
  shopKeyId: string;
  shopLenders: string;
  appCode: string;
  appData: Record<string, string>;
  quickScreen: Record<string, string> | undefined;
}

/**
 * A new row as the database will hold it: the values given, the columns' plain defaults for the rest. (Every
 * default the database computes, the id and the times, is given by newApplication.)
 */
function asInserted(values: NewApplicationRow): ApplicationRow {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(applications))) {
    const given = (values as Record<string, unknown>)[name];
    row[name] =
      given !== undefined ? given : column.hasDefault && !is(column.default, SQL) ? column.default : null;
  }
  return row as ApplicationRow;
}

/** PostgreSQL's foreign_key_violation (23503), as node-postgres and PGlite report it under Drizzle's error. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * New applications and prequals, and the stored appData's update before the lender answers: every rule checked
 * first, then the idempotency claim, the row, its lender job and the stored answer in one transaction.
 */
export class ApplicationSubmissions {
  constructor(
    private readonly db: Database,
    private readonly records: ApplicationRecords,
    private readonly encryption: FieldEncryption,
    private readonly rules: AppDataRules,
    private readonly now: () => Date,
    private readonly idempotency: IdempotencyService,
    private readonly jobs: LenderCallQueue,
    private readonly lenderHooks: LenderSubmissionHooks,
    private readonly shops: ApplicationShops,
    private readonly journey: JourneyService,
    private readonly cardSecrets: TransientCardSecrets,
  ) {}

  /**
   * Stores one application (or prequal) to one lender and answers at once; the lender call runs as a durable
   * job (runLenderCall). The Idempotency-Key (header, or derived from consumer, app type and confirmTimestamp
   * when absent) makes a retried or double-clicked submit get the first answer; below the keys, one live
   * application per consumer, lender and kind (a unique index) means a new key cannot buy a second credit pull.
   * The request is checked first (it may read, never write); the key claim, the application, its lender job and
   * the stored answer then commit in one transaction (decision 106).
   */
  async submit(
    input: SubmitInput,
    session: SessionClaims,
    idempotencyHeader: string | undefined,
    kind: ApplicationKind = 'application',
    afterStored?: AfterStored,
  ): Promise<SubmitAnswer> {
    if (input.t2AConsumerKeyId !== session.consumerId)
      throw new AppError('BAD_REQUEST', errorText('consumer.unavailable'));
    const idempotencyKey =
      idempotencyHeader ??
      createHash('sha256')
        .update(`${session.consumerId}|${kind}|${input.appType}|${input.confirmTimestamp}`)
        .digest('hex');
    const checked = await this.check(input, session, kind);
    const operation = kind === 'prequal' ? 'POST /api/v1/apps/app/prequal' : 'POST /api/v1/apps/app/';
    const values = this.newApplication(checked, input, session, idempotencyKey, kind);
    // The answer is the new row as it will read back, known before it is written: the idempotency claim
    // stores it in the same statement (decision 113).
    const answer = this.records.answer(asInserted(values));
    // A retry gets the first request's stored answer, not this one.
    return this.idempotency.run(
      { consumerId: session.consumerId, key: idempotencyKey, operation },
      input,
      answer,
      (tx) => this.store(tx, values, checked.appData, checked.shopLenders, afterStored),
    );
  }

  /** Every rule a submission must meet before anything is written; answers 4xx naming what is wrong. */
  private async check(
    input: SubmitInput,
    session: SessionClaims,
    kind: ApplicationKind,
  ): Promise<CheckedSubmission> {
    const shop = await this.shops.forJourney(session.consumerId, input.t2AStoreKeyId);
    if (!shop) throw new AppError('BAD_REQUEST', inField('t2AStoreKeyId', errorText('shop.unknown')));
    const appCode = checkLenderAndTier(input.appType, input.tier, shop.lenders);
    // A prequal is held to the lender's prequal fields only (lenders §3, §5; docs/decisions/130).
    const appData = this.rules.validate(appCode, input.appData, shop.lenders, this.now(), kind);
    checkProviderForResidentState(appCode, appData.STATE);
    // The same navigation rule the draft steps follow: no application while an earlier page is incomplete. A
    // prequal does not go through the lender's pages (it runs by itself after a decline, lenders §4), so the
    // rule above is all it must meet.
    const incomplete =
      kind === 'application'
        ? incompletePageBeforeSubmit(appCode, shop.lenders, appData, this.now())
        : undefined;
    if (incomplete) {
      throw new AppError('CONFLICT', MESSAGES.navigation, { fields: { firstIncompletePage: incomplete } });
    }
    // The phone is locked to the verified one (spec "locked mobile phone" flag); only the server can check it.
    if (appData.MOBILE_PHONE !== undefined && appData.MOBILE_PHONE.replace(/\D/g, '') !== session.phone) {
      throw new AppError(
        'BAD_REQUEST',
        inField('appData.MOBILE_PHONE', errorText('application.phoneMismatch')),
        {
          fields: { 'appData.MOBILE_PHONE': errorText('application.phoneMismatch') },
        },
      );
    }
    const quickScreen = await this.checkQuickScreen(session.consumerId, appCode, kind, input.quickScreen);
    // The lender's own rules on a submission (a card only it has passed, decision 090), from its module
    // (decision 125).
    await this.lenderHooks.checkSubmission(appCode, { consumerId: session.consumerId, kind, appData });
    return { shopKeyId: shop.keyId, shopLenders: shop.lenders, appCode, appData, quickScreen };
  }

  /** The row a checked submission becomes: its id chosen here, so its answer is known before it is stored. */
  private newApplication(
    { shopKeyId, appCode, appData, quickScreen }: CheckedSubmission,
    input: SubmitInput,
    session: SessionClaims,
    idempotencyKey: string,
    kind: ApplicationKind,
  ): NewApplication {
    const { stored, ssn } = this.records.protect(appData);
    const now = this.now();
    return {
      id: randomUUID(),
      consumerId: session.consumerId,
      shopKeyId,
      appType: appCode,
      tier: input.tier,
      kind,
      status: 'p',
      result: null,
      appData: stored,
      ...storedSsn(this.encryption, ssn),
      // The consumer's selected apps (spec §3 consumerSelectedApps) as of this submission; the consumer's
      // view shows those of the latest one.
      selectedApps: input.selectedApps,
      confirmTimestamp: input.confirmTimestamp,
      quickScreenAccept: input.quickScreenAccept ?? quickScreen?.quickScreenAccept ?? null,
      quickScreen: quickScreen ?? null,
      consentText: input.consentText,
      idempotencyKey,
      requestFingerprint: this.encryption.lookupHmac(idempotencyKey),
      createdAt: now,
      updatedAt: now,
    };
  }

  private async store(
    tx: Transaction,
    values: NewApplication,
    appData: Record<string, string>,
    shopLenders: string,
    afterStored?: AfterStored,
  ): Promise<void> {
    let claimed: { id: string } | undefined;
    try {
      [claimed] = await tx
        .insert(applications)
        .values(values)
        // The only unique index a new row can meet is one live application per consumer, lender and kind.
        .onConflictDoNothing()
        .returning({ id: applications.id });
    } catch (error) {
      // The token's consumer no longer exists (the foreign key is the proof that it does).
      if (isForeignKeyViolation(error)) throw new AppError('UNAUTHORIZED');
      throw error;
    }
    if (!claimed) {
      // Committed by now (the insert waited for it), so this transaction sees it.
      const existing = await this.records.liveApplication(values.consumerId, values.appType, values.kind, tx);
      const lender = LENDERS[values.appType as AppCode]?.name ?? values.appType;
      throw new AppError('ALREADY_APPLIED', errorText('application.alreadyAppliedTo', { lender }), {
        fields: existing ? { applicationKeyId: existing.id } : {},
      });
    }
    // What the consumer agreed to, per lender and check, and the journey's event: with the application or not
    // at all (docs/decisions/140).
    await this.journey.recordConsents(tx, {
      consumerId: values.consumerId,
      shopKeyId: values.shopKeyId,
      applicationId: claimed.id,
      appCode: values.appType as AppCode,
      kind: values.kind,
      consentText: values.consentText ?? '',
      shopLenders,
      residentState: appData.STATE,
    });
    await this.journey.record(tx, {
      consumerId: values.consumerId,
      shopKeyId: values.shopKeyId,
      actor: 'consumer',
      type: values.quickScreen ? 'offer-accepted' : 'submitted',
      appCode: values.appType,
      detail: { kind: values.kind },
    });
    await this.journey.nameCustomer(tx, values, appData);
    // The journey's status names the lender deciding now ("waiting for <lender>" on the board) from the row just
    // stored, before its lender call can answer: the board reads durable state, never a guess.
    await this.journey.advance(tx, values.consumerId, values.shopKeyId, this);
    // Before the commit makes the job visible: the CVV waits in memory for the lender call, never in a row.
    if (appData.CVV) this.cardSecrets.hold(claimed.id, appData.CVV);
    // In the same transaction: the application and its lender call exist together or not at all. A lender
    // whose own form decides gets no call: its status is asked for when the form says it is done. A caller
    // whose decision comes another way (a partner's widget and its poll) stores that work instead (afterStored).
    if (afterStored) await afterStored(asInserted(values), tx);
    else if (!this.lenderHooks.decidesInOwnForm(values.appType)) {
      await this.jobs.enqueueLenderCall(claimed.id, tx);
    }
  }

  /**
   * An application that accepts a prequal offer (a quick screen) names it by orderId and historyId (lenders §4):
   * they must be the ones the lender gave this consumer's prequal.
   */
  private async checkQuickScreen(
    consumerId: string,
    appCode: string,
    kind: ApplicationKind,
    quickScreen: SubmitInput['quickScreen'],
  ): Promise<Record<string, string> | undefined> {
    if (!quickScreen || kind === 'prequal') return undefined;
    const prequal = await this.records.liveApplication(consumerId, appCode, 'prequal');
    const offer = (prequal?.result?.prequalResult ?? undefined) as Record<string, unknown> | undefined;
    if (!prequal || prequal.status !== 'q' || !offer) {
      throw new AppError(
        'BAD_REQUEST',
        inField('quickScreen', errorText('application.noOfferToAccept', { lender: appCode })),
      );
    }
    if (
      String(offer.orderid ?? '') !== quickScreen.orderId ||
      String(offer.historyid ?? '') !== quickScreen.historyId
    ) {
      throw new AppError('BAD_REQUEST', inField('quickScreen', errorText('application.offerMismatch')));
    }
    return { ...quickScreen };
  }

  /**
   * The automatic soft prequal the consumer agreed to in advance (JourneyService.advance): the data that
   * lender's prequal asks for, taken from what this consumer already gave at this shop (lenders §4 "the data
   * is reused"; income converted to its figures), checked like any prequal, stored and enqueued in `tx`.
   */
  async submitAutomaticPrequal(
    tx: Transaction,
    request: { consumerId: string; shopKeyId: string; appCode: AppCode; consentText: string },
  ): Promise<string | undefined> {
    const shop = await this.shops.forJourney(request.consumerId, request.shopKeyId, tx);
    if (!shop) return undefined;
    const earlier = await tx
      .select({ appData: applications.appData, selectedApps: applications.selectedApps })
      .from(applications)
      .where(
        and(eq(applications.consumerId, request.consumerId), eq(applications.shopKeyId, request.shopKeyId)),
      )
      .orderBy(asc(applications.createdAt));
    const gathered = Object.assign({}, ...earlier.map((row) => this.records.reveal(row.appData))) as Record<
      string,
      string
    >;
    // What the web would send for this lender (lenders §4 "the data is reused"), checked like any prequal.
    const prequalData = submissionAppData(request.appCode, this.rules.withConfirmations(gathered));
    let appData: Record<string, string>;
    try {
      appData = this.rules.validate(request.appCode, prequalData, shop.lenders, this.now(), 'prequal');
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
    const { stored, ssn } = this.records.protect(appData);
    const now = this.now();
    const idempotencyKey = `waterfall:${request.consumerId}:${request.appCode}`;
    const [claimed] = await tx
      .insert(applications)
      .values({
        id: randomUUID(),
        consumerId: request.consumerId,
        shopKeyId: shop.keyId,
        appType: request.appCode,
        tier: tierFor(request.appCode, parseLenderList(shop.lenders)),
        kind: 'prequal',
        status: 'p',
        result: null,
        appData: stored,
        ...storedSsn(this.encryption, ssn),
        selectedApps: earlier.at(-1)?.selectedApps ?? '',
        confirmTimestamp: now.toISOString(),
        consentText: request.consentText,
        idempotencyKey,
        requestFingerprint: this.encryption.lookupHmac(idempotencyKey),
        createdAt: now,
        updatedAt: now,
      })
      // One live prequal per consumer and lender: a second advance finds it there and sends nothing.
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!claimed) return undefined;
    await this.jobs.enqueueLenderCall(claimed.id, tx);
    return claimed.id;
  }

  /** Updates the stored appData of an application the lender has not answered yet (lenders §7 "Update app"). */
  async update(
    id: string,
    input: { appData: Record<string, string>; appType: string },
    session: SessionClaims,
  ): Promise<ApplicationView> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.consumerId, session.consumerId)));
    if (!row) throw new AppError('NOT_FOUND');
    if (normaliseAppCode(input.appType) !== row.appType) {
      throw new AppError(
        'BAD_REQUEST',
        inField('appType', errorText('application.forLender', { lender: row.appType })),
      );
    }
    if (row.result !== null) throw new AppError('CONFLICT', errorText('application.alreadyAnswered'));
    // The changed fields on top of what was stored, checked as a whole like a submission (at the same shop).
    const shop = await this.shops.forJourney(row.consumerId, row.shopKeyId);
    const merged = this.rules.validate(
      row.appType,
      this.rules.withConfirmations({ ...this.records.reveal(row.appData), ...input.appData }),
      // A shop removed since: the lender alone, held to its full list.
      shop?.lenders ?? row.appType,
      this.now(),
    );
    const { stored } = this.records.protect(merged);
    const [updated] = await this.db
      .update(applications)
      .set({ appData: stored, updatedAt: this.now() })
      .where(and(eq(applications.id, id), isNull(applications.result)))
      .returning();
    // The lender answered between the read and the write.
    if (!updated) throw new AppError('CONFLICT', errorText('application.alreadyAnswered'));
    return this.records.view(updated);
  }
}
