import { timingSafeEqual } from 'node:crypto';
import { parseLenderList, TRAINING_SAMPLE_APPLICANT, trainingResultChoices } from '@ttapply/domain';
import { gemyApplicantValues, gemyResidenceType } from '@ttapply/domain/lenders/gemy';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { consumers, shops, type ShopRow } from '../../db/schema.js';
import { AppError, errorText, inField } from '../../errors/app-error.js';
import type { ApplicationView } from '../../services/application-contract.js';
import type { SessionClaims } from '../../services/session-tokens.js';
import type { LenderApplications } from '../../services/lender-applications.js';
import type { LenderContext } from '../lender-definition.js';
import type { LenderRegistry } from '../lender-registry.js';
import { PartnerTransportError, type PartnerHttpClient } from '../partner-http-client.js';
import { gemyDecision, gemyStatusSchema, type GemyStatus } from './gemy-status.js';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';

/** Lenders §8 GEMY texts the server answers with. */
export const TOKEN_MISMATCH_MESSAGE = ERROR_MESSAGES_EN['gemy.tokenMismatch'];
export const NO_TOKEN_MESSAGE = ERROR_MESSAGES_EN['gemy.noToken'];
export const NOT_COMPLETED_MESSAGE = ERROR_MESSAGES_EN['gemy.notCompleted'];

export interface GenerateTokenInput {
  phoneNumber: string;
  acctId: string;
  subId: string;
  trackingId?: string | undefined;
  isPrequal?: boolean | undefined;
  trainingSsn?: string | undefined;
}

export interface StatusInput {
  gemyToken: string;
  applicationKeyId: string;
  consumerId: string;
}

const tokenAnswer = z.object({ dataShareToken: z.string().regex(/^[\w-]{8,200}$/) });

/** Fields of the saved draft Synchrony may prefill (never SSN or date of birth: its form asks for those). */
const SHARED_FIELDS = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
  line1: 'ADDRESS1',
  city: 'CITY',
  state: 'STATE',
  zipCode: 'ZIP',
} as const;

/**
 * Training's data share (decision 100): the sample applicant and the 'Application Type' test SSN, so the
 * associate sees Synchrony's form filled and presses its own button. Only the domain's GEMY test SSNs are
 * accepted, so nothing but sandbox data is ever shared from training.
 */
function trainingApplicant(ssn: string | undefined): Record<string, string> {
  if (ssn !== undefined && !trainingResultChoices('GEMY').some((choice) => choice.ssn === ssn)) {
    throw new AppError('BAD_REQUEST', inField('trainingSsn', errorText('gemy.trainingSsn')), {
      fields: { trainingSsn: errorText('gemy.trainingSsn') },
    });
  }
  const sample = TRAINING_SAMPLE_APPLICANT as Record<string, string>;
  const [year, month, day] = (sample.DOB ?? '').split('-');
  const shared: Record<string, string> = {
    ...sharedFieldsOf(sample),
    dateOfBirth: `${month}/${day}/${year}`,
    netIncome: sample.MONTHLY_NET_INCOME ?? '',
    residenceType: gemyResidenceType(sample.RESIDENT_STATUS),
  };
  if (ssn) shared.socialSecurity = ssn;
  return shared;
}

