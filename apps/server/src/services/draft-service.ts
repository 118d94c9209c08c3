import { journeyLenderList } from '../journey/journey-lender-list.js';
import type { JourneyService } from '../journey/journey-service.js';
import {
  parseDate,
  applyAnswer,
  completedStateRedirect,
  currentStack,
  FIELD_CATALOGUE,
  firstIncompletePage,
  initialJourneyState,
  isFieldName,
  isDraftPageAccessible,
  isPageAccessible,
  isPageComplete,
  isPageId,
  journeyAtLender,
  issuesByField,
  MESSAGES,
  NavigationError,
  nextPage,
  normaliseAppCode,
  PAGE_FIELDS,
  parseLenderList,
  journeyRequirements,
  stepSchema,
  withoutStaleIncome,
  type AppCode,
  type FieldName,
  type FieldValues,
  type JourneyState,
  type LenderResult,
  type PageId,
  type Requirements,
  type Results,
} from '@ttapply/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { applicationDrafts, applications, consumers, shops, type DraftRow } from '../db/schema.js';
import { AppError, errorText, inField } from '../errors/app-error.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { SessionClaims } from './session-tokens.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export const PAGE_NOT_SAVED = ERROR_MESSAGES_EN['draft.notSaved'];

export interface DraftView {
  /** Every saved value in its stored form (dates YYYY-MM-DD), sensitive ones decrypted for their owner. */
  values: Record<string, string>;
  /** The domain's JourneyState.completedPages: pages saved so far, in order. */
  completedPages: string[];
  /** Where to resume: the domain's nextPage after the last saved page, or the first incomplete one. */
  currentPage: string;
  /** The lender whose requirements apply; null when the consumer's shop is not known. */
  appCode: string | null;
  /** The shop's lenders in order (the JourneyState's appList). */
  appList: string[];
  /**
   * Answers typed on pages not finished yet, as typed (decision 022 addendum): the browser fills the fields
   * with them over `values`; they never count toward a page being complete.
   */
  partialValues: Record<string, string>;
}

export interface DraftInput {
  values: Record<string, string>;
  appCode?: string | undefined;
  /** Keep what was typed on the page without finishing it (a refresh or closed tab mid-page). */
  partial?: boolean | undefined;
}

/** Encrypted at rest: the domain's sensitive fields and the confirm fields that repeat them (CONFIRM_SSN). */
function encrypted(name: FieldName): boolean {
  const definition = FIELD_CATALOGUE[name];
  const partner = definition.confirms;
  return definition.sensitive || (partner !== undefined && FIELD_CATALOGUE[partner].sensitive);
}

/** Never kept, not even encrypted: the card CVV (PCI DSS 3.3) and the spent one-time code. */
function neverKept(name: FieldName): boolean {
  const format = FIELD_CATALOGUE[name].format;
  return format === 'cvv' || format === 'access-code';
}

/** Draft answers that say nothing about the person: kept when a draft's personal answers go (decision 194). */
const NOT_PERSONAL: ReadonlySet<string> = new Set(['PRIVACY_TERMS_AGREED', 'MOBILE_PHONE']);

/**
 * Drafts (docs/decisions/022): each step is parsed with the domain's step schema for the lender's requirements, and
 * refused while an earlier page of the lender's stack is incomplete (spec §4 navigation rule), so the server
 * holds the same journey the browser shows and a resumed session lands on the same step.
 */
export class DraftService {
  constructor(
    private readonly db: Database,
    private readonly encryption: FieldEncryption,
    private readonly now: () => Date,
    private readonly journey: JourneyService,
  ) {}

  async get(session: SessionClaims): Promise<DraftView> {
    const { row, appList } = await this.load(this.db, session, false);
    const appCode = this.appCodeFor(appList, row?.appCode ?? undefined);
    const state = this.state(session, appList, appCode, row);
    const savedPage = row?.currentPage ?? this.safeFirstIncomplete(state);
    // Spec §4 navigation rule: a completed state (approved, referred, all applied, error, funded) redirects
    // before the page's own rule, so a consumer with a lender's answer resumes on the result, not mid-form.
    const results = await this.resultsOf(session.consumerId);
    const redirect = isPageId(savedPage)
      ? completedStateRedirect({ ...state, results, currentPage: savedPage })
      : undefined;
    return this.view(state, redirect ?? savedPage, appCode, appList, this.partialOf(row));
  }

