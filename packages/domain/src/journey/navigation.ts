// Navigation (spec §4 "Navigation rule", lenders §2 "Navigation rules"): the next page is the completed-
// state redirect if any; else the page's own next rule (ordered conditions, first match wins); else the
// next page in the current stack, skipping pages that are not needed; else the first incomplete page.
// A page is accessible only if every earlier page of its stack is complete.
import { MESSAGES } from '../validation/messages.js';
import { determineResult } from '../results/determine-result.js';
import { consumerOutcome, isApplicationError } from '../waterfall/consumer-outcome.js';
import { isSet } from '../results/lender-result.js';
import { currentApp, effectiveAppList, type JourneyState } from './journey-state.js';
import { moveToNextApp } from './next-app.js';
import { gapsGatheredLater, isPageComplete, isPageNeeded, journeyErrors } from './page-completeness.js';
import { PAGE_FIELDS } from './page-fields.js';
import { isPageId, type PageId } from './page-ids.js';
import { APPROVAL_STACKS, DEFAULT_STACK, EDIT_PANELS, PAGE_STACKS } from './page-stacks.js';

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

export function currentStack(state: JourneyState): readonly PageId[] {
  // No lender left (none offered, or all removed for the resident state): the shared pages end on app
  // selection, which says there are no providers.
  if (effectiveAppList(state).length === 0) return DEFAULT_STACK;
  const app = currentApp(state);
  if (!app) throw new NavigationError();
  return PAGE_STACKS[app];
}

function approvalStack(state: JourneyState): readonly PageId[] {
  const app = currentApp(state);
  return (app && APPROVAL_STACKS[app]) || [];
}

/** The first needed page of the current stack that is not complete (the last page if all are). */
export function firstIncompletePage(state: JourneyState, today: Date = new Date()): PageId {
  const stack = currentStack(state);
  const page = stack.find(
    (p) =>
      isPageNeeded(state, p, today) &&
      !isPageComplete(state, p, today) &&
      !gapsGatheredLater(state, p, stack, today),
  );
  const last = stack[stack.length - 1];
  if (page) return page;
  if (last === undefined) throw new NavigationError();
  return last;
}

/** The lender being applied to has approved (its approval stack, e.g. AFF finalize, opens). */
function currentApproved(state: JourneyState): boolean {
  const app = currentApp(state);
  return app !== undefined && determineResult(state.results[app]) === 'approved';
}

/** Each page's own next rule (GUIDE 2: ordered conditions; the stack order is the default). */
const BACK_TO_SUMMARY: readonly NextRule[] = [
  { because: 'spec §2 screen 9: Continue returns to the summary', when: () => true, to: () => 'summary' },
];

export const NEXT_RULES: Readonly<Partial<Record<PageId, readonly NextRule[]>>> = {
  ...Object.fromEntries(EDIT_PANELS.map((panel) => [panel, BACK_TO_SUMMARY])),
  'getting-started': [
    {
      because: 'lenders §2: MILE first with an accepted prequal goes to the MILE prequal page',
      when: (s) => effectiveAppList(s)[0] === 'MILE' && isSet(s.results.MILE?.prequalResult?.accepted),
      to: () => 'mile-prequal',
    },
    {
      because: 'lenders §2: getting started goes to result if any result exists',
      when: (s) => Object.keys(s.results).length > 0,
      to: () => 'result',
    },
  ],
  'coapp-select': [
    {
      // Only a GEMY selection has a submission page to go to; a CFNA applicant with CFNA selected goes on
      // to app selection like everyone else (the earlier rule sent any selection to gemy-submission).
      because: 'spec §4: not applying jointly goes to the GEMY submission when apps are selected (GEMY)',
      when: (s) => s.values.APPLY_WITH_COAPP !== '1' && s.selectedApps.includes('GEMY'),
      to: () => 'gemy-submission',
    },
    {
      because: 'spec §4: not applying jointly, no apps selected yet: app selection',
      when: (s) => s.values.APPLY_WITH_COAPP !== '1',
      to: () => 'app-select',
    },
  ],
  'mile-review': [
    {
      because: 'lenders §2: MILE review goes to result if the prequal was declined',
      when: (s) => isSet(s.results.MILE?.prequalResult?.declined),
      to: () => 'result',
    },
  ],
  result: [
    {
      because: 'lenders §2: result goes to the next page in the approval stack',
      when: (s, today) => currentApproved(s) && approvalStack(s).some((p) => !isPageComplete(s, p, today)),
      to: (s, today) => approvalStack(s).find((p) => !isPageComplete(s, p, today)) ?? 'result',
    },
    {
      because:
        'lenders §2: else the first page of the next app (missing-info or submission pages for quick apps)',
      when: (s) => {
        const outcome = consumerOutcome(s.results, effectiveAppList(s), {
          phoneLocked: s.phoneLocked === true,
        });
        return !outcome.approved && !outcome.referred && outcome.nextApp !== undefined;
      },
      to: (s, today) => firstIncompletePage(moveToNextApp(s), today),
    },
  ],
  'aff-finalize': [{ because: 'lenders §4 AFF step 3', when: () => true, to: () => 'aff-esign' }],
  'aff-esign': [
    { because: 'lenders §4 AFF step 5', when: (s) => s.fundStatus === '2', to: () => 'funded' },
    { because: 'signing not finished: stay', when: () => true, to: () => 'aff-esign' },
  ],
};

