// Step ids used as the `stateId` route segment (spec §2, lenders §2; docs/architecture.md "Page ids"): the
// shared pages and each registered lender's own pages (its definition's `pages`).
import { LENDER_REGISTRY } from '../lenders/lender-registry.js';
import { SHARED_PAGE_IDS } from './shared-pages.js';

export { SHARED_PAGE_IDS };

type LenderPageId = (typeof LENDER_REGISTRY)[number]['pages'][number];

export const LENDER_PAGE_IDS: readonly LenderPageId[] = LENDER_REGISTRY.flatMap((lender) => lender.pages);

export const PAGE_IDS: readonly PageId[] = [...SHARED_PAGE_IDS, ...LENDER_PAGE_IDS];
export type PageId = (typeof SHARED_PAGE_IDS)[number] | LenderPageId;

export function isPageId(raw: string): raw is PageId {
  return (PAGE_IDS as readonly string[]).includes(raw);
}
