import { createHash, randomUUID } from 'node:crypto';
import {
  declineNoticeDeadline,
  DECLINED_OFFER,
  LENDERS,
  MESSAGES,
  normaliseAppCode,
  parseLenderList,
  submissionAppData,
  tierFor,
  type AppCode,
} from '@ttapply/domain';
import { and, asc, desc, eq, getTableColumns, is, isNull, SQL, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/database.js';
import {
  applications,
  consumers,
  type ApplicationRow,
  type NewApplicationRow,
  type ShopRow,
} from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { LenderApplications } from './lender-applications.js';
import type { LenderAdapters, LenderDecision, LenderSubmissionHooks } from './lender-port.js';
import { checkLenderAndTier, checkProviderForResidentState, type AppDataRules } from './app-data-rules.js';
import { TransientCardSecrets } from './transient-card-secrets.js';
import { incompletePageBeforeSubmit } from './draft-service.js';
import type { SessionClaims } from './session-tokens.js';
import type { IdempotencyService } from './idempotency-service.js';
import type { AutomaticPrequals, JourneyService } from '../journey/journey-service.js';
import {
  toApplicationView,
  type AfterStored,
  type ApplicationKind,
  type ApplicationView,
  type ApplicationViewRow,
  type SubmitAnswer,
  type SubmitInput,
} from './application-contract.js';

export { toApplicationView };
export type { AfterStored, ApplicationKind, ApplicationView, SubmitAnswer, SubmitInput };

export const SUBMIT_FAILED_MESSAGE = 'An error occurred attempting to process the application.';
export const NO_CONSUMER_MESSAGE = 'Unable to obtain consumer information.';
export const APPLICATION_ANSWERED_MESSAGE =
  'The lender has already answered this application; it cannot be changed.';
export const NO_OPEN_OFFER_MESSAGE = 'There is no open prequalification offer to decline.';

/**
 * Account and card numbers a lender sends back (lenders §4 "Result screen": CFNA and GEMY card numbers, the
 * GNES account number): encrypted at rest like an SSN, shown only to the application's own consumer.
 */
export const RESULT_SECRET_FIELDS = ['cardnumber', 'accountnumber', 'accountNumber'] as const;

/**
 * The columns an applicant's view is made of: a poll reads these and not the stored answers (appData, the
 * encrypted SSN), which it would only decode to throw away.
 */
const VIEW_COLUMNS = {
  id: applications.id,
  appType: applications.appType,
  tier: applications.tier,
  kind: applications.kind,
  status: applications.status,
  result: applications.result,
  cardArt: applications.cardArt,
  signedFlag: applications.signedFlag,
  fundingType: applications.fundingType,
  last4: applications.last4,
  affLoan: applications.affLoan,
  fundedDetails: applications.fundedDetails,
  consumerId: applications.consumerId,
  shopKeyId: applications.shopKeyId,
  selectedApps: applications.selectedApps,
  createdAt: applications.createdAt,
} satisfies Record<keyof ApplicationViewRow, unknown>;

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

/** Where an application's shop comes from (ShopService.forApplication: the in-memory directory). */
export interface ApplicationShops {
  forApplication(keyId: string): Promise<ShopRow | undefined>;
  /** The shop with the lender list the consumer's journey began with (decision 195). */
  forJourney(consumerId: string, keyId: string, db?: Database | Transaction): Promise<ShopRow | undefined>;
}

/** What the service needs from the job queue: enqueue a lender call inside the caller's transaction. */
export interface LenderCallQueue {
  enqueueLenderCall(applicationId: string, tx: Transaction): Promise<void>;
}

/**
 * The statements every application runs (each poll, each lender call), prepared once: the query is built once
 * instead of per call (query building was about a tenth of the server's time under the application bench) and
 * PostgreSQL parses and plans it once per connection. jsonb values go in as JSON text, the same on both drivers.
 */
function prepareStatements(db: Database) {
  return {
    view: db
      .select(VIEW_COLUMNS)
      .from(applications)
      .where(
        and(
          eq(applications.id, sql.placeholder('id')),
          eq(applications.consumerId, sql.placeholder('consumerId')),
        ),
      )
      .limit(1)
      .prepare('application_view'),
    forLenderCall: db
      .select({ row: applications, mode: consumers.mode })
      .from(applications)
      .leftJoin(consumers, eq(consumers.id, applications.consumerId))
      .where(eq(applications.id, sql.placeholder('id')))
      .prepare('application_for_lender_call'),
  };
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

export class ApplicationService implements LenderApplications, AutomaticPrequals {
  /** CVVs waiting for their lender call, in memory only (docs/decisions/075). */
  readonly cardSecrets = new TransientCardSecrets();

  constructor(
    private readonly db: Database,
    private readonly lenders: LenderAdapters,
    private readonly encryption: FieldEncryption,
    private readonly rules: AppDataRules,
    private readonly config: Config,
    private readonly now: () => Date,
    private readonly idempotency: IdempotencyService,
    private readonly jobs: LenderCallQueue,
    private readonly lenderHooks: LenderSubmissionHooks,
    private readonly shops: ApplicationShops,
    private readonly journey: JourneyService,
  ) {
    this.prepared = prepareStatements(db);
  }

  /** The statements every poll and every lender call runs, prepared once (prepareStatements). */
  private readonly prepared: ReturnType<typeof prepareStatements>;

  async listForConsumer(consumerId: string): Promise<ApplicationView[]> {
    const rows = await this.db
      .select()
      .from(applications)
      .where(eq(applications.consumerId, consumerId))
      .orderBy(desc(applications.createdAt));
    return rows.map((row) => this.view(row));
  }

  /** Only the session's own consumer may read an application; anyone else gets the same 404 as a missing id. */
  async getForConsumer(id: string, consumerId: string): Promise<ApplicationView> {
    const [row] = await this.prepared.view.execute({ id, consumerId });
    if (!row) throw new AppError('NOT_FOUND');
    return this.view(row);
  }

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
    if (input.t2AConsumerKeyId !== session.consumerId) throw new AppError('BAD_REQUEST', NO_CONSUMER_MESSAGE);
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
    const answer = this.answer(asInserted(values));
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
    if (!shop) throw new AppError('BAD_REQUEST', 't2AStoreKeyId: Unknown shop.');
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
      throw new AppError('BAD_REQUEST', 'appData.MOBILE_PHONE: Must match the verified mobile phone.', {
        fields: { 'appData.MOBILE_PHONE': 'Must match the verified mobile phone.' },
      });
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
    const { stored, ssn } = this.protect(appData);
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
      ssnCiphertext: ssn ? this.encryption.encrypt(ssn) : null,
      ssnHmac: ssn ? this.encryption.lookupHmac(ssn) : null,
      last4: ssn ? ssn.slice(-4) : '',
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
      const existing = await this.liveApplication(values.consumerId, values.appType, values.kind, tx);
      const lender = LENDERS[values.appType as AppCode]?.name ?? values.appType;
      throw new AppError('ALREADY_APPLIED', `You have already applied to ${lender}.`, {
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
    // The journey's status names the lender deciding now ("waiting for CFNA" on the board) from the row just
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
   * A GNES or MILE application that accepts a prequal offer names it by orderId and historyId (lenders §4):
   * they must be the ones the lender gave this consumer's prequal.
   */
  private async checkQuickScreen(
    consumerId: string,
    appCode: string,
    kind: ApplicationKind,
    quickScreen: SubmitInput['quickScreen'],
  ): Promise<Record<string, string> | undefined> {
    if (!quickScreen || kind === 'prequal') return undefined;
    const prequal = await this.liveApplication(consumerId, appCode, 'prequal');
    const offer = (prequal?.result?.prequalResult ?? undefined) as Record<string, unknown> | undefined;
    if (!prequal || prequal.status !== 'q' || !offer) {
      throw new AppError(
        'BAD_REQUEST',
        `quickScreen: There is no prequalification offer from ${appCode} to accept.`,
      );
    }
    if (
      String(offer.orderid ?? '') !== quickScreen.orderId ||
      String(offer.historyid ?? '') !== quickScreen.historyId
    ) {
      throw new AppError('BAD_REQUEST', 'quickScreen: The offer does not match your prequalification.');
    }
    return { ...quickScreen };
  }

  private async liveApplication(
    consumerId: string,
    appCode: string,
    kind: ApplicationKind,
    db: Database | Transaction = this.db,
  ): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.consumerId, consumerId),
          eq(applications.appType, appCode),
          eq(applications.kind, kind),
          isNull(applications.supersededAt),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * The durable lender call (jobs/lender-call-job.ts). Safe to run more than once for one application (a
   * retry after a crash): it does nothing once the application has its answer, and it always sends the
   * lender the same key (the application id), so the lender answers a repeat with its first decision and
   * never pulls credit twice.
   */
  async runLenderCall(applicationId: string): Promise<void> {
    // The application and its consumer's mode in one round trip; the shop from memory (decision 105).
    const [found] = await this.prepared.forLenderCall.execute({ id: applicationId });
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
      appData: { ...this.reveal(row.appData), ...this.cardSecrets.take(row.id) },
      quickScreen: row.quickScreen ?? undefined,
      softwareVersion: row.appData.SOFTWARE_VERSION ?? this.config.appVersion,
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
    return { row, appData: this.reveal(row.appData) };
  }

  /** The decision the lender itself confirmed (its status API), written once like a lender call's. */
  async recordPartnerDecision(
    id: string,
    consumerId: string,
    decision: LenderDecision,
  ): Promise<ApplicationView> {
    await this.recordDecision(id, decision);
    return this.getForConsumer(id, consumerId);
  }

  /**
   * The lender call gave up for good (retries spent): the application ends with status 'e', an error the
   * consumer sees as 'Application Error' (lenders §4 "Result screen"), never a wait without end (decision 040).
   */
  async recordLenderFailure(applicationId: string): Promise<void> {
    await this.recordDecision(applicationId, lenderFailure(SUBMIT_FAILED_MESSAGE));
  }

  /** The application as its owner sees it: the lender's card and account numbers decrypted. */
  private view(row: ApplicationViewRow): ApplicationView {
    const view = toApplicationView(row);
    if (!view.result) return view;
    const result = { ...view.result };
    for (const field of RESULT_SECRET_FIELDS) {
      const value = result[field];
      if (typeof value === 'string' && value) result[field] = this.encryption.decrypt(value);
    }
    return { ...view, result };
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
    const gathered = decision.gatheredAppData ? this.protect(decision.gatheredAppData) : undefined;
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
          ...(gathered?.ssn
            ? {
                ssnCiphertext: this.encryption.encrypt(gathered.ssn),
                ssnHmac: this.encryption.lookupHmac(gathered.ssn),
                last4: gathered.ssn.slice(-4),
              }
            : {}),
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
      await this.journey.advance(tx, decided.consumerId, decided.shopKeyId, this);
    });
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
    const gathered = Object.assign({}, ...earlier.map((row) => this.reveal(row.appData))) as Record<
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
    const { stored, ssn } = this.protect(appData);
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
        ssnCiphertext: ssn ? this.encryption.encrypt(ssn) : null,
        ssnHmac: ssn ? this.encryption.lookupHmac(ssn) : null,
        last4: ssn ? ssn.slice(-4) : '',
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
      throw new AppError('BAD_REQUEST', `appType: This application is for ${row.appType}.`);
    }
    if (row.result !== null) throw new AppError('CONFLICT', APPLICATION_ANSWERED_MESSAGE);
    // The changed fields on top of what was stored, checked as a whole like a submission (at the same shop).
    const shop = await this.shops.forJourney(row.consumerId, row.shopKeyId);
    const merged = this.rules.validate(
      row.appType,
      this.rules.withConfirmations({ ...this.reveal(row.appData), ...input.appData }),
      // A shop removed since: the lender alone, held to its full list.
      shop?.lenders ?? row.appType,
      this.now(),
    );
    const { stored } = this.protect(merged);
    const [updated] = await this.db
      .update(applications)
      .set({ appData: stored, updatedAt: this.now() })
      .where(and(eq(applications.id, id), isNull(applications.result)))
      .returning();
    // The lender answered between the read and the write.
    if (!updated) throw new AppError('CONFLICT', APPLICATION_ANSWERED_MESSAGE);
    return this.view(updated);
  }

  /**
   * The consumer turns down a prequalification offer ('No Thanks' → 'Yes' on the GNES offer): lenders §4
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
      return this.view(row);
    }
    if (row.kind !== 'prequal' || row.status !== 'q') throw new AppError('CONFLICT', NO_OPEN_OFFER_MESSAGE);
    // Accepted already: the application that took the offer stands.
    if (await this.liveApplication(session.consumerId, row.appType, 'application')) {
      throw new AppError('CONFLICT', NO_OPEN_OFFER_MESSAGE);
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
      await this.journey.advance(tx, declined.consumerId, declined.shopKeyId, this);
      return declined;
    });
    if (!updated) throw new AppError('CONFLICT', NO_OPEN_OFFER_MESSAGE);
    return this.view(updated);
  }

  /**
   * An application with its plain appData, in memory only, for work that calls the lender outside
   * runLenderCall (a partner session the lender's module opens).
   */
  async revealed(applicationId: string): Promise<{ row: ApplicationRow; appData: Record<string, string> }> {
    const [row] = await this.db.select().from(applications).where(eq(applications.id, applicationId));
    if (!row) throw new AppError('NOT_FOUND');
    return { row, appData: this.reveal(row.appData) };
  }

  /** The application's plain appData for its lender: ciphertexts decrypted, in memory only. */
  private reveal(stored: Record<string, string>): Record<string, string> {
    const plain: Record<string, string> = {};
    for (const [name, value] of Object.entries(stored)) {
      plain[name] = this.rules.isSensitive(name) ? this.encryption.decrypt(value) : value;
    }
    return plain;
  }

  private answer(row: ApplicationViewRow): SubmitAnswer {
    const application = this.view(row);
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
    return lenderFailure(lastError instanceof AppError ? lastError.message : SUBMIT_FAILED_MESSAGE);
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
