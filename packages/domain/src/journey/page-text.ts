// Page titles and headings the spec names (spec §2, lenders §2), a lender's own pages' from its definition.
// Titles use the prefix 'Text To Apply'.
import { PAGE_TITLE_PREFIX } from '../constants.js';
import { LENDER_REGISTRY } from '../lenders/lender-registry.js';
import type { LenderDefinition } from '../lenders/lender-definition.js';
import type { PageId } from './page-ids.js';

const registered: readonly LenderDefinition[] = LENDER_REGISTRY;

export const PAGE_HEADINGS: Readonly<Partial<Record<PageId, string>>> = {
  'policy-content': 'Confidently Apply for Financing',
  'getting-started': 'Verify Your Device',
  'about-you': 'Tell Us About Yourself',
  resident: 'Where Do You Live?',
  financial: 'Your Financial Information',
  'additional-financial': 'Account Information',
  ...Object.assign({}, ...registered.map((lender) => lender.pageHeadings ?? {})),
  'app-select': 'Get The Financing You Need',
};

// Lenders §2 examples. The spec writes 'Text to Apply | Application Review' with a small 'to'; we use the
// prefix consistently.
const TITLE_SUFFIX: Readonly<Partial<Record<PageId, string>>> = {
  'app-select': 'Financing Providers',
  result: 'Result',
  ...Object.assign({}, ...registered.map((lender) => lender.pageTitles ?? {})),
  'additional-financial': 'Application Information',
};

export function pageTitle(page: PageId): string {
  const suffix = TITLE_SUFFIX[page];
  return suffix ? `${PAGE_TITLE_PREFIX} | ${suffix}` : PAGE_TITLE_PREFIX;
}
