import {
  consentsGivenWith,
  determineResult,
  isSet,
  nextStep,
  normaliseAppCode,
  parseLenderList,
  providersForResidentState,
  type AppCode,
  type JourneyActor,
  type JourneyEventType,
  type JourneyLenderStatus,
  type JourneyStage,
  type JourneyStatus,
  type LenderResult,
  type RecordedConsent,
  type Results,
  type SubmissionKind,
  type WaterfallStep,
} from '@ttapply/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import {
  applications,
  creditCheckConsents,
  journeyEvents,
  journeyLenderDecisions,
  journeys,
  type ShopRow,
} from '../db/schema.js';
import { JOURNEY_CHANNEL, publishJourneyChange } from './journey-feed.js';
import { recordTrainingWalks } from './training-walks.js';
import { journeyLenderList } from './journey-lender-list.js';

/** The stage an event moves the journey to (none: the waterfall's next step decides, see stageOf). */
const STAGE_OF_EVENT: Partial<Record<JourneyEventType, JourneyStage>> = {
  'link-sent': 'link-sent',
  'phone-verified': 'phone-verified',
  'page-saved': 'filling',
  submitted: 'submitted',
  'offer-accepted': 'offer-accepted',
  funded: 'funded',
  // The loan's approval stands once its funding is cancelled (lenders §4 AFF step 6): the journey is decided
  // again, so no view reads "funded" of a contract the lender cancelled.
  'funding-cancelled': 'decided',
};

/** A lender's status words that are its decision (decision 196); 'deciding' and 'pending' are not yet one. */
const DECISION_WORDS = new Set([
  'approved',
  'approved-in-store',
  'prequalified',
  'funded',
  'declined',
  'referred',
  'error',
]);
/**
 * The words that count as an approval in the reports: an approval, in store, or its funding. A prequal offer
 * is an offer until the consumer accepts it and the lender approves that application (decision 277).
 */
export const APPROVED_WORDS = new Set(['approved', 'approved-in-store', 'funded']);

/**
 * One credit check of a journey and the consent it rests on, or a consent the server never used: a check is
 * listed as made only when an application was sent to that lender.
 */
export interface CreditCheckRecord {
  appCode: string;
  check: 'soft' | 'hard';
  consentText: string;
  agreedAt: string;
  /** When the server asked the lender; null for a consent that was given but not used. */
  checkedAt: string | null;
}

export interface JourneyEvent {
  consumerId: string;
  shopKeyId: string;
  actor: JourneyActor;
  type: JourneyEventType;
  appCode?: string | undefined;
  /** What the event says beyond its type (a page id, a status letter); never personal data. */
  detail?: Record<string, unknown>;
  /**
   * The shop system's own reference (a repair order or invoice number) for a journey its partner API call started:
   * kept on the journey from its first event, so every webhook about it names the order (decision 318).
   */
  shopReference?: string | undefined;
}

/**
 * Where an event's announcements to the shop's systems are written (webhooks/webhook-outbox.ts): in the event's
 * own transaction, so an event that rolls back announces nothing and one that commits is announced.
 */
export interface JourneyEventOutbox {
  write(tx: Database | Transaction, event: JourneyEvent, at: Date): Promise<void>;
}

/** The lender calls the waterfall may start by itself (ApplicationService). */
export interface AutomaticPrequals {
  /**
   * Stores the soft prequal the consumer agreed to in advance and enqueues its lender call, in `tx`.
   * Undefined when it cannot be sent (the data that lender's prequal needs was never gathered).
   */
  submitAutomaticPrequal(
    tx: Transaction,
    request: { consumerId: string; shopKeyId: string; appCode: AppCode; consentText: string },
  ): Promise<string | undefined>;
}

/** Where the shop's lenders come from (the in-memory shop directory). */
export interface JourneyShops {
  forApplication(keyId: string): Promise<ShopRow | undefined>;
}

/** Where a journey's lenders come from: the list it began with, else the shop's (decision 195). */
async function lendersOf(
  tx: Database | Transaction,
  shops: JourneyShops,
  consumerId: string,
  shopKeyId: string,
): Promise<string> {
  return (
    (await journeyLenderList(tx, consumerId, shopKeyId)) ??
    (await shops.forApplication(shopKeyId))?.lenders ??
    ''
  );
}

