// "Step 3 of 7" on each application page (docs/decisions/215): counted over the same page
// stack and the same "is this page needed" rule that navigation uses, so the count follows the lender being
// applied to (a quick next app skips the summary, a coapplicant adds three pages, a missing-info page counts
// only while something is missing).
import { currentStack, NavigationError } from './navigation.js';
import { isPageNeeded } from './page-completeness.js';
import type { PageId } from './page-ids.js';
import type { JourneyState } from './journey-state.js';

export interface JourneyProgress {
  /** 1-based position of the current page among the steps. */
  readonly step: number;
  readonly of: number;
}

/** The result is where the application ends, not a step the consumer fills in. */
const NOT_A_STEP: readonly PageId[] = ['result'];

/** The steps of the current lender's stack the consumer will go through, in order. */
export function journeySteps(state: JourneyState, today: Date = new Date()): readonly PageId[] {
  return currentStack(state).filter(
    (page) => !NOT_A_STEP.includes(page) && (page === state.currentPage || isPageNeeded(state, page, today)),
  );
}

/**
 * Where the current page sits among the steps, or undefined on a page outside the stack (the result, an
 * edit panel, the pages after an approval) or when no lender can be chosen yet.
 */
export function journeyProgress(state: JourneyState, today: Date = new Date()): JourneyProgress | undefined {
  let steps: readonly PageId[];
  try {
    steps = journeySteps(state, today);
  } catch (error) {
    if (error instanceof NavigationError) return undefined;
    throw error;
  }
  const index = steps.indexOf(state.currentPage);
  return index < 0 ? undefined : { step: index + 1, of: steps.length };
}
