import { MESSAGES, validateFinanceAmount } from '@ttapply/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/database.js';
import {
  applications,
  consumers,
  documentConsents,
  type AffLoanRecord,
  type ApplicationRow,
  type FundedDetailsRecord,
} from '../../db/schema.js';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';
import { AppError, errorText, type ErrorText, inField } from '../../errors/app-error.js';
import type { FieldEncryption } from '../../security/field-encryption.js';
import { toApplicationView, type ApplicationView } from '../../services/application-contract.js';
import type { SessionClaims } from '../../services/session-tokens.js';
import type { LenderRegistry } from '../lender-registry.js';
import type { LenderContext } from '../lender-definition.js';
import { PartnerRejectionError, PartnerTransportError } from '../partner-http-client.js';
import {
  AffFundingClient,
  type AccountStatus,
  type FinanceEstimate,
  type FundedCard,
} from './aff-funding-client.js';

/** AFF's refusals in English, as the catalogue writes them (i18n/en/error-messages.ts); thrown by key. */
export const AFF_FUNDING_MESSAGES = {
  notAff: ERROR_MESSAGES_EN['amff.notAff'],
  notApproved: ERROR_MESSAGES_EN['amff.notApproved'],
  last4: `last4: ${ERROR_MESSAGES_EN['amff.lastFour']}`,
  alreadySigned: ERROR_MESSAGES_EN['amff.alreadySigned'],
  notFinalized: ERROR_MESSAGES_EN['amff.finalizeFirst'],
  notSigned: ERROR_MESSAGES_EN['amff.notSigned'],
  nothingToCancel: ERROR_MESSAGES_EN['amff.noFunding'],
  noVirtualCard: ERROR_MESSAGES_EN['amff.noVirtualCard'],
  trainingOnly: ERROR_MESSAGES_EN['amff.simulatedSigningTraining'],
  esignConsentNeeded: ERROR_MESSAGES_EN['amff.esignConsentFirst'],
  esignConsentChanged: ERROR_MESSAGES_EN['amff.esignConsentChanged'],
} as const;

/** The document_consents name of AFF's electronic consent, one row per application and version agreed. */
export const AFF_ESIGN_CONSENT_DOCUMENT = 'aff-esign-consent';

/** Where AFF's electronic consent is read from when the consumer agrees (AmffService). */
export interface AffEsignConsentSource {
  esignConsent(shopKeyId: string, session: SessionClaims): Promise<{ text: string; version: string }>;
}

/** What the durable signing check needs (aff-signing-job.ts). */
export interface AffSigningJobData {
  applicationId: string;
  envelopeId: string;
  /** ISO time after which an unsigned envelope is no longer asked about. */
  until: string;
}

export interface AffSigningQueue {
  enqueueSigningCheck(job: AffSigningJobData, delaySeconds: number): Promise<void>;
}

/** lenders §4 AFF step 3: the signing is polled after finalize; each check asks the lender again after this. */
export const AFF_SIGNING_POLL_SECONDS = 2;
/** An unsigned envelope is asked about for this long after finalize (or the last signing URL). */
export const AFF_SIGNING_WINDOW_MS = 30 * 60_000;

export interface FundAnswer {
  success: true;
  fundtype: '1' | '2' | '3';
  last4: string;
  first6?: string;
  billzipcode?: string;
  cardExpiration?: string;
  cardimage?: string;
  cardNumber?: string;
  cardCvv?: string;
  application: ApplicationView;
}

/**
 * AFF after an approval (lenders §4 "AFF approval, finalize, e-sign, funding"; §7): finalize the repair order,
 * make a signing URL, learn the signing from the lender only (GUIDE 12: a browser's word
 * never decides), fund once per signed envelope (the same Idempotency-Key from the request and from the
 * durable job), show the virtual card fetched from the lender (never stored), cancel, account status.
 */
export class AffFundingService {
  constructor(
    private readonly db: Database,
    private readonly lenders: LenderRegistry,
    private readonly encryption: FieldEncryption,
    private readonly config: Config,
    private readonly now: () => Date,
    private readonly queue: AffSigningQueue,
    private readonly journey: LenderContext['journey'],
    private readonly esignConsents: AffEsignConsentSource,
  ) {}

  /** AFF's own steps in the journey's timeline and on the shop's board (finalized, signed, funded). */
  private async recordStep(
    tx: Database | Transaction,
    row: ApplicationRow,
    type: 'finalized' | 'signed' | 'funded',
  ) {
    await this.journey.record(tx, {
      consumerId: row.consumerId,
      shopKeyId: row.shopKeyId,
      actor: type === 'finalized' ? 'consumer' : 'system',
      type,
      appCode: 'AMFF',
      detail: type === 'signed' ? {} : { amount: row.affLoan?.amount ?? null },
    });
  }

