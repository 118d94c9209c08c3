// Page titles and headings the spec names (spec §2, lenders §2). Titles use the prefix 'Text To Apply'.
import { PAGE_TITLE_PREFIX } from '../constants.js';
import type { PageId } from './page-ids.js';

export const PAGE_HEADINGS: Readonly<Partial<Record<PageId, string>>> = {
  'policy-content': 'Confidently Apply for Financing',
  'getting-started': 'Verify Your Device',
  'about-you': 'Tell Us About Yourself',
  resident: 'Where Do You Live?',
  financial: 'Your Financial Information',
  'additional-financial': 'Account Information',
  'ezpy-payment': 'Payment Information',
  'app-select': 'Get The Financing You Need',
};

// Lenders §2 examples. The spec writes 'Text to Apply | Application Review' with a small 'to'; we use the
// prefix consistently.
const TITLE_SUFFIX: Readonly<Partial<Record<PageId, string>>> = {
  'app-select': 'Financing Providers',
  result: 'Result',
  'cfna-submission': 'Application Review',
  'gdyr-submission': 'Application Review',
  'alnc-submission': 'Application Review',
  'bigo-submission': 'Application Review',
  'dignifi-submission': 'Application Review',
  'aff-submission': 'Application Review',
  'ezpy-submission': 'Application Review',
  'mile-review': 'Application Review',
  'aff-missing': 'Additional Information',
  'ezpy-missing': 'Additional Information',
  'additional-financial': 'Application Information',
};

export function pageTitle(page: PageId): string {
  const suffix = TITLE_SUFFIX[page];
  return suffix ? `${PAGE_TITLE_PREFIX} | ${suffix}` : PAGE_TITLE_PREFIX;
}
