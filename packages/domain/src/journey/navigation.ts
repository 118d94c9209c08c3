// Navigation (spec §4 "Navigation rule", lenders §2 "Navigation rules"): the next page is the completed-
// state redirect if any; else the page's own next rule (ordered conditions, first match wins); else the
// next page in the current stack, skipping pages that are not needed; else the first incomplete page.
// A page is accessible only if every earlier page of its stack is complete.
import { MESSAGES } from '../validation/messages.js';
import { determineResult } from '../results/determine-result.js';
import { consumerOutcome, isApplicationError } from '../waterfall/consumer-outcome.js';
import { LENDER_REGISTRY, type LenderRegistry } from '../lenders/lender-registry.js';
import { currentApp, effectiveAppList, type JourneyState } from './journey-state.js';
import { moveToNextApp } from './next-app.js';
import { gapsGatheredLater, isPageComplete, isPageNeeded, journeyErrors } from './page-completeness.js';
import { pageFieldsOf } from './page-fields.js';
import { isPageId, type PageId } from './page-ids.js';
import { approvalStackOf, DEFAULT_STACK, EDIT_PANELS, pageStackOf } from './page-stacks.js';

export class NavigationError extends Error {
  readonly title = MESSAGES.navigationErrorTitle;
  constructor() {
    super(MESSAGES.navigation);
    this.name = 'NavigationError';
  }
}

export interface NextRule {
  /** Why, with the spec section. */
  readonly because: string;
  readonly when: (state: JourneyState, today: Date) => boolean;
  readonly to: (state: JourneyState, today: Date) => PageId;
}

export function currentStack(
  state: JourneyState,
  registry: LenderRegistry = LENDER_REGISTRY,
): readonly PageId[] {
  // No lender left (none offered, or all removed for the resident state): the shared pages end on app
  // selection, which says there are no providers.
  if (effectiveAppList(state).length === 0) return DEFAULT_STACK;
  const app = currentApp(state);
  if (!app) throw new NavigationError();
  return pageStackOf(app, registry) as readonly PageId[];
}

function approvalStack(state: JourneyState, registry: LenderRegistry): readonly PageId[] {
  const app = currentApp(state);
  return app ? (approvalStackOf(app, registry) as readonly PageId[]) : [];
}

/** The first needed page of the current stack that is not complete (the last page if all are). */
export function firstIncompletePage(
  state: JourneyState,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): PageId {
  const stack = currentStack(state, registry);
  const page = stack.find(
    (p) =>
      isPageNeeded(state, p, today, registry) &&
      !isPageComplete(state, p, today, registry) &&
      !gapsGatheredLater(state, p, stack, today, registry),
  );
  const last = stack[stack.length - 1];
  if (page) return page;
  if (last === undefined) throw new NavigationError();
  return last;
}

/** The lender being applied to has approved (its approval stack, e.g. a loan's finalize page, opens). */
function currentApproved(state: JourneyState): boolean {
  const app = currentApp(state);
  return app !== undefined && determineResult(state.results[app]) === 'approved';
}

/** Each page's own next rule (GUIDE 2: ordered conditions; the stack order is the default). */
const BACK_TO_SUMMARY: readonly NextRule[] = [
  { because: 'spec §2 screen 9: Continue returns to the summary', when: () => true, to: () => 'summary' },
];

/** The next rules of the shared pages; a lender's own rules for a page come before these (nextRulesOf). */
function sharedNextRules(registry: LenderRegistry): Readonly<Partial<Record<PageId, readonly NextRule[]>>> {
  return {
    ...Object.fromEntries(EDIT_PANELS.map((panel) => [panel, BACK_TO_SUMMARY])),
    'getting-started': [
      {
        because: 'lenders §2: getting started goes to result if any result exists',
        when: (s) => Object.keys(s.results).length > 0,
        to: () => 'result',
      },
    ],
    'coapp-select': [
      {
        because: 'spec §4: not applying jointly, no apps selected yet: app selection',
        when: (s) => s.values.APPLY_WITH_COAPP !== '1',
        to: () => 'app-select',
      },
    ],
    result: [
      {
        because: 'lenders §2: result goes to the next page in the approval stack',
        when: (s, today) =>
          currentApproved(s) &&
          approvalStack(s, registry).some((p) => !isPageComplete(s, p, today, registry)),
        to: (s, today) =>
          approvalStack(s, registry).find((p) => !isPageComplete(s, p, today, registry)) ?? 'result',
      },
      {
        because:
          'lenders §2: else the first page of the next app (missing-info or submission pages for quick apps)',
        when: (s) => {
          const outcome = consumerOutcome(s.results, effectiveAppList(s), {
            phoneLocked: s.phoneLocked === true,
            registry,
          });
          return !outcome.approved && !outcome.referred && outcome.nextApp !== undefined;
        },
        to: (s, today) => firstIncompletePage(moveToNextApp(s, undefined, registry), today, registry),
      },
    ],
  };
}