interface JourneyApplicationRow {
  id: string;
  appType: string;
  kind: string;
  status: string;
  result: Record<string, unknown> | null;
  signedFlag: string;
  residentState: string | null;
}

/** What the journey status reads of an application (lenderStatus's input). */
export const JOURNEY_APPLICATION_COLUMNS = {
  id: applications.id,
  appType: applications.appType,
  kind: applications.kind,
  status: applications.status,
  result: applications.result,
  signedFlag: applications.signedFlag,
  residentState: sql<string | null>`${applications.appData}->>'STATE'`,
};

/**
 * The approved or offered amount in dollars. A lender that answers with `amount` instead of a credit limit
 * may give it in cents (its definition says so: Versatile, lenders §4 "Amounts are in cents").
 */
function amountOf(result: LenderResult, amountInCents: boolean): number | null {
  const raw = result.creditlimit ?? result.prequalResult?.creditlimit ?? result.amount;
  const amount = Number(String(raw ?? '').replace(/[$,\s]/g, ''));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.floor(amountInCents && raw === result.amount ? amount / 100 : amount);
}

/** One lender's status word and amount from its latest application (the journey status's and the webhooks'). */
export function lenderStatus(
  row: JourneyApplicationRow | undefined,
  appCode: AppCode,
  amountInCents: boolean,
): JourneyLenderStatus {
  if (!row) return { appCode, status: 'not-applied', kind: null, applicationId: null, amount: null };
  const kind = row.kind === 'prequal' ? 'prequal' : 'application';
  const base = { appCode, kind, applicationId: row.id } as const;
  if (!row.result) return { ...base, status: 'deciding', amount: null };
  const result = row.result as LenderResult;
  let status: string = determineResult(result);
  if (row.signedFlag === '2') status = 'funded';
  else if (status === 'pending' && isSet(result.prequalResult?.accepted)) status = 'prequalified';
  return { ...base, status, amount: amountOf(result, amountInCents) };
}

function stageOf(step: WaterfallStep, current: string): string {
  switch (step.type) {
    case 'not-started':
      return current;
    case 'waiting':
      // An accepted offer stays one while its application is decided.
      return current === 'offer-accepted' ? current : 'submitted';
    case 'offer-next':
      return 'next-offered';
    case 'approved':
    case 'referred':
      return 'decided';
    case 'funded':
      return 'funded';
    case 'all-applied':
    case 'ended':
      return 'ended';
    case 'submit-prequal':
      return 'submitted';
  }
}

/**
 * Where each consumer's journey at a shop stands (docs/decisions/140). The server advances the waterfall
 * here, in the transaction that records a decision: it runs the domain's nextStep over the consumer's
 * applications and consents, starts the automatic soft prequal when the consumer agreed to it, records what
 * happened as events, keeps the status row, and publishes the change to every instance.
 */
export class JourneyService {
  constructor(
    private readonly db: Database,
    private readonly shops: JourneyShops,
    private readonly now: () => Date,
    /** App codes of the lenders whose result `amount` is in cents (lenders/index.ts, from their definitions). */
    private readonly amountsInCents: ReadonlySet<string>,
    private readonly outbox?: JourneyEventOutbox,
  ) {}

