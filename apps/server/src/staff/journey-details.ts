import {
  determineResult,
  offerTermsOf,
  LENDERS,
  normaliseAppCode,
  type AppCode,
  type LenderResult,
} from '@ttapply/domain';
import {
  boardLenderName,
  dollars,
  lenderNextStep,
  type AffLoanView,
  lenderOutcomeText,
  PAGE_NAMES,
  type JourneyDetail,
} from '@ttapply/domain/console';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { offerCostRows } from './offer-cost-rows.js';
import type { Database } from '../db/database.js';
import { applications, documentConsents, journeyEvents, journeys, staffUsers } from '../db/schema.js';
import { htmlToPlainText } from '../documents/plain-text.js';
import { AppError } from '../errors/app-error.js';
import type { JourneyService } from '../journey/journey-service.js';
import type { LocationBoard } from './location-board.js';
import { purchaseText, type LinkSends } from './link-sends.js';

/** A decided application's status letter in words (lenders §3: a d n q e p). */
const STATUS_WORDS: Record<string, string> = {
  a: 'approved',
  d: 'declined',
  n: 'not qualified',
  q: 'prequalified',
  e: 'an error',
  p: 'pending',
};

/**
 * One journey's page on the shop console (decision 165): its board row, the timeline in plain words, the credit
 * checks, the applications, whom to call, the links sent, and what the lenders add to it.
 */
export class JourneyDetails {
  constructor(
    private readonly db: Database,
    private readonly journey: JourneyService,
    private readonly board: LocationBoard,
    private readonly links: LinkSends,
    private readonly lenders: LenderConsoleParts,
  ) {}

  /**
   * One journey's page: its board row, the timeline in plain words, the credit checks with their consent
   * texts, the applications with amounts and lender reference numbers, whom to call and the links sent.
   * Built from named columns only: applications' appData, SSN, card and bank fields are never read.
   */
  async detail(shopKeyId: string, consumerId: string): Promise<JourneyDetail> {
    const [row] = await this.board.board(shopKeyId, {}, [consumerId]);
    if (!row) throw new AppError('NOT_FOUND');
    const [events, consents, apps, sends, sale] = await Promise.all([
      this.db
        .select()
        .from(journeyEvents)
        .where(and(eq(journeyEvents.consumerId, consumerId), eq(journeyEvents.shopKeyId, shopKeyId)))
        .orderBy(asc(journeyEvents.at)),
      this.journey.creditCheckConsents(consumerId, shopKeyId),
      this.db
        .select({
          id: applications.id,
          appType: applications.appType,
          kind: applications.kind,
          result: applications.result,
          signedFlag: applications.signedFlag,
          lenderApplicationId: applications.lenderApplicationId,
          affLoan: applications.affLoan,
          status: applications.status,
          fundedAt: sql<string | null>`${applications.fundedDetails}->>'fundedAt'`,
          fundType: sql<string | null>`${applications.fundedDetails}->>'fundtype'`,
          fundedLast4: sql<string | null>`${applications.fundedDetails}->>'last4'`,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .where(and(eq(applications.consumerId, consumerId), eq(applications.shopKeyId, shopKeyId)))
        .orderBy(asc(applications.createdAt)),
      this.links.linkSends(shopKeyId, { consumerId }),
      this.db
        .select({
          outcome: journeys.saleOutcome,
          cents: journeys.saleAmountCents,
          at: journeys.saleMarkedAt,
          by: journeys.saleMarkedBy,
        })
        .from(journeys)
        .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)))
        .then((rows) => rows[0]),
    ]);
    // A lender's own consent agreed for one of these applications (AFF's electronic consent, decision 293).
    const appIds = apps.map((app) => app.id);
    const documents =
      appIds.length === 0
        ? []
        : await this.db
            .select({
              applicationId: documentConsents.applicationId,
              document: documentConsents.document,
              text: documentConsents.text,
              agreedAt: documentConsents.agreedAt,
            })
            .from(documentConsents)
            .where(
              and(
                eq(documentConsents.consumerId, consumerId),
                inArray(documentConsents.applicationId, appIds),
              ),
            );
    const staffIds = [
      ...new Set(
        [...events.map((event) => event.detail.staffUserId), sale?.by].filter(
          (id): id is string => typeof id === 'string',
        ),
      ),
    ];
    const staffNames = new Map(
      staffIds.length === 0
        ? []
        : (
            await this.db
              .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
              .from(staffUsers)
              .where(inArray(staffUsers.id, staffIds))
          ).map((user) => [user.id, user.name || user.email]),
    );

