// Lenders a composition adds to the product's at start-up (docs/decisions/312). The product's lenders are lines
// of LENDER_REGISTRY; a composition that runs the platform with one more lender (the e2e's test lender, which
// lives under e2e/ and never in product source) adds its definition here before the domain's tables are built.
// The registry takes what was added once, as it is built, and seals the list: every table the package builds
// from the registry (app codes, page ids, stacks, requirements, catalogue, board words) then lists the added
// lender, and a lender added too late throws instead of being silently missing from some of them.
import type { LenderDefinition } from './lender-definition.js';

const added: LenderDefinition[] = [];
let sealed = false;

/**
 * Adds a lender to the registry about to be built. Call it before anything reads the domain's tables: import
 * the module that calls it first, and the domain (or an app built on it) after.
 */
export function addLender(definition: LenderDefinition): void {
  if (sealed) {
    throw new Error(
      `Lender ${definition.code} was added after the lender registry was built; add it before the domain is loaded.`,
    );
  }
  if (added.some((lender) => lender.code === definition.code)) {
    throw new Error(`Lender ${definition.code} was added twice.`);
  }
  added.push(definition);
}

/** The lenders added so far, and no more after: the registry calls this once, as it is built. */
export function sealAddedLenders(): readonly LenderDefinition[] {
  sealed = true;
  return [...added];
}
