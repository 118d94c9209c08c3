// Whether a page is complete, and whether a page in a stack is needed at all (spec §4, §5 "Step
// completeness", lenders §2 "skipping pages listed as missing when not needed"). A lender's own pages follow
// its definition (lenders/<code>/): its submission page, its action pages, its missing-info pages. Each rule
// takes the registry it reads lenders from, the package's by default.
import type { FieldName } from '../fields/field-names.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import { appliesWithCoapplicant } from '../requirements/dynamic-requirements.js';
import { determineResult, isPrequalOnly } from '../results/determine-result.js';
import { validateFields, type FieldErrors } from '../validation/validate-field.js';
import { currentApp, effectiveAppList, type JourneyState } from './journey-state.js';
import { journeyRequirements } from './next-app.js';
import { pageFieldsOf } from './page-fields.js';
import type { PageId } from './page-ids.js';
import { missingInfoTargetsOf } from './page-stacks.js';

/** All field errors of the current lender's requirements for the state's answers. */
export function journeyErrors(
  state: JourneyState,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): FieldErrors {
  const app = currentApp(state);
  return validateFields(
    state.values,
    journeyRequirements(state, registry),
    today,
    app ? { appCode: app, registry } : { registry },
  );
}

/** The errors of one page's fields only (what the page shows next to its inputs). */
export function pageErrors(
  state: JourneyState,
  page: PageId,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): FieldErrors {
  const errors = journeyErrors(state, today, registry);
  const out: FieldErrors = {};
  for (const name of pageFieldsOf(page, registry)) {
    const error = errors[name];
    if (error !== undefined) out[name] = error;
  }
  return out;
}

function fieldsValid(state: JourneyState, page: PageId, today: Date, registry: LenderRegistry): boolean {
  return Object.keys(pageErrors(state, page, today, registry)).length === 0;
}

function hasDecision(state: JourneyState): boolean {
  const app = currentApp(state);
  const result = app ? state.results[app] : undefined;
  return result !== undefined && determineResult(result) !== 'pending' && !isPrequalOnly(result);
}

type PageRule = (state: JourneyState) => boolean;

/** Extra conditions of the shared pages whose completion is an action or an answer rather than field data. */
const SHARED_ACTION_COMPLETE: Partial<Record<PageId, PageRule>> = {
  'policy-content': (s) => s.values.PRIVACY_TERMS_AGREED === '1',
  'getting-started': (s) => s.phoneVerified,
  summary: (s) => s.completedPages.includes('summary'),
  'coapp-select': (s) => s.completedPages.includes('coapp-select'),
  // Lenders §4: a lender removed for the resident state takes its selection with it.
  'app-select': (s) => s.selectedApps.some((code) => effectiveAppList(s).includes(code)),
  // terminal pages are never complete, so navigation stops on them
  result: () => false,
};

/** A page's action condition: the shared ones, a lender's submission page (done once decided), its own. */
function actionComplete(page: string, registry: LenderRegistry): PageRule | undefined {
  const shared = SHARED_ACTION_COMPLETE[page as PageId];
  if (shared) return shared;
  const owner = registry.find((lender) => lender.pages.includes(page));
  if (owner?.submissionPage === page) return hasDecision;
  return owner?.pageComplete?.[page];
}

export function isPageComplete(
  state: JourneyState,
  page: PageId,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): boolean {
  // Getting started is done once the phone is verified; its access code is spent by then.
  if (page === 'getting-started') return state.phoneVerified;
  const action = actionComplete(page, registry);
  if (action && !action(state)) return false;
  return fieldsValid(state, page, today, registry);
}

/**
 * A quick app (lenders §2 "quick app") reached by the next-application click after an earlier lender's
 * answer. Lenders §2: "Result goes to … the first page of the next app's stack, or to the submission page for
 * quick apps": the review, coapplicant choice and app selection belong to the first lender (an applicant
 * whose first lender's partner form gathered the data never saw them), so the quick app's data pages, if
 * complete, lead straight to its submission page (docs/decisions/132).
 */