    const timeline: JourneyDetail['events'] = events.map((event) => ({
      at: event.at.toISOString(),
      actor: event.actor,
      type: event.type,
      text: eventText(event, staffNames),
      appCode: event.appCode,
      consentText: null,
    }));
    for (const consent of consents) {
      const lender = boardLenderName(consent.appCode);
      const after = consent.afterDeclineOf ? `, if ${boardLenderName(consent.afterDeclineOf)} declines` : '';
      timeline.push({
        at: consent.agreedAt.toISOString(),
        actor: 'consumer',
        type: 'consent',
        text: `Consented to a ${consent.creditCheck} credit check by ${lender}${after}`,
        appCode: consent.appCode,
        consentText: consent.consentText,
      });
    }
    for (const consent of documents) {
      const app = apps.find((candidate) => candidate.id === consent.applicationId);
      if (!app || !this.lenders.consentDocuments.has(consent.document)) continue;
      timeline.push({
        at: consent.agreedAt.toISOString(),
        actor: 'consumer',
        type: 'consent',
        text: `Consented to electronic records and signatures by ${boardLenderName(app.appType)}`,
        appCode: app.appType,
        consentText: consent.text ? htmlToPlainText(consent.text) : null,
      });
    }
    for (const app of apps) {
      const lender = boardLenderName(app.appType);
      // A loan finalized before its finalize was an event of its own is read from the loan.
      if (app.affLoan?.finalizedAt && !events.some((event) => event.type === 'finalized')) {
        timeline.push({
          at: app.affLoan.finalizedAt,
          actor: 'consumer',
          type: 'finalized',
          text: `Finalized the ${lender} loan for $${app.affLoan.amount.toLocaleString('en-US')} and went to sign`,
          appCode: app.appType,
          consentText: null,
        });
      }
      if (app.fundedAt && !events.some((event) => event.type === 'funded' && event.appCode === app.appType)) {
        timeline.push({
          at: new Date(app.fundedAt).toISOString(),
          actor: 'system',
          type: 'funded',
          text: `Signed and funded by ${lender}`,
          appCode: app.appType,
          consentText: null,
        });
      }
    }
    timeline.sort((a, b) => a.at.localeCompare(b.at));

    // The checks made; a consent never used stays in the timeline as the consent it was.
    const creditChecks: JourneyDetail['creditChecks'] = (
      await this.journey.creditChecks(consumerId, shopKeyId)
    )
      .filter((check) => check.checkedAt !== null)
      .map(({ appCode, check, consentText, agreedAt }) => ({
        appCode,
        lenderName: boardLenderName(appCode),
        check,
        consentText,
        agreedAt,
      }));

    const lenderStatus = new Map(row.lenders.map((lender) => [lender.appCode, lender]));
    const contacts = new Map<string, JourneyDetail['contacts'][number]>();
    for (const app of apps) {
      const code = normaliseAppCode(app.appType);
      const result = (app.result ?? {}) as LenderResult;
      const sent = typeof result.referralphone === 'string' ? result.referralphone.trim() : '';
      const phone = sent || (code ? LENDERS[code].phone : undefined);
      if (phone)
        contacts.set(app.appType, { appCode: app.appType, lenderName: boardLenderName(app.appType), phone });
    }

    return {
      ...row,
      events: timeline,
      creditChecks,
      applications: apps.map((app) => {
        const code = normaliseAppCode(app.appType) as AppCode | undefined;
        const result = app.result as LenderResult | null;
        const status = !result ? 'deciding' : app.signedFlag === '2' ? 'funded' : determineResult(result);
        return {
          appCode: app.appType,
          lenderName: code ? boardLenderName(code) : app.appType,
          kind: app.kind === 'prequal' ? ('prequal' as const) : ('application' as const),
          status,
          amount: lenderStatus.get(app.appType)?.amount ?? null,
          lenderReference: app.lenderApplicationId,
          createdAt: app.createdAt.toISOString(),
          offerCosts: offerCostsOf(app.result),
        };
      }),
      contacts: [...contacts.values()],
      linkSends: sends,
      lenderSteps: row.lenders.map((lender) => {
        // Signing and funding are recorded as events without a new waterfall step (AFF's own steps): the
        // application's sign status is the newer word on whether it is funded.
        const funded = apps.some((app) => app.appType === lender.appCode && app.signedFlag === '2');
        const status = funded ? 'funded' : lender.status;
        return {
          appCode: lender.appCode,
          lenderName: lender.lenderName,
          outcome: lenderOutcomeText({ status, amount: lender.amount }),
          approvedAmount: ['approved', 'funded', 'prequalified'].includes(status) ? lender.amount : null,
          nextStep: lenderNextStep({ ...lender, status, kind: null, applicationId: null }),
        };
      }),
      affLoan: this.lenders.afterApproval(apps),
      sale:
        sale?.outcome === 'sale-completed' || sale?.outcome === 'customer-left'
          ? {
              outcome: sale.outcome,
              amount: sale.cents === null ? null : sale.cents / 100,
              markedAt: sale.at!.toISOString(),
              markedBy: (sale.by && staffNames.get(sale.by)) || 'staff',
            }
          : null,
    };
  }
}

