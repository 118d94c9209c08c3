// The pages every lender's journey shares (spec §2, lenders §2): the ids, and the stack a lender's own pages
// follow. Kept apart from page-ids.ts, which adds the registered lenders' pages, so a lender's definition can
// build its stack from these without importing the registry that lists it.

export const SHARED_PAGE_IDS = [
  'policy-content',
  'getting-started',
  'about-you',
  'resident',
  'email',
  'phone',
  'financial',
  'additional-financial',
  'id',
  'ssn',
  'coapp-select',
  'coapp-about-you',
  'coapp-resident',
  'coapp-financial',
  'summary',
  'app-select',
  'result',
] as const;
export type SharedPageId = (typeof SHARED_PAGE_IDS)[number];

/**
 * Policy → getting started → about you → residence → financial → summary, then the coapplicant pages and app
 * selection (docs/decisions/010): coapp-select and the three coapp-* pages sit between summary and app-select,
 * because the spec's coapplicant rule goes on to app selection; they are skipped unless the lender requests
 * APPLY_WITH_COAPP and the applicant switched it on. The stand-alone panels (email, phone, id, ssn) are in no
 * stack: they are edit panels reached from the summary and from fieldsCompletePage.
 */
export const SHARED_STACK = [
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
] as const satisfies readonly SharedPageId[];

/** Policy … financial: the pages that gather the shared data. */
export const SHARED_DATA_PAGES = SHARED_STACK.slice(0, 5);
/** Summary … app selection: the review and the choice that come before any lender's own page. */
export const SHARED_REVIEW_PAGES = SHARED_STACK.slice(5);
