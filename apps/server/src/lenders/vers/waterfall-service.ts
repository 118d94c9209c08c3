import { normaliseAppCode, toLenderAppData } from '@ttapply/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/database.js';
import { consumers, shops } from '../../db/schema.js';
import { AppError, errorText, inField } from '../../errors/app-error.js';
import { softwareVersionOf } from '../../services/app-data-rules.js';
import type { ApplicationView, SubmitInput } from '../../services/application-contract.js';
import type { SessionClaims } from '../../services/session-tokens.js';
import type { LenderDecision } from '../../services/lender-port.js';
import type { LenderApplications } from '../../services/lender-applications.js';
import type { LenderRegistry } from '../lender-registry.js';
import { versatileSettings, type VersatileSettings } from './settings.js';
import { versWaterfallSessions, type VersWaterfallSessionRow } from './tables.js';
import { providerNotFound, VERS_ERROR, versError, versOutcome } from './waterfall-outcome.js';
import { VersatileClient, type VersLenderRecord } from './versatile-client.js';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';

/** Lenders §8 'Creating versatile waterfall error': the partner would not open a session. */
export const CREATE_WATERFALL_ERROR = ERROR_MESSAGES_EN['vers.startFailed'];
/** Lenders §8 'Server Error': the lender list could not be had from the partner. */
export const VERS_SERVER_ERROR = 'Server Error';

/** What the service needs from the job queue: the next poll of a session, once per poll number. */
export interface VersPollQueue {
  enqueuePoll(
    sessionId: string,
    poll: number,
    options: { delaySeconds: number; tx?: Transaction },
  ): Promise<void>;
}

export interface WaterfallView {
  sessionId: string;
  /** 'polling', 'completed' or 'expired'. */
  status: string;
  application: ApplicationView;
}

/**
 * The Versatile waterfall (lenders §4 "Versatile waterfall", §7): the VERS application (tier 3) is stored
 * together with its session row and its first poll job; the server then asks the partner every 5 seconds
 * (lenders §9) — each poll a pg-boss job with its own id, so one chain per session across instances and
 * restarts — until the session completed or expired, and writes the outcome onto the application once.
 * The browser's SDK callbacks only make the server ask the partner sooner (GUIDE 12).
 */
export class VersWaterfallService {
  constructor(
    private readonly db: Database,
    private readonly applications: LenderApplications,
    private readonly lenders: LenderRegistry,
    private readonly config: Config,
    private readonly now: () => Date,
    private readonly jobs: VersPollQueue,
  ) {}

  private settingsRead: VersatileSettings | undefined;
  /** Versatile's variables (its settings), read from the configuration when first needed. */
  private get settings(): VersatileSettings {
    this.settingsRead ??= versatileSettings(this.config.lenders.environment);
    return this.settingsRead;
  }

  private client(training: boolean): VersatileClient {
    return new VersatileClient(this.lenders.documents({ training }), this.config.lenders.timeoutMs);
  }

  private async training(consumerId: string): Promise<boolean> {
    const [consumer] = await this.db
      .select({ mode: consumers.mode })
      .from(consumers)
      .where(eq(consumers.id, consumerId));
    return consumer?.mode === 'fm-train';
  }

  /** GET /api/v1/vers/loadLenders: Versatile's lender list with its templates (lenders §3). */
  async loadLenders(training: boolean): Promise<VersLenderRecord[]> {
    // Asked each time: the partner may change a template or an SDK version at any moment, and the page
    // and the outcome should use the same list.
    return this.client(training).lenders();
  }

  /**
   * The page's call: lenders §7 "returns lender list or error", so a partner that cannot answer gives an
   * empty list with 'Server Error' (lenders §8) and the page shows that error.
   */
  async loadLendersFor(session: SessionClaims): Promise<{ lenders: VersLenderRecord[]; error?: string }> {
    try {
      return { lenders: await this.loadLenders(session.mode === 'fm-train') };
    } catch (error) {
      if (error instanceof AppError && error.statusCode >= 500)
        return { lenders: [], error: VERS_SERVER_ERROR };
      throw error;
    }
  }