/** An application as a lender's console part reads it: its state after the decision, never a card's number. */
export interface ConsoleApplication {
  id: string;
  appType: string;
  kind: string;
  status: string;
  result: unknown;
  signedFlag: string;
  affLoan: { amount: number } | null;
  fundType: string | null;
  fundedLast4: string | null;
}

/**
 * What the lenders add to a journey's page (lenders/index.ts builds it from each lender's definition): the
 * shared console names no lender.
 */
export interface LenderConsoleParts {
  /** document_consents names of the lenders' own agreements, shown in the timeline with their text. */
  readonly consentDocuments: ReadonlySet<string>;
  /** The loan after its approval as the shop sees it (lenders §4 AFF steps 2-5), if a lender has one. */
  afterApproval(apps: readonly ConsoleApplication[]): AffLoanView | null;
}

/** By when the decline's notice comes, as the `decided` event recorded it (decisions 191, 265). */
function noticeWhen(notice: unknown): string {
  const { days, fromDays } = (notice ?? {}) as { days?: unknown; fromDays?: unknown };
  const within = typeof days === 'number' ? days : 30;
  return typeof fromDays === 'number'
    ? `by mail or e-mail in ${fromDays} to ${within} days`
    : `by mail or e-mail within ${within} days`;
}

/** A journey event in plain words for the timeline. */
function eventText(
  event: { type: string; actor: string; appCode: string | null; detail: Record<string, unknown> },
  staffNames: Map<string, string>,
): string {
  const lender = event.appCode ? boardLenderName(event.appCode) : '';
  const detail = event.detail;
  switch (event.type) {
    case 'link-sent': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      const again = detail.resend ? 'again ' : '';
      if (who) return `Link texted ${again}by ${who}`;
      return detail.source === 'sms'
        ? 'Link texted back after the customer texted the shop'
        : `Link texted ${again}`.trim();
    }
    case 'link-cancelled': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      return who ? `Link cancelled by ${who}` : 'Link cancelled';
    }
    case 'phone-verified':
      return 'Verified their phone';
    case 'page-saved': {
      const page = String(detail.page ?? '') as keyof typeof PAGE_NAMES;
      return `Saved ${PAGE_NAMES[page] ?? 'a page'}`;
    }
    case 'submitted':
      return detail.kind === 'prequal'
        ? `Asked ${lender} to prequalify (a soft credit check)`
        : `Applied to ${lender} (a hard credit check)`;
    case 'decided': {
      const words = STATUS_WORDS[String(detail.status ?? '')] ?? 'answered';
      const answered = `${lender} answered: ${words}${detail.kind === 'prequal' ? ' (prequalification)' : ''}`;
      // Decision 191: who sends the decline's notice with the reasons, how, and by when.
      return detail.notice
        ? `${answered}; ${lender} sends the notice with the reasons ${noticeWhen(detail.notice)}`
        : answered;
    }
    case 'offer-accepted':
      return `Accepted the ${lender} offer and applied`;
    case 'offer-declined':
      return `Refused the ${lender} offer`;
    case 'automatic-prequal-submitted':
      return `${lender} prequalification sent by itself, as the customer agreed (a soft credit check)`;
    case 'automatic-prequal-skipped':
      return `${lender} prequalification could not be sent by itself; ${lender} was offered instead`;
    case 'finalized': {
      const amount = typeof detail.amount === 'number' ? ` for ${dollars(detail.amount)}` : '';
      return `Finalized the ${lender} loan${amount} and went to sign`;
    }
    case 'signed':
      return `Signed the ${lender} agreement`;
    case 'funded':
      return `Funded by ${lender}`;
    case 'funding-cancelled': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      return who ? `${lender} funding cancelled by ${who}` : `Cancelled the ${lender} funding`;
    }
    case 'sale-completed': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      const amount = typeof detail.amountCents === 'number' ? ` for ${purchaseText(detail.amountCents)}` : '';
      return `Sale completed${amount}${who ? `, marked by ${who}` : ''}`;
    }
    case 'customer-left': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      return `Customer left without buying${who ? `, marked by ${who}` : ''}`;
    }
    default:
      return event.type;
  }
}

/** An application's offer, written out for the journey page (decision 261); null without figures. */
function offerCostsOf(result: unknown): JourneyDetail['applications'][number]['offerCosts'] {
  const terms = offerTermsOf(result);
  return terms ? { rows: offerCostRows(terms), termsUrl: terms.termsUrl } : null;
}
