// Step ids used as the `stateId` route segment (spec §2, lenders §2; docs/architecture.md "Page ids").

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

export const LENDER_PAGE_IDS = [
  'cfna-submission',
  'dignifi-submission',
  'gemy-submission',
  'aff-missing',
  'aff-submission',
  'aff-finalize',
  'aff-esign',
  'funded',
  'ezpy-missing',
  'ezpy-payment',
  'ezpy-submission',
  'gnes-submission',
  'vers-waterfall',
  'mile-review',
  'mile-prequal',
  'mile-submission',
  'gdyr-submission',
  'alnc-submission',
  'bigo-submission',
] as const;

export const PAGE_IDS = [...SHARED_PAGE_IDS, ...LENDER_PAGE_IDS] as const;
export type PageId = (typeof PAGE_IDS)[number];

export function isPageId(raw: string): raw is PageId {
  return (PAGE_IDS as readonly string[]).includes(raw);
}
