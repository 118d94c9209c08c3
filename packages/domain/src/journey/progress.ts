// "Step 3 of 7" on each application page (docs/decisions/215): counted over the same page
// stack and the same "is this page needed" rule that navigation uses, so the count follows the lender being
// applied to (a quick next app skips the summary, a coapplicant adds three pages, a missing-info page counts
// only while something is missing).
//
// The count never goes backwards: a lender reached after an earlier lender's answer adds its
// own steps after the steps already taken ("Step 10 of 10" for a quick app after a first lender's nine, not "6 of 6"), and
// says how many it added; a missing-info page counts only for gaps no page still ahead of it will ask, so
// filling Account Information does not take a step away.
import type { FieldName } from '../fields/field-names.js';
import type { AppCode } from '../lenders/app-codes.js';
import { currentStack, NavigationError } from './navigation.js';
import {
  GATHERING_MISSING_PAGES,
  gapsGatheredLater,
  isPageComplete,
  isPageNeeded,
  pageErrors,
} from './page-completeness.js';
import { PAGE_FIELDS } from './page-fields.js';
import type { PageId } from './page-ids.js';
import { currentApp, effectiveAppList, type JourneyState } from './journey-state.js';

export interface JourneyProgress {
  /** 1-based position of the current page among the steps. */
  readonly step: number;
  readonly of: number;
  /** The lender reached after an earlier lender's answer, and how many steps it added to the count. */
  readonly added?: { readonly app: AppCode; readonly steps: number };
}

/** The result is where the application ends, not a step the consumer fills in. */
const NOT_A_STEP: readonly PageId[] = ['result'];

/**
 * A gathering missing-info page counts once passed, and ahead only for gaps that no page between the current
 * one and it will ask: on Account Information, what that page asks is not yet "missing".
 */
function missingPageCounts(
  state: JourneyState,
  page: PageId,
  stack: readonly PageId[],
  today: Date,
): boolean {
  if (state.completedPages.includes(page)) return true;
  const gaps = Object.keys(pageErrors(state, page, today)) as FieldName[];
  const from = stack.indexOf(state.currentPage);
  const to = stack.indexOf(page);
  if (from < 0 || from >= to) return gaps.length > 0;
  const askedAhead = new Set<FieldName>(stack.slice(from, to).flatMap((p) => PAGE_FIELDS[p]));
  return gaps.some((name) => !askedAhead.has(name));
}

/** The needed steps of the current lender's own stack, in order. */
function stackSteps(state: JourneyState, today: Date): readonly PageId[] {
  const stack = currentStack(state);
  return stack.filter((page) => {
    if (NOT_A_STEP.includes(page)) return false;
    if (page === state.currentPage) return true;
    if (GATHERING_MISSING_PAGES.includes(page)) return missingPageCounts(state, page, stack, today);
    return isPageNeeded(state, page, today);
  });
}

/** The lenders before the current one that have answered: each one's steps were taken before it. */
function earlierLenders(state: JourneyState): number[] {
  const effective = effectiveAppList(state);
  const current = currentApp(state);
  const until = current === undefined ? -1 : state.appList.indexOf(current);
  const out: number[] = [];
  state.appList.forEach((code, index) => {
    if (index < until && effective.includes(code) && state.results[code] !== undefined) out.push(index);
  });
  return out;
}

interface CountedSteps {
  readonly steps: readonly PageId[];
  /** Where the current lender's own steps start in `steps`. */
  readonly from: number;
}

function countedSteps(state: JourneyState, today: Date): CountedSteps {
  const own = stackSteps(state, today);
  const earlier = earlierLenders(state);
  const previous = earlier.at(-1);
  if (previous === undefined) return { steps: own, from: 0 };
  // The earlier lender's steps as they were taken: its stack, seen from its result.
  const before = countedSteps({ ...state, appIndex: previous, currentPage: 'result' }, today).steps;
  const stack = currentStack(state);
  // This lender's steps start at its first page not taken before, or one it still needs filled.
  const start = own.findIndex(
    (page) =>
      !before.includes(page) ||
      page === state.currentPage ||
      (!isPageComplete(state, page, today) && !gapsGatheredLater(state, page, stack, today)),
  );
  const added = start < 0 ? [] : own.slice(start);
  return { steps: [...before, ...added], from: before.length };
}

/** The steps the consumer goes through, in order: earlier lenders' steps, then the current lender's. */
export function journeySteps(state: JourneyState, today: Date = new Date()): readonly PageId[] {
  return countedSteps(state, today).steps;
}

/**
 * Where the current page sits among the steps, or undefined on a page outside the stack (the result, an
 * edit panel, the pages after an approval) or when no lender can be chosen yet.
 */
export function journeyProgress(state: JourneyState, today: Date = new Date()): JourneyProgress | undefined {
  let counted: CountedSteps;
  try {
    counted = countedSteps(state, today);
  } catch (error) {
    if (error instanceof NavigationError) return undefined;
    throw error;
  }
  const { steps, from } = counted;
  const own = steps.indexOf(state.currentPage, from);
  const index = own >= 0 ? own : steps.indexOf(state.currentPage);
  if (index < 0) return undefined;
  const app = currentApp(state);
  const added = from > 0 && app !== undefined ? { app, steps: steps.length - from } : undefined;
  return { step: index + 1, of: steps.length, ...(added ? { added } : {}) };
}