  /**
   * Appends an event and moves the stage it implies, in one statement (it runs on the submit path), published
   * with the transaction (pg_notify is delivered at commit).
   */
  async record(tx: Database | Transaction, event: JourneyEvent): Promise<void> {
    const now = this.now();
    const at = now.toISOString();
    const stage = STAGE_OF_EVENT[event.type] ?? null;
    // The page the consumer is on after the save (the board's "on Residence"), else the page saved.
    const page =
      event.type === 'page-saved' ? String(event.detail?.onPage ?? event.detail?.page ?? '') || null : null;
    const reached = (type: JourneyEventType) => (event.type === type ? at : null);
    const milestone = {
      // Whatever a consumer does, they do with the token of a verified phone; a journey begun at its submit
      // (no shop known at verification) is verified then (decision 196).
      verified: event.actor === 'consumer' ? at : reached('phone-verified'),
      submitted: reached('submitted'),
      decided: reached('decided'),
    };
    const change = JSON.stringify({
      consumerId: event.consumerId,
      shopKeyId: event.shopKeyId,
      stage: stage ?? '',
      type: event.type,
    });
    await tx.execute(sql`
      with logged as (
        insert into journey_events (consumer_id, shop_key_id, at, actor, type, app_code, detail)
        values (${event.consumerId}, ${event.shopKeyId}, ${at}, ${event.actor}, ${event.type},
                ${event.appCode ?? null}, ${JSON.stringify(event.detail ?? {})}::jsonb)
      ), status as (
        -- The shop's list as the journey begins, read in this statement (it runs inside the caller's
        -- transaction): a later change to the list applies to new journeys only (decision 195).
        insert into journeys (consumer_id, shop_key_id, stage, page, lender_list, started_at, updated_at, mode,
                              verified_at, submitted_at, first_decided_at, shop_reference)
        values (${event.consumerId}, ${event.shopKeyId}, coalesce(${stage}, 'filling'), ${page},
                (select s.lenders from shops s where s.key_id = ${event.shopKeyId}), ${at}, ${at},
                coalesce((select mode from consumers where id = ${event.consumerId}), 'apply'),
                ${milestone.verified}, ${milestone.submitted}, ${milestone.decided}, ${event.shopReference ?? null})
        on conflict (consumer_id, shop_key_id) do update set
          shop_reference = coalesce(excluded.shop_reference, journeys.shop_reference),
          -- Milestones the reports count (decision 196): the first time each is reached, kept.
          verified_at = coalesce(journeys.verified_at, excluded.verified_at),
          submitted_at = coalesce(journeys.submitted_at, excluded.submitted_at),
          first_decided_at = coalesce(journeys.first_decided_at, excluded.first_decided_at),
          -- A link texted or a phone verified again does not move back a journey that is further on.
          stage = case
            when ${stage}::text is null then journeys.stage
            when ${stage} in ('link-sent', 'phone-verified')
              and journeys.stage not in ('link-sent', 'phone-verified') then journeys.stage
            else ${stage}
          end,
          page = case when ${event.type} = 'page-saved' then ${page} else journeys.page end,
          updated_at = ${at}
      )
      select pg_notify(${JOURNEY_CHANNEL}, ${change})`);
    await this.outbox?.write(tx, event, now);
  }

  /**
   * The customer's name for the shop's board (journeys.customer_name), from the name page or an application:
   * first and last name only, never a sensitive field. Published with the transaction like any change.
   */
  async nameCustomer(
    tx: Database | Transaction,
    journey: { consumerId: string; shopKeyId: string },
    values: { FIRST_NAME?: string | undefined; LAST_NAME?: string | undefined },
  ): Promise<void> {
    const name = [values.FIRST_NAME, values.LAST_NAME]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ')
      .slice(0, 80);
    if (!name) return;
    await tx
      .update(journeys)
      .set({ customerName: name })
      .where(and(eq(journeys.consumerId, journey.consumerId), eq(journeys.shopKeyId, journey.shopKeyId)));
  }

  /** Records an event in a transaction of its own (for callers that have none). */
  async recordNow(event: JourneyEvent): Promise<void> {
    await this.db.transaction((tx) => this.record(tx, event));
  }