/** The answers among SHARED_FIELDS, under Synchrony's names; empty ones are left out. */
function sharedFieldsOf(values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const shared: Record<string, string> = {};
  for (const [key, field] of Object.entries(SHARED_FIELDS)) {
    const value = values[field];
    if (value) shared[key] = value;
  }
  return shared;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * GEMY's embedded form from our side (lenders §4 "GEMY embedded form", §7 "GEMY token", "GEMY status"). The
 * browser only says the form is done; this service asks Synchrony itself and records what Synchrony says
 * (GUIDE 12 "the browser's word never decides").
 */
export class GemyService {
  constructor(
    private readonly db: Database,
    private readonly lenders: LenderRegistry,
    private readonly applications: LenderApplications,
    private readonly drafts: LenderContext['drafts'],
    private readonly config: Config,
  ) {}

  /** A data-share token for the session's consumer at the consumer's shop. */
  async generateToken(
    input: GenerateTokenInput,
    session: SessionClaims,
  ): Promise<{ token: string; isPrequal: boolean }> {
    if (input.phoneNumber.replace(/\D/g, '') !== session.phone) {
      throw new AppError('BAD_REQUEST', inField('phoneNumber', errorText('application.phoneMismatch')), {
        fields: { phoneNumber: errorText('application.phoneMismatch') },
      });
    }
    const shop = await this.consumerShop(session.consumerId);
    if (input.acctId !== shop.acctId || input.subId !== shop.subId) {
      throw new AppError('BAD_REQUEST', inField('acctId', errorText('gemy.merchantNumber')), {
        fields: { acctId: errorText('gemy.merchantNumber') },
      });
    }
    // Lenders §3: the shop's synchronyPrequalAccept '1' runs the prequal variant; the shop decides, not the body.
    const isPrequal = shop.synchronyPrequalAccept === '1';
    const applicant =
      session.mode === 'fm-train'
        ? trainingApplicant(input.trainingSsn)
        : await this.shareable(session, input.trainingSsn);
    const answer = await this.call(
      (client, signal) =>
        client.postJson(
          '/lenders/GEMY/data-share-tokens',
          {
            phoneNumber: session.phone,
            acctId: shop.acctId,
            subId: shop.subId,
            trackingId: input.trackingId ?? '',
            isPrequal,
            applicant,
          },
          signal,
        ),
      session,
    );
    const parsed = tokenAnswer.safeParse(answer);
    if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', errorText('gemy.noToken'));
    return { token: parsed.data.dataShareToken, isPrequal };
  }

  /**
   * Lenders §4: after the form's message the token is checked against the stored one, then the status is
   * fetched from Synchrony and the decision recorded. Only Synchrony's own answer counts: a token it has not
   * completed is refused, whatever the browser claims.
   */
  async applicationStatus(
    input: StatusInput,
    session: SessionClaims,
  ): Promise<{ status: GemyStatus; application: ApplicationView }> {
    if (input.consumerId !== session.consumerId) throw new AppError('NOT_FOUND');
    const { row, appData } = await this.applications.partnerFormApplication(
      input.applicationKeyId,
      session.consumerId,
    );
    const stored = appData.GEMY_TOKEN ?? '';
    if (!stored) throw new AppError('BAD_REQUEST', errorText('gemy.noToken'));
    if (!sameSecret(stored, input.gemyToken))
      throw new AppError('BAD_REQUEST', errorText('gemy.tokenMismatch'));
    const [shop] = await this.db.select().from(shops).where(eq(shops.keyId, row.shopKeyId)).limit(1);
    if (!shop) throw new AppError('NOT_FOUND');

    const checked = await this.call(async (client, signal) => {
      const answer = await client.getJson(
        `/lenders/GEMY/application-status?token=${encodeURIComponent(stored)}`,
        signal,
      );
      const parsed = gemyStatusSchema.safeParse(answer);
      if (!parsed.success) return undefined;
      // The card's costs stay only when well formed and on Synchrony's own origin.
      const offered = parsed.data.applicationStatus?.offerTerms;
      const offerTerms = offered === undefined ? undefined : client.offerTermsFrom(offered);
      const applicationStatus = parsed.data.applicationStatus
        ? { ...parsed.data.applicationStatus, offerTerms }
        : undefined;
      return { ...parsed.data, applicationStatus };
    }, session);
    if (!checked) throw new AppError('PARTNER_UNAVAILABLE', errorText('gemy.unexpectedStatus'));
    const status = checked;
    // The answer must be about this token, this shop and this consumer's phone.
    const phones = (status.applicantInfo?.contactInfo ?? []).map((c) => c.contactNumber.replace(/\D/g, ''));
    if (
      status.dataShareToken !== stored ||
      status.merchantInfo.merchantId !== shop.acctId ||
      !phones.includes(session.phone)
    ) {
      throw new AppError('PARTNER_UNAVAILABLE', errorText('gemy.unexpectedStatus'));
    }
    if (status.tokenStatus !== 'COMPLETED') throw new AppError('CONFLICT', errorText('gemy.notCompleted'));

    const prequal = status.preQual === 'Y' || shop.synchronyPrequalAccept === '1';
    const application = await this.applications.recordPartnerDecision(row.id, session.consumerId, {
      ...gemyDecision(status, prequal),
      // What the consumer told Synchrony is reused for the next lender, by the server too (decision 140).
      gatheredAppData: gemyApplicantValues(status.applicantInfo),
    });
    return { status, application };
  }

  private async consumerShop(consumerId: string): Promise<ShopRow> {
    const [consumer] = await this.db.select().from(consumers).where(eq(consumers.id, consumerId)).limit(1);
    if (!consumer) throw new AppError('UNAUTHORIZED');
    const [shop] = consumer.shopKeyId
      ? await this.db.select().from(shops).where(eq(shops.keyId, consumer.shopKeyId)).limit(1)
      : [];
    if (!shop || !parseLenderList(shop.lenders).includes('GEMY')) {
      throw new AppError('BAD_REQUEST', 'acctId: This shop does not offer Synchrony.', {
        fields: { acctId: 'This shop does not offer Synchrony.' },
      });
    }
    return shop;
  }

  /** What the consumer already told us that Synchrony may prefill (the data-share token's allowance). */
  private async shareable(
    session: SessionClaims,
    trainingSsn: string | undefined,
  ): Promise<Record<string, string>> {
    // A real consumer's SSN never travels in a data share: Synchrony's form asks it itself.
    if (trainingSsn !== undefined) {
      throw new AppError('BAD_REQUEST', inField('trainingSsn', errorText('gemy.trainingOnly')), {
        fields: { trainingSsn: errorText('gemy.trainingOnly') },
      });
    }
    try {
      const { values } = await this.drafts.get(session);
      return sharedFieldsOf(values as Record<string, string | undefined>);
    } catch {
      return {};
    }
  }

  private async call<T>(
    run: (client: PartnerHttpClient, signal: AbortSignal) => Promise<T>,
    session: SessionClaims,
  ): Promise<T> {
    const client = this.lenders.documents({ training: session.mode === 'fm-train' });
    try {
      return await run(client, AbortSignal.timeout(this.config.lenders.timeoutMs));
    } catch (error) {
      if (error instanceof AppError) {
        // The status API does not know the token: Synchrony never issued it.
        if (error.code === 'NOT_FOUND')
          throw new AppError('PARTNER_UNAVAILABLE', errorText('gemy.unexpectedStatus'));
        throw error;
      }
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new AppError('PARTNER_TIMEOUT');
      }
      if (error instanceof PartnerTransportError) throw new AppError('PARTNER_UNAVAILABLE', error.message);
      throw error;
    }
  }
}