/** Every page's next rules in a registry: each lender's own for a page (registry order), then the shared. */
export function nextRulesOf(
  registry: LenderRegistry,
): Readonly<Partial<Record<PageId, readonly NextRule[]>>> {
  const rules: Partial<Record<string, NextRule[]>> = {};
  for (const lender of registry) {
    for (const [page, own] of Object.entries(lender.nextRules ?? {})) {
      const converted = own.map((rule): NextRule => ({
        because: rule.because,
        when: (s) => rule.when(s, effectiveAppList(s)),
        to: () => rule.to as PageId,
      }));
      rules[page] = [...(rules[page] ?? []), ...converted];
    }
  }
  for (const [page, shared] of Object.entries(sharedNextRules(registry))) {
    rules[page] = [...(rules[page] ?? []), ...(shared ?? [])];
  }
  return rules;
}

export const NEXT_RULES = nextRulesOf(LENDER_REGISTRY);

/** Funded goes to the funded page; approved, referred, all applied or error go to result (spec §4). */
export function completedStateRedirect(
  state: JourneyState,
  registry: LenderRegistry = LENDER_REGISTRY,
): PageId | undefined {
  const outcome = consumerOutcome(state.results, effectiveAppList(state), {
    fundStatus: state.fundStatus,
    phoneLocked: state.phoneLocked === true,
    registry,
  });
  if (outcome.funded) return 'funded';
  const page = state.currentPage;
  // Result and the approval pages run their own rules: the redirect is what brings the applicant there.
  if (page === 'result' || page === 'funded' || approvalStack(state, registry).includes(page))
    return undefined;
  // An error sends to result when it is the current lender's: after it the next lender is offered there, and
  // that lender's own pages must not be sent back to the earlier error (decision 140).
  const current = currentApp(state);
  const currentError = current !== undefined && isApplicationError(current, state.results[current], registry);
  if (outcome.approved || outcome.referred || outcome.allApplied || currentError) return 'result';
  return undefined;
}

export function isPageAccessible(
  state: JourneyState,
  page: PageId,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): boolean {
  const stack = currentStack(state, registry);
  if (EDIT_PANELS.includes(page)) {
    // Panels edit data already gathered: reachable once the phone is verified and terms agreed.
    return ['policy-content', 'getting-started'].every((p) =>
      isPageComplete(state, p as PageId, today, registry),
    );
  }
  const approval = approvalStack(state, registry);
  if (approval.includes(page)) {
    if (!currentApproved(state)) return false;
    return approval.slice(0, approval.indexOf(page)).every((p) => isPageComplete(state, p, today, registry));
  }
  if (page === 'funded') return state.fundStatus === '2';
  const index = stack.indexOf(page);
  if (index < 0) return page === 'result' && Object.keys(state.results).length > 0;
  return stack
    .slice(0, index)
    .every(
      (p) =>
        !isPageNeeded(state, p, today, registry) ||
        isPageComplete(state, p, today, registry) ||
        gapsGatheredLater(state, p, stack, today, registry),
    );
}

function reachable(state: JourneyState, page: PageId, today: Date, registry: LenderRegistry): PageId {
  return isPageAccessible(state, page, today, registry) ? page : firstIncompletePage(state, today, registry);
}

export function nextPage(
  state: JourneyState,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): PageId {
  if (!isPageIn(state.currentPage, registry)) throw new NavigationError();
  if (effectiveAppList(state).length > 0 && currentApp(state) === undefined) throw new NavigationError();
  const redirect = completedStateRedirect(state, registry);
  if (redirect) return redirect;

  const rules = registry === LENDER_REGISTRY ? NEXT_RULES : nextRulesOf(registry);
  const rule = rules[state.currentPage]?.find((r) => r.when(state, today));
  if (rule) return rule.to(state, today);

  const stack = currentStack(state, registry);
  const index = stack.indexOf(state.currentPage);
  if (index >= 0) {
    const next = stack.slice(index + 1).find((p) => isPageNeeded(state, p, today, registry));
    if (next) return reachable(state, next, today, registry);
  }
  return firstIncompletePage(state, today, registry);
}

/** A page of the journey: a shared one or a page of one of the registry's lenders. */
function isPageIn(page: string, registry: LenderRegistry): boolean {
  return isPageId(page) || registry.some((lender) => lender.pages.includes(page));
}

/** Spec §4 "fields complete": the first failing check of about-you, email, phone, financial, id, ssn; else app-select. */
export const FIELDS_COMPLETE_ORDER: readonly PageId[] = [
  'about-you',
  'email',
  'phone',
  'financial',
  'id',
  'ssn',
];

export function fieldsCompletePage(
  state: JourneyState,
  today: Date = new Date(),
  registry: LenderRegistry = LENDER_REGISTRY,
): PageId {
  const errors = journeyErrors(state, today, registry);
  const failing = FIELDS_COMPLETE_ORDER.find((page) =>
    pageFieldsOf(page, registry).some((name) => errors[name] !== undefined),
  );
  return failing ?? 'app-select';
}