  /**
   * POST /api/v1/vers/waterfall: stores the application (decision 041: one per consumer and lender, so a
   * second waterfall is refused like a second application), its session row and poll 0 in one transaction,
   * then opens the partner's session. A page reload while the session is still open gets the same session.
   */
  async start(
    input: SubmitInput,
    session: SessionClaims,
    idempotencyKey: string | undefined,
  ): Promise<WaterfallView> {
    if (normaliseAppCode(input.appType) !== 'VERS') {
      throw new AppError('BAD_REQUEST', inField('appType', errorText('vers.onlyVers')));
    }
    if (input.tier !== '3') throw new AppError('BAD_REQUEST', inField('tier', errorText('vers.tier3')));
    const open = await this.openSession(session.consumerId);
    if (open) return this.view(open.id, session.consumerId);

    const expiresAt = new Date(
      this.now().getTime() + (this.settings.sessionTtlSeconds + 2 * this.settings.pollIntervalSeconds) * 1000,
    );
    const answer = await this.applications.submit(
      input,
      session,
      idempotencyKey,
      'application',
      async (row, tx) => {
        const [created] = await tx
          .insert(versWaterfallSessions)
          .values({ applicationId: row.id, consumerId: row.consumerId, expiresAt })
          .returning({ id: versWaterfallSessions.id });
        // Poll 0 opens the partner's session if this request cannot (a crash right after the commit).
        await this.jobs.enqueuePoll(created!.id, 0, { delaySeconds: 0, tx });
      },
    );
    const [row] = await this.db
      .select()
      .from(versWaterfallSessions)
      .where(eq(versWaterfallSessions.applicationId, answer.applicationKeyId));
    if (!row) throw new AppError('INTERNAL');
    try {
      await this.ensurePartnerSession(row);
    } catch (error) {
      throw new AppError('PARTNER_UNAVAILABLE', errorText('vers.startFailed'), { cause: error });
    }
    return this.view(row.id, session.consumerId);
  }