  /** The saved draft's complete date of birth (decrypted), the returning visit's check without an SSN. */
  async savedDob(consumerId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ values: applicationDrafts.values, partialValues: applicationDrafts.partialValues })
      .from(applicationDrafts)
      .where(eq(applicationDrafts.consumerId, consumerId));
    if (!row) return undefined;
    for (const stored of [row.values, row.partialValues]) {
      const value = Object.hasOwn(stored, 'DOB') ? stored.DOB : undefined;
      const dob = value ? this.encryption.decrypt(value) : '';
      if (parseDate(dob)) return dob;
    }
    return undefined;
  }

  /**
   * A draft with personal answers but no SSN or date of birth to prove them by (decision 194): those answers
   * go, the phone and the policy agreement stay, so a second verification of the phone reads nothing personal.
   */
  async clearUnprovable(consumerId: string): Promise<void> {
    const [row] = await this.db
      .select({ values: applicationDrafts.values, partialValues: applicationDrafts.partialValues })
      .from(applicationDrafts)
      .where(eq(applicationDrafts.consumerId, consumerId));
    if (!row) return;
    const kept = Object.fromEntries(Object.entries(row.values).filter(([name]) => NOT_PERSONAL.has(name)));
    const personal =
      Object.keys(row.values).some((name) => !NOT_PERSONAL.has(name)) ||
      Object.keys(row.partialValues).length > 0;
    if (!personal) return;
    await this.db
      .update(applicationDrafts)
      .set({ values: kept, partialValues: {}, completedPages: ['policy-content'], currentPage: 'about-you' })
      .where(eq(applicationDrafts.consumerId, consumerId));
  }

  /**
   * The SSN the saved draft holds (a finished SSN, else a complete one typed and left), digits only, or
   * undefined. A draft that holds an SSN opens only after the SSN check, like a submitted application
   * (docs/decisions/025): this is what that check compares with when nothing was submitted.
   * Half-typed SSN digits could never be confirmed, so they are cleared instead (the applicant types them again)
   * and never shown to someone who proved only the phone.
   */
  async savedSsn(consumerId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ values: applicationDrafts.values, partialValues: applicationDrafts.partialValues })
      .from(applicationDrafts)
      .where(eq(applicationDrafts.consumerId, consumerId));
    if (!row) return undefined;
    const digits = (stored: Record<string, string>, name: string) => {
      const value = Object.hasOwn(stored, name) ? stored[name] : undefined;
      return value ? this.encryption.decrypt(value).replace(/\D/g, '') : '';
    };
    const candidates = [
      digits(row.values, 'SSN'),
      digits(row.partialValues, 'SSN'),
      digits(row.partialValues, 'CONFIRM_SSN'),
    ];
    const complete = candidates.find((ssn) => /^\d{9}$/.test(ssn));
    if (complete) return complete;
    if (candidates.some(Boolean)) {
      const { SSN: _ssn, CONFIRM_SSN: _confirm, ...rest } = row.partialValues;
      await this.db
        .update(applicationDrafts)
        .set({ partialValues: rest })
        .where(eq(applicationDrafts.consumerId, consumerId));
    }
    return undefined;
  }

  /** Each lender's latest answer for this consumer, keyed by app code as the domain's JourneyState holds them. */
  private async resultsOf(consumerId: string): Promise<Results> {
    const rows = await this.db
      .select({ appType: applications.appType, result: applications.result })
      .from(applications)
      .where(eq(applications.consumerId, consumerId))
      .orderBy(asc(applications.createdAt));
    const results: Results = {};
    for (const row of rows) {
      const code = normaliseAppCode(row.appType);
      if (code && row.result) results[code] = row.result as LenderResult;
    }
    return results;
  }

  /** Saves one page. The consumer row is locked for the save, so two tabs saving at once do not lose a page. */
  async save(session: SessionClaims, rawPageId: string, input: DraftInput): Promise<DraftView> {
    return this.db.transaction((tx) => this.saveIn(tx, session, rawPageId, input));
  }

  private async saveIn(
    db: Database,
    session: SessionClaims,
    rawPageId: string,
    input: DraftInput,
  ): Promise<DraftView> {
    if (!isPageId(rawPageId)) throw new AppError('NOT_FOUND', errorText('draft.notSaved'));
    const pageId: PageId = rawPageId;
    if (pageId === 'getting-started' || (PAGE_FIELDS[pageId].length === 0 && pageId !== 'summary')) {
      throw new AppError('BAD_REQUEST', errorText('draft.notSaved'));
    }
    const { row, appList, shopKeyId } = await this.load(db, session, true);
    const appCode = this.appCodeFor(appList, input.appCode ?? row?.appCode ?? undefined, input.appCode);
    const today = this.now();
    const before = { ...this.state(session, appList, appCode, row), currentPage: pageId };

    // Spec §4 over the pages a draft holds (domain isDraftPageAccessible, docs/decisions/131): a lender page
    // before this one ('Account Information', never saved as a draft) does not hold it back.
    if (!isDraftPageAccessible(before, pageId, today)) {
      const first = this.safeFirstIncomplete(before);
      throw new AppError('CONFLICT', MESSAGES.navigation, { fields: { firstIncompletePage: first } });
    }

    const allowed = new Set<string>(PAGE_FIELDS[pageId]);
    const unknown = Object.keys(input.values).filter((name) => !allowed.has(name));
    if (unknown.length > 0) {
      throw new AppError('BAD_REQUEST', inField(`values.${unknown[0]}`, errorText('request.unknownField')), {
        fields: Object.fromEntries(
          unknown.map((name) => [`values.${name}`, errorText('request.unknownField')]),
        ),
      });
    }
    // The mobile phone is the verified one (spec: locked once verified); whatever else was typed is ignored.
    const submitted: Record<string, string> = { ...input.values };
    if (allowed.has('MOBILE_PHONE')) submitted.MOBILE_PHONE = session.phone;
    if (input.partial) {
      // Half-typed and left: the consumer is still on this page.
      if (shopKeyId) await this.recordWhere(db, session, shopKeyId, pageId, pageId);
      return this.savePartial(db, session, pageId, submitted, { before, row, appCode, appList });
    }
    // What the journey asks for this lender at its place in the shop's list (a DigniFi next app asks less,
    // decision 112). Without a shop no lender asks for anything yet; every field is still held to its format.
    const requirements: Requirements = appCode
      ? journeyRequirements(before)
      : Object.fromEntries(PAGE_FIELDS[pageId].map((name) => [name, 'OPTIONAL']));
    const parsed = stepSchema(pageId, requirements, {
      values: before.values,
      today,
      ...(appCode ? { appCode } : {}),
    }).safeParse(submitted);
    if (!parsed.success) {
      const errors = Object.entries(issuesByField(parsed.error)) as [string, string][];
      const [firstName, firstMessage] = errors[0] ?? ['values', MESSAGES.invalidValue];
      throw new AppError('BAD_REQUEST', `values.${firstName}: ${firstMessage}`, {
        fields: Object.fromEntries(errors.map(([name, message]) => [`values.${name}`, message])),
      });
    }

    // The fields this lender has on the page (any request state, so a field the answers turned off is
    // cleared as before) are replaced as a whole (a cleared optional field is gone), each answer applying the
    // domain's invalidations (a changed state clears the marital answers, …). Fields of the page only an
    // earlier lender asked (an ID one lender asks on Financial) stay as typed, unless they are income figures a changed
    // one supersedes (domain withoutStaleIncome).
    const asked = new Set(PAGE_FIELDS[pageId].filter((name) => requirements[name] !== undefined));
    let values: FieldValues = { ...before.values };
    for (const name of asked) delete values[name];
    for (const [name, value] of Object.entries(parsed.data) as [FieldName, string][]) {
      if (!neverKept(name)) values = applyAnswer(values, name, value);
    }
    values = withoutStaleIncome(before.values, values, asked);
    const completedPages = before.completedPages.includes(pageId)
      ? before.completedPages
      : [...before.completedPages, pageId];
    const after: JourneyState = { ...before, values, completedPages };
    const currentPage = this.resumePage(after, pageId);
    // Saved: the consumer goes on to the page the draft resumes at, which the shop's board names.
    if (shopKeyId) await this.recordWhere(db, session, shopKeyId, pageId, currentPage);

    // The finished page's answers supersede whatever was kept of it half-typed.
    const partial = this.partialOf(row);
    for (const name of PAGE_FIELDS[pageId]) delete partial[name];

    const stored = this.protect(values);
    const record = {
      values: stored,
      completedPages: [...completedPages],
      currentPage,
      appCode: appCode ?? null,
      partialValues: this.protect(partial as FieldValues),
      updatedAt: today,
    };
    await db
      .insert(applicationDrafts)
      .values({ consumerId: session.consumerId, ...record })
      .onConflictDoUpdate({ target: applicationDrafts.consumerId, set: record });
    // The shop's board shows the customer by name once the name page is saved (decision 165).
    if (shopKeyId && (allowed.has('FIRST_NAME') || allowed.has('LAST_NAME'))) {
      await this.journey.nameCustomer(db, { consumerId: session.consumerId, shopKeyId }, values);
    }
    return this.view(after, currentPage, appCode, appList, partial);
  }

  /**
   * Where the consumer is, for the journey status (decision 140), with the save and in its transaction: the page
   * saved (the timeline's "saved About You") and the page they are on now (the board's "on Residence").
   */
  private async recordWhere(
    db: Database,
    session: SessionClaims,
    shopKeyId: string,
    saved: PageId,
    onPage: PageId,
  ): Promise<void> {
    await this.journey.record(db, {
      consumerId: session.consumerId,
      shopKeyId,
      actor: 'consumer',
      type: 'page-saved',
      detail: { page: saved, onPage },
    });
  }

  /**
   * A partial save (decision 022 addendum): the page's typed answers are kept as typed, apart from the saved
   * values, so a refresh mid-page loses nothing while the page does not count as complete and the resume page
   * does not move. The same navigation check ran before (a later page cannot be reached this way), the same
   * fields are refused, and the same ones encrypted or never kept (CVV, one-time code).
   */
  private async savePartial(
    db: Database,
    session: SessionClaims,
    pageId: PageId,
    submitted: Record<string, string>,
    context: {
      before: JourneyState;
      row: DraftRow | undefined;
      appCode: AppCode | undefined;
      appList: AppCode[];
    },
  ): Promise<DraftView> {
    const { before, row, appCode, appList } = context;
    const partial = this.partialOf(row);
    for (const name of PAGE_FIELDS[pageId]) delete partial[name];
    for (const [name, value] of Object.entries(submitted)) {
      // The verified phone is already in values; an empty answer has nothing to keep.
      if (name === 'MOBILE_PHONE' || value === '' || !isFieldName(name) || neverKept(name)) continue;
      partial[name] = value;
    }
    const currentPage = row?.currentPage ?? this.safeFirstIncomplete(before);
    const record = {
      values: this.protect(before.values),
      completedPages: [...before.completedPages],
      currentPage,
      appCode: appCode ?? null,
      partialValues: this.protect(partial as FieldValues),
      updatedAt: this.now(),
    };
    await db
      .insert(applicationDrafts)
      .values({ consumerId: session.consumerId, ...record })
      .onConflictDoUpdate({ target: applicationDrafts.consumerId, set: record });
    return this.view(before, currentPage, appCode, appList, partial);
  }

  private partialOf(row: DraftRow | undefined): Record<string, string> {
    return { ...(row ? this.reveal(row.partialValues) : {}) } as Record<string, string>;
  }

  private async load(
    db: Database,
    session: SessionClaims,
    lock: boolean,
  ): Promise<{ row: DraftRow | undefined; appList: AppCode[]; shopKeyId: string | null }> {
    const query = db.select().from(consumers).where(eq(consumers.id, session.consumerId));
    const [consumer] = lock ? await query.for('update') : await query;
    if (!consumer) throw new AppError('UNAUTHORIZED');
    let appList: AppCode[] = [];
    if (consumer.shopKeyId) {
      const [shop] = await db.select().from(shops).where(eq(shops.keyId, consumer.shopKeyId));
      // The list the journey began with, when it began (decision 195).
      const began = await journeyLenderList(db, consumer.id, consumer.shopKeyId);
      if (shop) appList = parseLenderList(began ?? shop.lenders);
    }
    const [row] = await db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.consumerId, session.consumerId));
    return { row, appList, shopKeyId: consumer.shopKeyId };
  }

  /** The requested lender if the shop offers it, else the draft's, else the shop's first. */
  private appCodeFor(
    appList: AppCode[],
    stored: string | undefined,
    requested?: string,
  ): AppCode | undefined {
    if (requested !== undefined) {
      const code = normaliseAppCode(requested);
      if (!code || !appList.includes(code)) {
        throw new AppError(
          'BAD_REQUEST',
          inField('appCode', errorText('shop.notOffered', { lender: requested })),
        );
      }
      return code;
    }
    const code = stored ? normaliseAppCode(stored) : undefined;
    return code && appList.includes(code) ? code : appList[0];
  }

  private state(
    session: SessionClaims,
    appList: AppCode[],
    appCode: AppCode | undefined,
    row: DraftRow | undefined,
  ): JourneyState {
    const values: FieldValues = row ? this.reveal(row.values) : {};
    values.MOBILE_PHONE = session.phone;
    const atFirstLender = initialJourneyState({
      appList,
      values,
      mode: session.mode === 'fm-train' ? 'training' : 'apply',
      phoneVerified: true,
      completedPages: (row?.completedPages ?? []).filter(isPageId),
    });
    // A later lender is reached by the next-application click, with what it changes (domain journeyAtLender):
    // the same journey the browser holds, so the same pages are complete on both sides.
    return journeyAtLender(atFirstLender, appCode);
  }

  /**
   * The domain's next page after `from`, moving on past pages that are already complete (getting started is,
   * once the phone is verified), so a resumed session opens on the first step still to do.
   */
  private resumePage(state: JourneyState, from: PageId): PageId {
    const today = this.now();
    let page = from;
    const seen = new Set<PageId>();
    try {
      do {
        seen.add(page);
        page = nextPage({ ...state, currentPage: page }, today);
      } while (!seen.has(page) && isPageComplete(state, page, today));
      return page;
    } catch (error) {
      if (!(error instanceof NavigationError)) throw error;
      return this.safeFirstIncomplete(state);
    }
  }

  private safeFirstIncomplete(state: JourneyState): PageId {
    try {
      return firstIncompletePage(state, this.now());
    } catch (error) {
      if (!(error instanceof NavigationError)) throw error;
      return currentStack({ ...state, appList: [] })[0] ?? 'policy-content';
    }
  }

  private view(
    state: JourneyState,
    currentPage: string,
    appCode: AppCode | undefined,
    appList: AppCode[],
    partialValues: Record<string, string>,
  ): DraftView {
    return {
      values: { ...state.values } as Record<string, string>,
      completedPages: [...state.completedPages],
      currentPage,
      appCode: appCode ?? null,
      appList: [...appList],
      partialValues: { ...partialValues },
    };
  }

  private protect(values: FieldValues): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(values) as [FieldName, string | undefined][]) {
      if (value === undefined || neverKept(name)) continue;
      out[name] = encrypted(name) && value !== '' ? this.encryption.encrypt(value) : value;
    }
    return out;
  }

  private reveal(stored: Record<string, string>): FieldValues {
    const out: FieldValues = {};
    for (const [name, value] of Object.entries(stored)) {
      if (!isFieldName(name)) continue;
      out[name] = encrypted(name) && value !== '' ? this.encryption.decrypt(value) : value;
    }
    return out;
  }
}

/**
 * The first page before app selection that the submitted data leaves incomplete, or undefined (spec §4: a
 * page is reachable only when every earlier page of its stack is complete). Submission re-checks this over
 * appData with the summary and coapplicant choice taken as done, because a submit is their consequence.
 */
export function incompletePageBeforeSubmit(
  appType: string,
  shopLenders: string,
  appData: Record<string, string>,
  today: Date,
): PageId | undefined {
  const appCode = normaliseAppCode(appType);
  if (!appCode) return undefined;
  const appList = parseLenderList(shopLenders);
  const values: FieldValues = { PRIVACY_TERMS_AGREED: '1' };
  for (const [name, value] of Object.entries(appData)) if (isFieldName(name)) values[name] = value;
  const state = initialJourneyState({
    appList,
    appIndex: Math.max(0, appList.indexOf(appCode)),
    selectedApps: [appCode],
    values,
    phoneVerified: true,
    completedPages: ['summary', 'coapp-select'],
    currentPage: 'app-select',
  });
  if (!currentStack(state).includes('app-select') || isPageAccessible(state, 'app-select', today)) {
    return undefined;
  }
  return firstIncompletePage(state, today);
}