  async finalize(
    id: string,
    session: SessionClaims,
    input: { amount: string; last4: string },
  ): Promise<{
    success: true;
    decision: string;
    result: FinanceEstimate & { url: string; repairOrderId: string };
    application: ApplicationView;
  }> {
    const { row, client } = await this.approved(id, session);
    const amount = this.checkAmount(row, input.amount);
    if (!/^\d{4}$/.test(input.last4)) {
      throw new AppError('BAD_REQUEST', inField('last4', errorText('amff.lastFour')), {
        fields: { last4: errorText('amff.lastFour') },
      });
    }
    if (row.signedFlag !== '0') throw new AppError('CONFLICT', errorText('amff.alreadySigned'));
    const answer = await this.call(() => client.finalize(row.lenderApplicationId!, amount, input.last4));
    const { url, repairOrderId, envelopeId, ...estimate } = answer.result;
    const finalizedAt = this.now();
    const affLoan: AffLoanRecord = {
      amount,
      repairOrderId,
      envelopeId,
      estimate,
      fundingOptions: this.fundingOptions(row),
      finalizedAt: finalizedAt.toISOString(),
    };
    // The timeline keeps the finalize even after a cancelled funding clears the loan.
    const updated = await this.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(applications)
        .set({ affLoan, fundedDetails: null, updatedAt: finalizedAt })
        .where(and(eq(applications.id, row.id), eq(applications.signedFlag, '0')))
        .returning();
      if (changed) await this.recordStep(tx, changed, 'finalized');
      return changed;
    });
    if (!updated) throw new AppError('CONFLICT', errorText('amff.alreadySigned'));
    await this.queue.enqueueSigningCheck(this.signingJob(row.id, envelopeId, finalizedAt), 0);
    return {
      success: true,
      decision: answer.decision,
      result: { url, repairOrderId, ...estimate },
      application: toApplicationView(updated),
    };
  }

  /** 'Confirm and Sign': a fresh one-time signing URL; it returns the frame to our own return page. */
  async signingUrl(
    id: string,
    session: SessionClaims,
    input: { fundingType: '1' | '2' | '3'; esignConsentVersion?: string | undefined },
  ): Promise<{ url: string; application: ApplicationView }> {
    const { row, client } = await this.approved(id, session);
    if (!row.affLoan) throw new AppError('CONFLICT', errorText('amff.finalizeFirst'));
    if (row.signedFlag !== '0') throw new AppError('CONFLICT', errorText('amff.alreadySigned'));
    await this.requireEsignConsent(row, session, input.esignConsentVersion);
    const envelopeId = row.affLoan.envelopeId;
    const url = await this.call(() =>
      client.recipientView(row.lenderApplicationId!, `${this.config.publicBaseUrl}/aff/esign-return`),
    );
    const [updated] = await this.db
      .update(applications)
      .set({ fundingType: input.fundingType, updatedAt: this.now() })
      .where(and(eq(applications.id, row.id), eq(applications.signedFlag, '0')))
      .returning();
    if (!updated) throw new AppError('CONFLICT', errorText('amff.alreadySigned'));
    await this.queue.enqueueSigningCheck(this.signingJob(row.id, envelopeId, this.now()), 0);
    return { url, application: toApplicationView(updated) };
  }

  /**
   * AFF's electronic consent (E-SIGN §7001(c); decision 293), agreed for this application before its signing
   * page opens. The browser sends only the choice, naming the version it showed; the server asks AFF for the
   * text again and records that text, its version and the time (document_consents), once per version.
   */
  private async requireEsignConsent(
    row: ApplicationRow,
    session: SessionClaims,
    version: string | undefined,
  ) {
    const agreed = await this.db
      .select({ version: documentConsents.version })
      .from(documentConsents)
      .where(
        and(
          eq(documentConsents.applicationId, row.id),
          eq(documentConsents.document, AFF_ESIGN_CONSENT_DOCUMENT),
        ),
      );
    const refuse = (code: 'UNPROCESSABLE' | 'CONFLICT', message: ErrorText) =>
      new AppError(code, message, { fields: { esignConsent: message } });
    if (version === undefined) {
      if (agreed.length === 0) throw refuse('UNPROCESSABLE', errorText('amff.esignConsentFirst'));
      return;
    }
    const consent = await this.esignConsents.esignConsent(row.shopKeyId, session);
    if (consent.version !== version) throw refuse('CONFLICT', errorText('amff.esignConsentChanged'));
    if (agreed.some((earlier) => earlier.version === version)) return;
    await this.db.insert(documentConsents).values({
      consumerId: row.consumerId,
      document: AFF_ESIGN_CONSENT_DOCUMENT,
      version,
      text: consent.text,
      applicationId: row.id,
      agreedAt: this.now(),
    });
  }

  /**
   * The frame came back (or the page asks again): our server asks the lender. Whatever the browser says,
   * only the envelope status the lender reports moves the sign status.
   */
  async checkSigning(id: string, session: SessionClaims): Promise<{ application: ApplicationView }> {
    const { row, client } = await this.approved(id, session);
    const current = row.signedFlag === '0' && row.affLoan ? await this.confirmSigned(row, client) : row;
    return { application: toApplicationView(current) };
  }

  /** Training's 'SIGN DOCUMENTS': the lender's simulated signing, then the same check as a real signing. */
  async simulateSigning(id: string, session: SessionClaims): Promise<{ application: ApplicationView }> {
    if (session.mode !== 'fm-train')
      throw new AppError('FORBIDDEN', errorText('amff.simulatedSigningTraining'));
    const { row, client } = await this.approved(id, session);
    if (!row.affLoan) throw new AppError('CONFLICT', errorText('amff.finalizeFirst'));
    if (row.signedFlag === '0') {
      await this.call(() => client.simulateSigning(row.lenderApplicationId!));
      return { application: toApplicationView(await this.confirmSigned(row, client)) };
    }
    return { application: toApplicationView(row) };
  }

  /**
   * Funds a signed contract (lenders §7 "Fund"). The durable job does the same; both send the lender one
   * key per envelope, so whichever comes first funds and the other gets the same answer.
   */
  async fund(id: string, session: SessionClaims): Promise<FundAnswer> {
    const { row, client } = await this.approved(id, session);
    let current = row;
    if (current.signedFlag === '0' && current.affLoan) current = await this.confirmSigned(current, client);
    if (current.signedFlag === '0') throw new AppError('CONFLICT', errorText('amff.notSigned'));
    if (current.signedFlag === '1') {
      const { card, row: funded } = await this.fundSigned(current, client);
      return this.fundAnswer(card, funded);
    }
    const details = current.fundedDetails;
    if (!details) throw new AppError('CONFLICT', errorText('amff.notSigned'));
    if (details.fundtype === '1') {
      const card = await this.call(() => client.virtualCard(current.lenderApplicationId!));
      return this.fundAnswer(card, current);
    }
    return this.fundAnswer(details, current);
  }

  /** The virtual card as its screen shows it, fetched from the lender each time (never stored). */
  async virtualCard(id: string, session: SessionClaims): Promise<FundAnswer> {
    const { row, client } = await this.approved(id, session);
    if (row.signedFlag !== '2' || row.fundedDetails?.fundtype !== '1') {
      throw new AppError('NOT_FOUND', errorText('amff.noVirtualCard'));
    }
    const card = await this.call(() => client.virtualCard(row.lenderApplicationId!));
    return this.fundAnswer(card, row);
  }

  /**
   * A copy of the agreement the consumer signed, from AFF (E-SIGN §7001(c)(1)(B)(iv)): once
   * signed (sign status 1 or 2), never before.
   */
  async signedAgreement(id: string, session: SessionClaims): Promise<{ html: string }> {
    const { row, client } = await this.approved(id, session);
    if (row.signedFlag !== '1' && row.signedFlag !== '2') {
      throw new AppError('CONFLICT', errorText('amff.notSigned'));
    }
    return { html: await this.call(() => client.agreement(row.lenderApplicationId!)) };
  }

  /** lenders §4 AFF step 6: cancels the contract, sign status back to 0, funded details cleared. */
  async cancelFunding(
    id: string,
    session: SessionClaims,
  ): Promise<{ success: true; application: ApplicationView }> {
    const { row, client } = await this.approved(id, session);
    const updated = await this.cancel(row, client, { actor: 'consumer' });
    return { success: true, application: toApplicationView(updated) };
  }

  /**
   * A manager's cancel from the shop console: the same call to the lender and the same
   * reset as the consumer's, for the consumer's approved AFF application at that shop.
   */
  async cancelFundingForShop(
    id: string,
    journey: { consumerId: string; shopKeyId: string; training: boolean; staffUserId: string },
  ): Promise<ApplicationRow> {
    const { row, client } = await this.approved(id, {
      consumerId: journey.consumerId,
      mode: journey.training ? 'fm-train' : 'apply',
    });
    if (row.shopKeyId !== journey.shopKeyId) throw new AppError('NOT_FOUND');
    return this.cancel(row, client, { actor: 'staff', staffUserId: journey.staffUserId });
  }

  /** Asks the lender to cancel first (its answer decides, GUIDE 12), then clears the loan and records it. */
  private async cancel(
    row: ApplicationRow,
    client: AffFundingClient,
    by: { actor: 'consumer' | 'staff'; staffUserId?: string },
  ): Promise<ApplicationRow> {
    if (!row.affLoan) throw new AppError('CONFLICT', errorText('amff.noFunding'));
    await this.call(() => client.cancelFunding(row.lenderApplicationId!));
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(applications)
        .set({ signedFlag: '0', fundedDetails: null, affLoan: null, updatedAt: this.now() })
        .where(eq(applications.id, row.id))
        .returning();
      await this.journey.record(tx, {
        consumerId: row.consumerId,
        shopKeyId: row.shopKeyId,
        actor: by.actor,
        type: 'funding-cancelled',
        appCode: 'AMFF',
        detail: by.staffUserId ? { staffUserId: by.staffUserId } : {},
      });
      return updated!;
    });
  }

  async accountStatus(id: string, session: SessionClaims): Promise<{ result: AccountStatus }> {
    const { row, client } = await this.approved(id, session);
    return { result: await this.call(() => client.accountStatus(row.lenderApplicationId!)) };
  }

  /**
   * The durable signing check (aff-signing-job.ts): asks the lender for the envelope; once signed it
   * funds. Safe to repeat after a crash: every write is conditional on the sign status it expects, and the
   * funding key is the same for the envelope, so the lender funds once.
   */
  async runSigningCheck(data: AffSigningJobData): Promise<void> {
    const [row] = await this.db.select().from(applications).where(eq(applications.id, data.applicationId));
    if (!row || row.affLoan?.envelopeId !== data.envelopeId || row.signedFlag === '2') return;
    const [consumer] = await this.db.select().from(consumers).where(eq(consumers.id, row.consumerId));
    if (!consumer || !row.lenderApplicationId) return;
    const client = this.client(consumer.mode === 'fm-train');
    let current = row;
    if (current.signedFlag === '0') {
      current = await this.confirmSigned(current, client, false);
      if (current.signedFlag === '0') {
        if (this.now().getTime() < Date.parse(data.until)) {
          await this.queue.enqueueSigningCheck(data, AFF_SIGNING_POLL_SECONDS);
        }
        return;
      }
    }
    if (current.signedFlag === '1') await this.fundSigned(current, client);
  }

  private signingJob(applicationId: string, envelopeId: string, from: Date): AffSigningJobData {
    return {
      applicationId,
      envelopeId,
      until: new Date(from.getTime() + AFF_SIGNING_WINDOW_MS).toISOString(),
    };
  }

  /** Asks the lender for the envelope; 'completed' for this envelope marks the application signed ('1'). */
  private async confirmSigned(
    row: ApplicationRow,
    client: AffFundingClient,
    enqueueFunding = true,
  ): Promise<ApplicationRow> {
    const envelope = await this.call(() => client.envelope(row.lenderApplicationId!));
    const envelopeId = row.affLoan?.envelopeId;
    if (!envelopeId || envelope.envelopeId !== envelopeId || envelope.status !== 'completed') return row;
    const signed = await this.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(applications)
        .set({ signedFlag: '1', updatedAt: this.now() })
        .where(and(eq(applications.id, row.id), eq(applications.signedFlag, '0')))
        .returning();
      if (changed) await this.recordStep(tx, changed, 'signed');
      return changed;
    });
    if (!signed) return (await this.reload(row.id)) ?? row;
    // Funding is durable work: a server that dies now still funds after its restart.
    if (enqueueFunding)
      await this.queue.enqueueSigningCheck(this.signingJob(row.id, envelopeId, this.now()), 0);
    return signed;
  }

  private async fundSigned(
    row: ApplicationRow,
    client: AffFundingClient,
  ): Promise<{ card: FundedCard; row: ApplicationRow }> {
    const envelopeId = row.affLoan!.envelopeId;
    const fundtype = (['1', '2', '3'] as const).find((t) => t === row.fundingType) ?? '1';
    const card = await this.call(() =>
      client.fund(row.lenderApplicationId!, fundtype, `ttapply-fund-${row.id}-${envelopeId}`),
    );
    const details: FundedDetailsRecord = {
      fundtype: card.fundtype,
      last4: card.last4,
      ...(card.first6 ? { first6: card.first6 } : {}),
      fundedAt: this.now().toISOString(),
    };
    const funded = await this.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(applications)
        .set({ signedFlag: '2', fundingType: card.fundtype, fundedDetails: details, updatedAt: this.now() })
        .where(and(eq(applications.id, row.id), eq(applications.signedFlag, '1')))
        .returning();
      if (changed) await this.recordStep(tx, changed, 'funded');
      return changed;
    });
    return { card, row: funded ?? (await this.reload(row.id)) ?? row };
  }

  private fundAnswer(
    card: Omit<FundedCard, 'fundtype'> & { fundtype: '1' | '2' | '3' },
    row: ApplicationRow,
  ): FundAnswer {
    return {
      success: true,
      fundtype: card.fundtype,
      last4: card.last4,
      ...(card.first6 ? { first6: card.first6 } : {}),
      ...('billzipcode' in card && card.billzipcode ? { billzipcode: card.billzipcode } : {}),
      ...('cardExpiration' in card && card.cardExpiration ? { cardExpiration: card.cardExpiration } : {}),
      ...('cardimage' in card && card.cardimage ? { cardimage: card.cardimage } : {}),
      ...('cardNumber' in card && card.cardNumber ? { cardNumber: card.cardNumber } : {}),
      ...('cardCvv' in card && card.cardCvv ? { cardCvv: card.cardCvv } : {}),
      application: toApplicationView(row),
    };
  }

  private async reload(id: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db.select().from(applications).where(eq(applications.id, id));
    return row;
  }

  /** The consumer's own approved AFF application, and the lender's client for its mode. */
  private async approved(
    id: string,
    session: Pick<SessionClaims, 'consumerId' | 'mode'>,
  ): Promise<{ row: ApplicationRow; client: AffFundingClient }> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.consumerId, session.consumerId)));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.appType !== 'AMFF') throw new AppError('BAD_REQUEST', errorText('amff.notAff'));
    if (row.kind !== 'application' || row.status !== 'a' || !row.lenderApplicationId) {
      throw new AppError('CONFLICT', errorText('amff.notApproved'));
    }
    return { row, client: this.client(session.mode === 'fm-train') };
  }

  private client(training: boolean): AffFundingClient {
    return new AffFundingClient(this.lenders.documents({ training }), this.config.lenders.timeoutMs);
  }

  /** lenders §5: whole dollars, at least $300, at most the approved limit ('Amount Error'). */
  private checkAmount(row: ApplicationRow, amount: string): number {
    const limit = Number(row.result?.creditlimit ?? 0);
    const problem = validateFinanceAmount(amount, limit);
    if (problem) throw new AppError('BAD_REQUEST', `amount: ${problem}`, { fields: { amount: problem } });
    return Number(amount.trim());
  }

  /** The funding targets on file, masked as the screen shows them: first six and last four at most. */
  private fundingOptions(row: ApplicationRow): AffLoanRecord['fundingOptions'] {
    const plain = (name: string) => {
      const stored = row.appData[name];
      return stored ? this.encryption.decrypt(stored).replace(/\D/g, '') : '';
    };
    const card = plain('CC_NUMBER');
    const account = plain('ACCOUNT_NUMBER');
    return [
      { fundingType: '1', masked: '' },
      ...(account ? [{ fundingType: '2' as const, masked: `****${account.slice(-4)}` }] : []),
      ...(card.length >= 10
        ? [
            {
              fundingType: '3' as const,
              masked: `${card.slice(0, 6)}${'*'.repeat(card.length - 10)}${card.slice(-4)}`,
            },
          ]
        : []),
    ];
  }

  /**
   * One retry for a dropped connection or 5xx (the same key); the lender's refusal in its own words (lenders
   * §8 "the server text"); a silent lender is a timeout.
   */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return await run();
      } catch (error) {
        lastError = error;
        if (!(error instanceof PartnerTransportError)) break;
      }
    }
    if (lastError instanceof AppError) throw lastError;
    if (lastError instanceof PartnerRejectionError) {
      throw new AppError(lastError.status === 409 ? 'CONFLICT' : 'UNPROCESSABLE', lastError.message);
    }
    if (lastError instanceof DOMException && lastError.name === 'TimeoutError') {
      throw new AppError('PARTNER_TIMEOUT', MESSAGES.transport.communication);
    }
    throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.unreachable, { cause: lastError });
  }
}
