// What a server-saved draft holds and when one of its pages may be saved (docs/decisions/022, 131).
//
// A draft holds the shared application's pages only. The lender's own pages ('Account Information' with its
// card and bank, the missing-info, payment and submission pages) are never saved as a draft: card data stays
// out of our rows (GUIDE "Card data"), and a lender page's answers go with that lender's submission. So the
// spec §4 rule "a page is accessible only if all earlier pages in its stack are complete" is applied, for a
// draft save, over the earlier pages the draft can hold: a lender page before the summary in AFF's and
// EasyPay's stacks (lenders §2) never holds back the save of a page the consumer has reached.
import { currentApp, type JourneyState } from './journey-state.js';
import { currentStack, isPageAccessible } from './navigation.js';
import { moveToNextApp } from './next-app.js';
import { gapsGatheredLater, isPageComplete, isPageNeeded } from './page-completeness.js';
import type { PageId } from './page-ids.js';
import { EDIT_PANELS } from './page-stacks.js';

/** The pages a draft saves (each with the fields PAGE_FIELDS gives it). */
export const DRAFT_PAGES: readonly PageId[] = [
  'policy-content',
  'about-you',
  'resident',
  'financial',
  'email',
  'phone',
  'id',
  'ssn',
  'summary',
  'coapp-select',
  'coapp-about-you',
  'coapp-resident',
  'coapp-financial',
];

export function isDraftPage(page: string): boolean {
  return (DRAFT_PAGES as readonly string[]).includes(page);
}

/**
 * Spec §4 navigation rule over what a draft holds: every earlier page of the stack that a draft saves (and
 * getting started, done once the phone is verified) is complete, not needed, or incomplete only by answers a
 * later missing-info page asks.
 */
export function isDraftPageAccessible(state: JourneyState, page: PageId, today: Date = new Date()): boolean {
  const stack = currentStack(state);
  const index = stack.indexOf(page);
  if (EDIT_PANELS.includes(page) || index < 0) return isPageAccessible(state, page, today);
  return stack
    .slice(0, index)
    .filter((p) => p === 'getting-started' || isDraftPage(p))
    .every(
      (p) =>
        !isPageNeeded(state, p, today) ||
        isPageComplete(state, p, today) ||
        gapsGatheredLater(state, p, stack, today),
    );
}

/**
 * The journey at the lender the draft is saved for, as the browser holds it: the shop's first lender, or a
 * later one reached by the next-application click, with what that move changes (lenders §4 "Next-application
 * click": income converted for the next lender, what its definition sets on arrival). The draft keeps the
 * answers as typed, so without the move a lender asking monthly income, reached after one asking the annual
 * figure, would lack the monthly income that figure gives it.
 */
export function journeyAtLender(state: JourneyState, appCode: JourneyState['appList'][number] | undefined) {
  if (appCode === undefined || appCode === currentApp(state)) return state;
  return moveToNextApp(state, appCode);
}
