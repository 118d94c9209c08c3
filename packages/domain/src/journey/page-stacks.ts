// Page sequence per lender (lenders §2 "Page sequence per lender"), as data (GUIDE 2): each lender's stack is
// in its definition (lenders/<code>/); this module keys them by code. Every stack starts with the shared pages
// (shared-pages.ts), then the lender's own pages (decisions where the spec is silent: docs/decisions/010 and
// each definition). A brand's result screen a shop may list has only the result; a refused code keeps the
// shared pages and the result only so the table is total.
import type { AppCode } from '../lenders/app-codes.js';
import { APP_CODES } from '../lenders/app-codes.js';
import {
  LENDER_REGISTRY,
  lenderDefinition,
  lenderShownOn,
  refusedListCodes,
  type LenderRegistry,
} from '../lenders/lender-registry.js';
import type { PageId } from './page-ids.js';
import { SHARED_STACK } from './shared-pages.js';

export { SHARED_STACK };

/** The page stack of a code a shop may list, in a registry (see PAGE_STACKS); empty if unknown. */
export function pageStackOf(code: string, registry: LenderRegistry = LENDER_REGISTRY): readonly string[] {
  const lender = lenderDefinition(code, registry);
  if (lender) return lender.stack;
  if (lenderShownOn(code, registry)) return ['result'];
  if (refusedListCodes(registry).some((refused) => refused.code === code)) return [...SHARED_STACK, 'result'];
  return [];
}

/** Pages after an approval of a lender of a registry (lenders §2 "After approval: finalize, e-sign, funded"). */
export function approvalStackOf(code: string, registry: LenderRegistry = LENDER_REGISTRY): readonly string[] {
  return lenderDefinition(code, registry)?.approvalStack ?? [];
}

export const PAGE_STACKS = Object.fromEntries(APP_CODES.map((code) => [code, pageStackOf(code)])) as Readonly<
  Record<AppCode, readonly PageId[]>
>;

/** Pages after an approval (lenders §2 "After approval: finalize, e-sign, funded"). */
export const APPROVAL_STACKS = approvalStacksOf(LENDER_REGISTRY) as Readonly<
  Partial<Record<AppCode, readonly PageId[]>>
>;

function approvalStacksOf(registry: LenderRegistry): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(
    registry.flatMap((lender) => (lender.approvalStack ? [[lender.code, lender.approvalStack]] : [])),
  );
}

/** The stack used before a shop (and so a lender list) is known. */
export const DEFAULT_STACK: readonly PageId[] = SHARED_STACK;

/** Missing-info pages send the applicant back to these pages (lenders §2), from the lenders' definitions. */
export const MISSING_INFO_TARGETS = missingInfoTargetsOf(LENDER_REGISTRY) as Readonly<
  Partial<Record<PageId, readonly PageId[]>>
>;

/** Every missing-info page of a registry's lenders and the pages it leads back to. */
export function missingInfoTargetsOf(registry: LenderRegistry): Readonly<Record<string, readonly string[]>> {
  return Object.assign({}, ...registry.map((lender) => lender.missingInfoTargets ?? {}));
}

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