export function isQuickNextApp(state: JourneyState, registry: LenderRegistry = LENDER_REGISTRY): boolean {
  const app = currentApp(state);
  if (app === undefined || lenderDefinition(app, registry)?.quickApp !== true) return false;
  const list = effectiveAppList(state);
  return list.slice(0, list.indexOf(app)).some((code) => state.results[code] !== undefined);
}

/** The current lender takes a co-applicant (lenders §4 "Coapplicant form": it asks APPLY_WITH_COAPP). */
function takesCoapplicant(state: JourneyState, registry: LenderRegistry): boolean {
  return journeyRequirements(state, registry).APPLY_WITH_COAPP !== undefined;
}

/**
 * The co-applicant pages follow the co-applicant choice of a lender that takes one. A co-applicant given for
 * an earlier lender stays in the answers when a later lender is reached, but that lender asks none of those
 * fields: its pages would show empty, and saving them as the draft would clear the co-applicant's answers the
 * consumer typed ("nothing typed is lost").
 */
function coapplicantPageNeeded(state: JourneyState, registry: LenderRegistry): boolean {
  return takesCoapplicant(state, registry) && appliesWithCoapplicant(state.values);
}

type NeededRule = (state: JourneyState, today: Date, registry: LenderRegistry) => boolean;

/** Shared pages in a stack that are skipped when not needed. Every other shared page is always needed. */
const SHARED_NEEDED_WHEN: Partial<Record<PageId, NeededRule>> = {
  summary: (s, _today, registry) => !isQuickNextApp(s, registry),
  'coapp-select': (s, _today, registry) => !isQuickNextApp(s, registry) && takesCoapplicant(s, registry),
  'app-select': (s, _today, registry) => !isQuickNextApp(s, registry),
  'coapp-about-you': (s, _today, registry) => coapplicantPageNeeded(s, registry),
  'coapp-resident': (s, _today, registry) => coapplicantPageNeeded(s, registry),
  'coapp-financial': (s, _today, registry) => coapplicantPageNeeded(s, registry),
};

export function isPageNeeded(
  state: JourneyState,
  page: PageId,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): boolean {
  const shared = SHARED_NEEDED_WHEN[page];
  if (shared) return shared(state, today, registry);
  const owner = registry.find((lender) => lender.pages.includes(page));
  // missing-info pages only show when the earlier pages left something missing
  if (owner?.gatheringMissingPages?.includes(page)) return !fieldsValid(state, page, today, registry);
  return owner?.pageNeeded?.[page]?.(state) ?? true;
}

/**
 * Missing-info pages that gather, in one place, what a lender reached later still needs from the pages
 * before it (lenders §2 "Result goes to … missing-info pages if data was not gathered"; each lender's
 * definition names its own and the pages they lead back to). Without them a gap on an earlier page sends the
 * consumer back there and the missing-info page is never reached (docs/decisions/133).
 */
export function gatheringMissingPagesOf(registry: LenderRegistry): readonly string[] {
  return registry.flatMap((lender) => lender.gatheringMissingPages ?? []);
}

export const GATHERING_MISSING_PAGES = gatheringMissingPagesOf(LENDER_REGISTRY) as readonly PageId[];

/**
 * True when `page` is incomplete only by answers a later gathering missing-info page of `stack` asks, and
 * `page` is one of that page's return targets: those gaps are asked there, so they do not hold the applicant
 * back from it (navigation treats such a page as done until the missing-info page is reached).
 */
export function gapsGatheredLater(
  state: JourneyState,
  page: PageId,
  stack: readonly PageId[],
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): boolean {
  const at = stack.indexOf(page);
  if (at < 0 || actionComplete(page, registry) !== undefined) return false;
  const gaps = Object.keys(pageErrors(state, page, today, registry)) as FieldName[];
  if (gaps.length === 0) return false;
  const targets = missingInfoTargetsOf(registry);
  return gatheringMissingPagesOf(registry).some((missing) => {
    const gathers = pageFieldsOf(missing, registry);
    return (
      stack.indexOf(missing as PageId) > at &&
      (targets[missing] ?? []).includes(page) &&
      gaps.every((name) => gathers.includes(name))
    );
  });
}