  private async openSession(consumerId: string): Promise<VersWaterfallSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(versWaterfallSessions)
      .where(
        and(eq(versWaterfallSessions.consumerId, consumerId), eq(versWaterfallSessions.status, 'polling')),
      )
      .limit(1);
    return row;
  }

  private async owned(sessionId: string, consumerId: string): Promise<VersWaterfallSessionRow> {
    const [row] = await this.db
      .select()
      .from(versWaterfallSessions)
      .where(and(eq(versWaterfallSessions.id, sessionId), eq(versWaterfallSessions.consumerId, consumerId)));
    // Someone else's session answers like a missing one.
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** GET /api/v1/vers/waterfall/{sessionId}. */
  async view(sessionId: string, consumerId: string): Promise<WaterfallView> {
    const row = await this.owned(sessionId, consumerId);
    return {
      sessionId: row.id,
      status: row.status,
      application: await this.applications.getForConsumer(row.applicationId, consumerId),
    };
  }

  /** Opens Versatile's session once: the key is our session id, so a repeat gets the same partner session. */
  private async ensurePartnerSession(row: VersWaterfallSessionRow): Promise<string> {
    if (row.partnerSessionId) return row.partnerSessionId;
    const { row: application, appData } = await this.applications.revealed(row.applicationId);
    const [shop] = await this.db.select().from(shops).where(eq(shops.keyId, application.shopKeyId));
    if (!shop) throw new AppError('INTERNAL');
    const training = await this.training(row.consumerId);
    const created = await this.client(training).createSession(`ttapply-vers-${row.id}`, {
      appData: toLenderAppData('VERS', appData, {
        dllVersion: softwareVersionOf(appData, this.config.appVersion),
      }),
      shop: { acctId: shop.acctId, subId: shop.subId, storeNumber: shop.storeNumber },
      expiresInSeconds: this.settings.sessionTtlSeconds,
    });
    await this.db
      .update(versWaterfallSessions)
      .set({ partnerSessionId: created.sessionId, updatedAt: this.now() })
      .where(
        and(eq(versWaterfallSessions.id, row.id), sql`${versWaterfallSessions.partnerSessionId} is null`),
      );
    return created.sessionId;
  }

  /**
   * POST /api/v1/vers/pendingApplication: the widget starts with a provider from the lender list; the
   * session notes it (lenders §4 "Pending application is recorded, then the SDK creates a front-end session").
   */
  async pendingApplication(
    body: { sessionId: string; provider: string; t2AConsumerKeyId: string },
    session: SessionClaims,
  ): Promise<{ success: true; sessionId: string; provider: string }> {
    if (body.t2AConsumerKeyId !== session.consumerId) {
      throw new AppError('BAD_REQUEST', errorText('consumer.unavailable'));
    }
    const row = await this.owned(body.sessionId, session.consumerId);
    if (row.status !== 'polling') throw new AppError('CONFLICT', errorText('vers.sessionEnded'));
    const records = await this.loadLenders(session.mode === 'fm-train');
    if (!records.some((r) => r.lenderId.toLowerCase() === body.provider.toLowerCase())) {
      throw new AppError('BAD_REQUEST', providerNotFound(body.provider));
    }
    await this.db
      .update(versWaterfallSessions)
      .set({ pendingProvider: body.provider, updatedAt: this.now() })
      .where(eq(versWaterfallSessions.id, row.id));
    return { success: true, sessionId: row.id, provider: body.provider };
  }

  /** POST /api/v1/vers/createFrontEndSession (called by the SDK): a short-lived token for the widget. */
  async createFrontEndSession(
    body: { sessionId: string; consumerId: string },
    session: SessionClaims,
  ): Promise<{ sessionId: string; token: string; expiresAt: string }> {
    if (body.consumerId !== session.consumerId) {
      throw new AppError('BAD_REQUEST', errorText('consumer.unavailable'));
    }
    const row = await this.owned(body.sessionId, session.consumerId);
    if (row.status !== 'polling') throw new AppError('CONFLICT', errorText('vers.sessionEnded'));
    const partnerSessionId = await this.ensurePartnerSession(row);
    const token = await this.client(session.mode === 'fm-train').frontEndSession(partnerSessionId);
    return { sessionId: row.id, ...token };
  }

  /**
   * POST /api/v1/apps/app/updateApplicationStatus: the page saw a decision in the widget. Its word is not
   * the decision; the server asks the partner now instead of at the next poll.
   */
  async updateApplicationStatus(
    body: { sessionId: string; t2AConsumerKeyId: string },
    session: SessionClaims,
  ): Promise<WaterfallView> {
    if (body.t2AConsumerKeyId !== session.consumerId) {
      throw new AppError('BAD_REQUEST', errorText('consumer.unavailable'));
    }
    const row = await this.owned(body.sessionId, session.consumerId);
    if (row.status === 'polling') await this.check(row);
    return this.view(row.id, session.consumerId);
  }

  /**
   * One poll (the job, vers-poll-job.ts). Safe to repeat: an ended session is left alone, the outcome
   * is written once, and the next poll's job id is fixed by its number, so a repeat cannot start a second
   * chain.
   */
  async poll(sessionId: string, poll: number): Promise<void> {
    const [row] = await this.db
      .select()
      .from(versWaterfallSessions)
      .where(eq(versWaterfallSessions.id, sessionId));
    if (!row || row.status !== 'polling') return;
    await this.db
      .update(versWaterfallSessions)
      .set({ polls: sql`${versWaterfallSessions.polls} + 1`, updatedAt: this.now() })
      .where(eq(versWaterfallSessions.id, sessionId));
    let ended = false;
    try {
      ended = await this.check(row);
    } catch {
      // The partner did not answer this time; the next poll asks again until the session's deadline.
    }
    if (!ended && row.status === 'polling') {
      if (this.now() >= row.expiresAt) {
        await this.end(row, 'expired', versError(VERS_ERROR));
        return;
      }
      await this.jobs.enqueuePoll(sessionId, poll + 1, {
        delaySeconds: this.settings.pollIntervalSeconds,
      });
    }
  }

  /** Asks the partner once; true when the session ended (outcome or expiry recorded). */
  private async check(row: VersWaterfallSessionRow): Promise<boolean> {
    const partnerSessionId = await this.ensurePartnerSession(row);
    const training = await this.training(row.consumerId);
    const status = await this.client(training).sessionStatus(partnerSessionId);
    if (status.status === 'started') {
      if (this.now() < row.expiresAt) return false;
      await this.end(row, 'expired', versError(VERS_ERROR));
      return true;
    }
    if (status.status === 'expired') {
      await this.end(row, 'expired', versError(status.error || VERS_ERROR));
      return true;
    }
    const records = await this.loadLenders(training);
    await this.end(row, 'completed', versOutcome(row.id, status.decision, records));
    return true;
  }

  /** The outcome first (written once on the application), then the session's end (written once). */
  private async end(
    row: VersWaterfallSessionRow,
    status: 'completed' | 'expired',
    decision: LenderDecision,
  ): Promise<void> {
    await this.applications.recordDecision(row.applicationId, decision);
    await this.db
      .update(versWaterfallSessions)
      .set({ status, updatedAt: this.now() })
      .where(and(eq(versWaterfallSessions.id, row.id), eq(versWaterfallSessions.status, 'polling')));
  }
}
