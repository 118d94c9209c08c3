// Lenders a composition adds to the web registry at start-up (docs/decisions/312), as the domain's
// lenders/added-lenders.ts does for the domain's: the e2e's test composition builds the web app with its test
// lender, which lives under test directories and never in product source. The registry takes what was added
// once, as it is built, and seals the list, so a lender added too late throws instead of being half registered.
import type { WebLender } from './web-lender';

const added: WebLender[] = [];
let sealed = false;

/** Adds a lender to the web registry about to be built; before features/lenders/registry.ts is loaded. */
export function addWebLender(lender: WebLender): void {
  if (sealed) {
    throw new Error(
      `Lender ${lender.appCode} was added after the web registry was built; add it before the registry is loaded.`,
    );
  }
  added.push(lender);
}

/** The lenders added so far, and no more after: the registry calls this once, as it is built. */
export function sealAddedWebLenders(): readonly WebLender[] {
  sealed = true;
  return [...added];
}
