// Page sequence per lender (lenders §2 "Page sequence per lender"), as data (GUIDE 2).
//
// Every stack starts with the shared pages (policy → getting started → about you → residence → financial →
// summary), then the coapplicant pages and app selection, then the lender's own pages. Decisions where the
// spec is silent (docs/decisions/010):
// - coapp-select and the three coapp-* pages sit between summary and app-select, because the spec's
//   coapplicant rule goes on to app selection (or the GEMY submission); they are skipped unless the lender
//   requests APPLY_WITH_COAPP (coapp-select) and the applicant switched it on (coapp-*).
// - The stand-alone panels (email, phone, id, ssn) are not in any stack: they are edit panels reached from
//   the summary and from fieldsCompletePage.
// - AFF and EZPY list no summary/app selection in lenders §2, but the shared stack includes them so a
//   consumer always reviews the data and chooses to apply before a credit pull.
// - GEMY gathers its data in the partner form: policy, getting started, app selection, its page, result.
// - VERS works on gathered data, so it keeps the shared pages before its waterfall page.
// - GOODYEAR and BREAD exist only as result screens.
// - ALNC, GDYR and BIGO have no pages in the spec: shared pages, then an Application Review like CFNA's (a
//   hard check needs the consumer's agreement), then their brand's result (docs/decisions/135).
// - SERV and ACMA are never offered (app-codes SHOP_LIST_READINGS); their stack only keeps the table total.
import type { AppCode } from '../lenders/app-codes.js';
import type { PageId } from './page-ids.js';

export const SHARED_STACK: readonly PageId[] = [
  'policy-content',
  'getting-started',
  'about-you',
  'resident',
  'financial',
  'summary',
  'coapp-select',
  'coapp-about-you',
  'coapp-resident',
  'coapp-financial',
  'app-select',
];

const SHARED_DATA = SHARED_STACK.slice(0, 5); // policy … financial
const AFTER_DATA = SHARED_STACK.slice(5); // summary … app-select

export const PAGE_STACKS: Readonly<Record<AppCode, readonly PageId[]>> = {
  CFNA: [...SHARED_STACK, 'cfna-submission', 'result'],
  CFSS: [...SHARED_STACK, 'dignifi-submission', 'result'],
  GEMY: ['policy-content', 'getting-started', 'app-select', 'gemy-submission', 'result'],
  AMFF: [...SHARED_DATA, 'additional-financial', ...AFTER_DATA, 'aff-missing', 'aff-submission', 'result'],
  EZPY: [
    ...SHARED_DATA,
    'additional-financial',
    ...AFTER_DATA,
    'ezpy-missing',
    'ezpy-payment',
    'ezpy-submission',
    'result',
  ],
  GNES: [...SHARED_STACK, 'gnes-submission', 'result'],
  VERS: [...SHARED_STACK, 'vers-waterfall', 'result'],
  MILE: [...SHARED_STACK, 'mile-review', 'mile-prequal', 'mile-submission', 'result'],
  ALNC: [...SHARED_STACK, 'alnc-submission', 'result'],
  GDYR: [...SHARED_STACK, 'gdyr-submission', 'result'],
  BIGO: [...SHARED_STACK, 'bigo-submission', 'result'],
  SERV: [...SHARED_STACK, 'result'],
  ACMA: [...SHARED_STACK, 'result'],
  GOODYEAR: ['result'],
  BREAD: ['result'],
};

/** Pages after an approval (lenders §2 "After approval: finalize, e-sign, funded"). */
export const APPROVAL_STACKS: Readonly<Partial<Record<AppCode, readonly PageId[]>>> = {
  AMFF: ['aff-finalize', 'aff-esign', 'funded'],
};

/** The stack used before a shop (and so a lender list) is known. */
export const DEFAULT_STACK: readonly PageId[] = SHARED_STACK;

/** Missing-info pages send the applicant back to these pages (lenders §2). */
export const MISSING_INFO_TARGETS: Readonly<Partial<Record<PageId, readonly PageId[]>>> = {
  'aff-missing': ['resident', 'financial', 'additional-financial'],
  'ezpy-missing': ['about-you', 'financial', 'additional-financial'],
  'ezpy-payment': ['additional-financial'],
};

/** Summary sections and the page each edit icon leads to (spec §2 screen 11). */
export const SUMMARY_SECTIONS: ReadonlyArray<{ readonly title: string; readonly page: PageId }> = [
  { title: 'About You', page: 'about-you' },
  { title: 'Email', page: 'email' },
  { title: 'Phone Number', page: 'phone' },
  { title: 'Financial Info', page: 'financial' },
  { title: 'Identification', page: 'id' },
  { title: 'SSN', page: 'ssn' },
];

/** Stand-alone edit panels: Cancel and Continue both return to the summary (spec §2 screen 9). */
export const EDIT_PANELS: readonly PageId[] = ['email', 'phone', 'id', 'ssn'];