  /**
   * The credit checks a submission's consent line agreed to (domain consentsGivenWith): the lender's own,
   * and the next lender's automatic soft prequal when the line named it.
   */
  async recordConsents(
    tx: Transaction,
    submission: {
      consumerId: string;
      shopKeyId: string;
      applicationId: string;
      appCode: AppCode;
      kind: SubmissionKind;
      consentText: string;
      shopLenders: string;
      residentState: string | undefined;
    },
  ): Promise<void> {
    const appList = providersForResidentState(
      parseLenderList(submission.shopLenders),
      submission.residentState,
    );
    const { results } = await this.applicationsOf(tx, submission.consumerId, submission.shopKeyId);
    const consents = consentsGivenWith(submission.appCode, submission.kind, submission.consentText, {
      appList,
      results,
    });
    const agreedAt = this.now();
    await tx.insert(creditCheckConsents).values(
      consents.map((consent) => ({
        consumerId: submission.consumerId,
        shopKeyId: submission.shopKeyId,
        appCode: consent.appCode,
        creditCheck: consent.creditCheck,
        afterDeclineOf: consent.afterDeclineOf ?? null,
        consentText: submission.consentText,
        applicationId: submission.applicationId,
        agreedAt,
      })),
    );
  }

  /**
   * Decides the next step for one consumer at one shop and acts on it, in `tx`: one at a time per journey
   * (an advisory lock, so two instances recording two decisions cannot both start a prequal), and the
   * prequal's own row and job are unique per consumer and lender besides.
   */
  async advance(
    tx: Transaction,
    consumerId: string,
    shopKeyId: string,
    prequals: AutomaticPrequals,
  ): Promise<WaterfallStep> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`journey:${consumerId}:${shopKeyId}`}, 0))`,
    );
    const lenderList = await lendersOf(tx, this.shops, consumerId, shopKeyId);
    const { rows, results, deciding, residentState } = await this.applicationsOf(tx, consumerId, shopKeyId);
    const lenders = providersForResidentState(parseLenderList(lenderList), residentState);
    const consentRows = await tx
      .select({
        appCode: creditCheckConsents.appCode,
        creditCheck: creditCheckConsents.creditCheck,
        afterDeclineOf: creditCheckConsents.afterDeclineOf,
        consentText: creditCheckConsents.consentText,
      })
      .from(creditCheckConsents)
      .where(
        and(eq(creditCheckConsents.consumerId, consumerId), eq(creditCheckConsents.shopKeyId, shopKeyId)),
      );
    const consents = consentRows.map((row) => ({
      appCode: row.appCode as AppCode,
      creditCheck: row.creditCheck as RecordedConsent['creditCheck'],
      ...(row.afterDeclineOf ? { afterDeclineOf: row.afterDeclineOf as AppCode } : {}),
    }));
    const fundStatus = rows.some((row) => row.signedFlag === '2') ? '2' : '0';
    const input = { lenders, results, deciding, consents, fundStatus };
    let step = nextStep(input);

    if (step.type === 'submit-prequal') {
      const { appCode, afterDeclineOf } = step;
      const consent = consentRows.find(
        (row) =>
          row.appCode === appCode && row.creditCheck === 'soft' && row.afterDeclineOf === afterDeclineOf,
      )!;
      const applicationId = await prequals.submitAutomaticPrequal(tx, {
        consumerId,
        shopKeyId,
        appCode,
        consentText: consent.consentText,
      });
      const event = { consumerId, shopKeyId, actor: 'system' as const, appCode };
      if (applicationId) {
        await this.record(tx, { ...event, type: 'automatic-prequal-submitted', detail: { afterDeclineOf } });
        step = { type: 'waiting', appCode };
      } else {
        // Without the data its prequal needs, the lender is offered instead: the consumer applies on its pages.
        await this.record(tx, { ...event, type: 'automatic-prequal-skipped', detail: { afterDeclineOf } });
        step = nextStep({ ...input, consents: consents.filter((c) => c.appCode !== appCode) });
      }
    }

    // The automatic prequal just stored is one of the rows now: its lender reads as deciding.
    const rowsNow =
      step.type === 'waiting' && !deciding.includes(step.appCode as AppCode)
        ? (await this.applicationsOf(tx, consumerId, shopKeyId)).rows
        : rows;
    const latest = new Map(rowsNow.map((row) => [row.appType, row]));
    const lenderStatuses = lenders.map((code) =>
      lenderStatus(latest.get(code), code, this.amountsInCents.has(code)),
    );
    const [status] = await tx
      .select({ stage: journeys.stage, mode: journeys.mode })
      .from(journeys)
      .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)));
    const stage = stageOf(step, status?.stage ?? 'filling');
    const at = this.now();
    const nextStepJson = { ...step } as Record<string, unknown>;
    const mode =
      status?.mode ?? sql<string>`coalesce((select mode from consumers where id = ${consumerId}), 'apply')`;
    const approval = lenderStatuses.find((lender) => APPROVED_WORDS.has(lender.status));
    const declined = lenderStatuses.some((lender) => lender.status === 'declined');
    await tx
      .insert(journeys)
      .values({
        consumerId,
        shopKeyId,
        mode,
        stage,
        nextStep: nextStepJson,
        lenders: lenderStatuses,
        lenderList,
        startedAt: at,
        updatedAt: at,
        ...(approval
          ? {
              approvedAt: at,
              approvedAppCode: approval.appCode,
              approvedAmount: approval.amount,
              approvedAfterDecline: declined,
            }
          : {}),
      })
      .onConflictDoUpdate({
        target: [journeys.consumerId, journeys.shopKeyId],
        set: {
          stage,
          nextStep: nextStepJson,
          lenders: lenderStatuses,
          updatedAt: at,
          // The first approval is the journey's (decision 196): a later lender's does not replace it.
          ...(approval
            ? {
                approvedAt: sql`coalesce(${journeys.approvedAt}, excluded.approved_at)`,
                approvedAppCode: sql`case when ${journeys.approvedAt} is null
                  then excluded.approved_app_code else ${journeys.approvedAppCode} end`,
                approvedAmount: sql`case when ${journeys.approvedAt} is null
                  then excluded.approved_amount else ${journeys.approvedAmount} end`,
                approvedAfterDecline: sql`case when ${journeys.approvedAt} is null
                  then excluded.approved_after_decline else ${journeys.approvedAfterDecline} end`,
              }
            : {}),
        },
      });
    const decisions = lenderStatuses.filter((lender) => DECISION_WORDS.has(lender.status));
    if (decisions.length > 0) {
      await tx
        .insert(journeyLenderDecisions)
        .values(
          decisions.map((lender) => ({
            consumerId,
            shopKeyId,
            appCode: lender.appCode,
            kind: lender.kind ?? 'application',
            status: lender.status,
            amount: lender.amount,
            mode,
            decidedAt: at,
          })),
        )
        // The status follows the lender (approved, then funded); decided_at stays the first decision's.
        .onConflictDoUpdate({
          target: [
            journeyLenderDecisions.consumerId,
            journeyLenderDecisions.shopKeyId,
            journeyLenderDecisions.appCode,
            journeyLenderDecisions.kind,
          ],
          set: {
            status: sql`excluded.status`,
            amount: sql`excluded.amount`,
          },
        });
    }
    // A training walk that reached a lender's decision counts for its associate (decision 198).
    await recordTrainingWalks(tx, consumerId, shopKeyId);
    await publishJourneyChange(tx, { consumerId, shopKeyId, stage, type: step.type });
    return step;
  }

  /** The credit-check consents a journey's consumer gave, oldest first, as they were recorded. */
  async creditCheckConsents(consumerId: string, shopKeyId: string) {
    return this.db
      .select()
      .from(creditCheckConsents)
      .where(
        and(eq(creditCheckConsents.consumerId, consumerId), eq(creditCheckConsents.shopKeyId, shopKeyId)),
      )
      .orderBy(asc(creditCheckConsents.agreedAt));
  }

  /**
   * Every credit check of a journey with the consent it rests on (FCRA §604(a)(2), decision 190):
   * the consents kept per lender and check, plus, for an application stored before consents were kept per
   * check, the line its submit showed. The consumer's result screen and the shop console read this one list.
   */
  async creditChecks(consumerId: string, shopKeyId: string): Promise<CreditCheckRecord[]> {
    const [consents, apps] = await Promise.all([
      this.creditCheckConsents(consumerId, shopKeyId),
      this.db
        .select({
          id: applications.id,
          appType: applications.appType,
          kind: applications.kind,
          consentText: applications.consentText,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .where(and(eq(applications.consumerId, consumerId), eq(applications.shopKeyId, shopKeyId)))
        .orderBy(asc(applications.createdAt)),
    ]);
    // Each application is a check the server made (lender, soft for a prequal, when), on the consent given for
    // exactly that lender and check: the one its own submission recorded, else one agreed in advance (the
    // automatic soft prequal after a decline, decision 140). A consent no application used was never acted on.
    const unused = [...consents];
    const checks: CreditCheckRecord[] = [];
    for (const app of apps) {
      const check = app.kind === 'prequal' ? 'soft' : 'hard';
      const fits = (consent: (typeof consents)[number]) =>
        consent.appCode === app.appType && consent.creditCheck === check;
      const index = [
        unused.findIndex((consent) => fits(consent) && consent.applicationId === app.id),
        unused.findIndex((consent) => fits(consent) && consent.afterDeclineOf !== null),
        unused.findIndex(fits),
      ].find((i) => i >= 0);
      const consent = index === undefined ? undefined : unused.splice(index, 1)[0];
      const consentText = consent?.consentText ?? app.consentText;
      if (!consentText) continue;
      checks.push({
        appCode: app.appType,
        check,
        consentText,
        agreedAt: (consent?.agreedAt ?? app.createdAt).toISOString(),
        checkedAt: app.createdAt.toISOString(),
      });
    }
    for (const consent of unused) {
      checks.push({
        appCode: consent.appCode,
        check: consent.creditCheck === 'hard' ? 'hard' : 'soft',
        consentText: consent.consentText,
        agreedAt: consent.agreedAt.toISOString(),
        checkedAt: null,
      });
    }
    return checks.sort((a, b) => (a.checkedAt ?? a.agreedAt).localeCompare(b.checkedAt ?? b.agreedAt));
  }

  /** The journey as the consumer's pages and the shop console show it; null before it began. */
  async status(consumerId: string, shopKeyId: string): Promise<JourneyStatus | null> {
    const [row] = await this.db
      .select()
      .from(journeys)
      .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)));
    if (!row) return null;
    const events = await this.db
      .select({
        at: journeyEvents.at,
        actor: journeyEvents.actor,
        type: journeyEvents.type,
        appCode: journeyEvents.appCode,
      })
      .from(journeyEvents)
      .where(and(eq(journeyEvents.consumerId, consumerId), eq(journeyEvents.shopKeyId, shopKeyId)))
      .orderBy(asc(journeyEvents.at));
    return {
      shopKeyId: row.shopKeyId,
      stage: row.stage,
      page: row.page,
      nextStep: (row.nextStep ?? null) as JourneyStatus['nextStep'],
      lenders: row.lenders,
      events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
      startedAt: row.startedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The shop of the consumer's newest journey (the one their pages show). */
  async latestShopOf(consumerId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ shopKeyId: journeys.shopKeyId })
      .from(journeys)
      .where(eq(journeys.consumerId, consumerId))
      .orderBy(desc(journeys.updatedAt))
      .limit(1);
    return row?.shopKeyId;
  }

  /** The consumer's live applications at the shop, oldest first, and the latest answer of each lender. */
  private async applicationsOf(db: Database | Transaction, consumerId: string, shopKeyId: string) {
    const rows: JourneyApplicationRow[] = await db
      .select(JOURNEY_APPLICATION_COLUMNS)
      .from(applications)
      .where(
        and(
          eq(applications.consumerId, consumerId),
          eq(applications.shopKeyId, shopKeyId),
          isNull(applications.supersededAt),
        ),
      )
      .orderBy(asc(applications.createdAt));
    const results: Results = {};
    const deciding: AppCode[] = [];
    let residentState: string | undefined;
    for (const row of rows) {
      const code = normaliseAppCode(row.appType);
      if (!code) continue;
      if (row.residentState) residentState = row.residentState;
      if (row.result === null) {
        if (!deciding.includes(code)) deciding.push(code);
        continue;
      }
      const index = deciding.indexOf(code);
      if (index >= 0) deciding.splice(index, 1);
      results[code] = row.result as LenderResult;
    }
    return { rows, results, deciding, residentState };
  }
}