/** Funded goes to the funded page; approved, referred, all applied or error go to result (spec §4). */
export function completedStateRedirect(state: JourneyState): PageId | undefined {
  const outcome = consumerOutcome(state.results, effectiveAppList(state), {
    fundStatus: state.fundStatus,
    phoneLocked: state.phoneLocked === true,
  });
  if (outcome.funded) return 'funded';
  const page = state.currentPage;
  // Result and the approval pages run their own rules: the redirect is what brings the applicant there.
  if (page === 'result' || page === 'funded' || approvalStack(state).includes(page)) return undefined;
  // An error sends to result when it is the current lender's: after it the next lender is offered there, and
  // that lender's own pages must not be sent back to the earlier error (decision 140).
  const current = currentApp(state);
  const currentError = current !== undefined && isApplicationError(current, state.results[current]);
  if (outcome.approved || outcome.referred || outcome.allApplied || currentError) return 'result';
  return undefined;
}

export function isPageAccessible(state: JourneyState, page: PageId, today: Date = new Date()): boolean {
  const stack = currentStack(state);
  if (EDIT_PANELS.includes(page)) {
    // Panels edit data already gathered: reachable once the phone is verified and terms agreed.
    return ['policy-content', 'getting-started'].every((p) => isPageComplete(state, p as PageId, today));
  }
  const approval = approvalStack(state);
  if (approval.includes(page)) {
    if (!currentApproved(state)) return false;
    return approval.slice(0, approval.indexOf(page)).every((p) => isPageComplete(state, p, today));
  }
  if (page === 'funded') return state.fundStatus === '2';
  const index = stack.indexOf(page);
  if (index < 0) return page === 'result' && Object.keys(state.results).length > 0;
  return stack
    .slice(0, index)
    .every(
      (p) =>
        !isPageNeeded(state, p, today) ||
        isPageComplete(state, p, today) ||
        gapsGatheredLater(state, p, stack, today),
    );
}

function reachable(state: JourneyState, page: PageId, today: Date): PageId {
  return isPageAccessible(state, page, today) ? page : firstIncompletePage(state, today);
}

export function nextPage(state: JourneyState, today: Date = new Date()): PageId {
  if (!isPageId(state.currentPage)) throw new NavigationError();
  if (effectiveAppList(state).length > 0 && currentApp(state) === undefined) throw new NavigationError();
  const redirect = completedStateRedirect(state);
  if (redirect) return redirect;

  const rule = NEXT_RULES[state.currentPage]?.find((r) => r.when(state, today));
  if (rule) return rule.to(state, today);

  const stack = currentStack(state);
  const index = stack.indexOf(state.currentPage);
  if (index >= 0) {
    const next = stack.slice(index + 1).find((p) => isPageNeeded(state, p, today));
    if (next) return reachable(state, next, today);
  }
  return firstIncompletePage(state, today);
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

export function fieldsCompletePage(state: JourneyState, today: Date = new Date()): PageId {
  const errors = journeyErrors(state, today);
  const failing = FIELDS_COMPLETE_ORDER.find((page) =>
    PAGE_FIELDS[page].some((name) => errors[name] !== undefined),
  );
  return failing ?? 'app-select';
}
