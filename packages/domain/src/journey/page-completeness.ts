// Whether a page is complete, and whether a page in a stack is needed at all (spec §4, §5 "Step
// completeness", lenders §2 "skipping pages listed as missing when not needed").
import type { FieldName } from '../fields/field-names.js';
import { QUICK_APPS } from '../lenders/app-codes.js';
import { appliesWithCoapplicant } from '../requirements/dynamic-requirements.js';
import { determineResult, isPrequalOnly } from '../results/determine-result.js';
import { isSet } from '../results/lender-result.js';
import { validateFields, type FieldErrors } from '../validation/validate-field.js';
import { currentApp, effectiveAppList, type JourneyState } from './journey-state.js';
import { journeyRequirements } from './next-app.js';
import { PAGE_FIELDS } from './page-fields.js';
import type { PageId } from './page-ids.js';
import { MISSING_INFO_TARGETS } from './page-stacks.js';

/** All field errors of the current lender's requirements for the state's answers. */
export function journeyErrors(state: JourneyState, today: Date = new Date()): FieldErrors {
  const app = currentApp(state);
  return validateFields(state.values, journeyRequirements(state), today, app ? { appCode: app } : {});
}

/** The errors of one page's fields only (what the page shows next to its inputs). */
export function pageErrors(state: JourneyState, page: PageId, today: Date = new Date()): FieldErrors {
  const errors = journeyErrors(state, today);
  const out: FieldErrors = {};
  for (const name of PAGE_FIELDS[page] as readonly FieldName[]) {
    const error = errors[name];
    if (error !== undefined) out[name] = error;
  }
  return out;
}

function fieldsValid(state: JourneyState, page: PageId, today: Date): boolean {
  return Object.keys(pageErrors(state, page, today)).length === 0;
}

function hasDecision(state: JourneyState): boolean {
  const app = currentApp(state);
  const result = app ? state.results[app] : undefined;
  return result !== undefined && determineResult(result) !== 'pending' && !isPrequalOnly(result);
}

/** Extra conditions of pages whose completion is an action or an answer rather than field data. */
const ACTION_COMPLETE: Partial<Record<PageId, (state: JourneyState) => boolean>> = {
  'policy-content': (s) => s.values.PRIVACY_TERMS_AGREED === '1',
  'getting-started': (s) => s.phoneVerified,
  summary: (s) => s.completedPages.includes('summary'),
  'coapp-select': (s) => s.completedPages.includes('coapp-select'),
  // Lenders §4: a lender removed for the resident state takes its selection with it.
  'app-select': (s) => s.selectedApps.some((code) => effectiveAppList(s).includes(code)),
  'cfna-submission': hasDecision,
  'dignifi-submission': hasDecision,
  'gemy-submission': hasDecision,
  'aff-submission': hasDecision,
  'ezpy-submission': hasDecision,
  'gnes-submission': hasDecision,
  'vers-waterfall': hasDecision,
  'mile-submission': hasDecision,
  'gdyr-submission': hasDecision,
  'alnc-submission': hasDecision,
  'bigo-submission': hasDecision,
  'mile-review': (s) => s.results.MILE?.prequalResult !== undefined,
  'mile-prequal': (s) => s.completedPages.includes('mile-prequal'),
  'aff-finalize': (s) => s.completedPages.includes('aff-finalize'),
  'aff-esign': (s) => s.fundStatus !== '0',
  // terminal pages are never complete, so navigation stops on them
  result: () => false,
  funded: () => false,
};

export function isPageComplete(state: JourneyState, page: PageId, today: Date = new Date()): boolean {
  // Getting started is done once the phone is verified; its access code is spent by then.
  if (page === 'getting-started') return state.phoneVerified;
  const action = ACTION_COMPLETE[page];
  if (action && !action(state)) return false;
  return fieldsValid(state, page, today);
}

/**
 * A quick app (DigniFi, Concora: lenders §2 "quick app") reached by the next-application click after an earlier
 * lender's answer. Lenders §2: "Result goes to … the first page of the next app's stack, or to the submission
 * page for quick apps": the review, coapplicant choice and app selection belong to the first lender (a
 * Synchrony applicant never saw them, its data came from Synchrony's form), so the quick app's data pages, if
 * complete, lead straight to its submission page (docs/decisions/132).
 */
export function isQuickNextApp(state: JourneyState): boolean {
  const app = currentApp(state);
  if (app === undefined || !QUICK_APPS.includes(app)) return false;
  const list = effectiveAppList(state);
  return list.slice(0, list.indexOf(app)).some((code) => state.results[code] !== undefined);
}

/** The current lender takes a co-applicant (lenders §4 "Coapplicant form": CFNA asks APPLY_WITH_COAPP). */
function takesCoapplicant(state: JourneyState): boolean {
  return journeyRequirements(state).APPLY_WITH_COAPP !== undefined;
}

/**
 * The co-applicant pages follow the co-applicant choice of a lender that takes one. A co-applicant given for
 * CFNA stays in the answers when a later lender is reached (EasyPay after CFNA's decline), but that lender
 * asks none of those fields: its pages would show empty, and saving them as the draft would clear the
 * co-applicant's answers the consumer typed (issue item 7, "nothing typed is lost").
 */
function coapplicantPageNeeded(state: JourneyState): boolean {
  return takesCoapplicant(state) && appliesWithCoapplicant(state.values);
}

/** Pages in a stack that are skipped when not needed. Every other page is always needed. */
const NEEDED_WHEN: Partial<Record<PageId, (state: JourneyState, today: Date) => boolean>> = {
  summary: (s) => !isQuickNextApp(s),
  'coapp-select': (s) => !isQuickNextApp(s) && takesCoapplicant(s),
  'app-select': (s) => !isQuickNextApp(s),
  'coapp-about-you': coapplicantPageNeeded,
  'coapp-resident': coapplicantPageNeeded,
  'coapp-financial': coapplicantPageNeeded,
  // missing-info pages only show when the earlier pages left something missing
  'aff-missing': (s, today) => !fieldsValid(s, 'aff-missing', today),
  'ezpy-missing': (s, today) => !fieldsValid(s, 'ezpy-missing', today),
  // MILE: the offer page only follows an accepted prequal
  'mile-prequal': (s) => isSet(s.results.MILE?.prequalResult?.accepted),
};

export function isPageNeeded(state: JourneyState, page: PageId, today: Date = new Date()): boolean {
  return NEEDED_WHEN[page]?.(state, today) ?? true;
}

/**
 * Missing-info pages that gather, in one place, what a lender reached later still needs from the pages
 * before it (lenders §2 "Result goes to … missing-info pages if data was not gathered"; "AFF missing goes to
 * residence, financial and extra financial; EZPY missing goes to about you, financial and extra financial").
 * Both follow the one rule: without it a gap on an earlier page sends the consumer back there and the
 * missing-info page is never reached (docs/decisions/133).
 */
export const GATHERING_MISSING_PAGES: readonly PageId[] = ['aff-missing', 'ezpy-missing'];

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
): boolean {
  const at = stack.indexOf(page);
  if (at < 0 || ACTION_COMPLETE[page] !== undefined) return false;
  const gaps = Object.keys(pageErrors(state, page, today)) as FieldName[];
  if (gaps.length === 0) return false;
  return GATHERING_MISSING_PAGES.some((missing) => {
    const gathers = PAGE_FIELDS[missing];
    return (
      stack.indexOf(missing) > at &&
      (MISSING_INFO_TARGETS[missing] ?? []).includes(page) &&
      gaps.every((name) => gathers.includes(name))
    );
  });
}
