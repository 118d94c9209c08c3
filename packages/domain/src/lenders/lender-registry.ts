// The lenders the platform offers: one line per lender, each its folder's definition (lender-definition.ts).
// Shared rules read lenders from a registry value: the tables the package exports are built from this one,
// and a test builds its own with an extra lender. The order is the order tables list lenders in.
import { sealAddedLenders } from './added-lenders.js';
import type { LenderDefinition, RefusedListCode } from './lender-definition.js';
import { cfnaLender } from './cfna/cfna-lender.js';
import { gemyLender } from './gemy/gemy-lender.js';
import { cfssLender } from './cfss/cfss-lender.js';
import { amffLender } from './amff/amff-lender.js';
import { ezpyLender } from './ezpy/ezpy-lender.js';
import { gnesLender } from './gnes/gnes-lender.js';
import { mileLender } from './mile/mile-lender.js';
import { versLender } from './vers/vers-lender.js';
import { alncLender } from './alnc/alnc-lender.js';
import { gdyrLender } from './gdyr/gdyr-lender.js';
import { bigoLender } from './bigo/bigo-lender.js';
import { GEMY_FIELDS } from './gemy/gemy-fields.js';
import { VERS_FIELDS } from './vers/vers-fields.js';

const PRODUCT_LENDERS = [
  cfnaLender,
  gemyLender,
  cfssLender,
  amffLender,
  ezpyLender,
  gnesLender,
  mileLender,
  versLender,
  alncLender,
  gdyrLender,
  bigoLender,
] as const satisfies LenderRegistry;

type ProductLender = (typeof PRODUCT_LENDERS)[number];

/**
 * The product's lenders, then those a composition added at start-up (added-lenders.ts, docs/decisions/312). Typed
 * by the product's: `AppCode` and `PageId` stay the product's closed unions, and an added lender's code and
 * pages reach the tables at run time only, so product code cannot name one.
 */
export const LENDER_REGISTRY: readonly ProductLender[] = [
  ...PRODUCT_LENDERS,
  ...(sealAddedLenders() as readonly ProductLender[]),
];

/**
 * The fields lenders declare for themselves (each its folder's fields module, which its definition names as
 * `fields`), in registry order: FieldName is built from these, and cannot be read back from the definitions,
 * whose own types read FieldName (decision 311). A test holds this list to the definitions'.
 */
export const LENDER_FIELD_SETS = [GEMY_FIELDS, VERS_FIELDS] as const;

/** A list of lender definitions, in the order shops' tables show them. */
export type LenderRegistry = readonly LenderDefinition[];

/**
 * A code a shop's list may carry that no lender owns: SERV has no lender, pages or result screen in the spec
 * (docs/decisions/135), so it is refused like a lender's refused codes.
 */
export const UNOWNED_REFUSED_CODES = [
  {
    code: 'SERV',
    name: 'SERV',
    product: 'not offered',
    tierGroup: '1',
    refused:
      'SERV is not offered: no lender, application or result screen is known for it. Remove it from the list.',
  },
] as const satisfies readonly RefusedListCode[];

/** The definition of the lender with this app code in the registry, if it is one. */
export function lenderDefinition(
  code: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): LenderDefinition | undefined {
  return registry.find((lender) => lender.code === code);
}

/** The lender whose decision this result-screen code shows, when the code is a brand's screen, not a lender. */
export function lenderShownOn(
  resultScreen: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): LenderDefinition | undefined {
  return registry.find((lender) => lender.resultScreen === resultScreen && lender.code !== resultScreen);
}

/** Every refused code of a registry: its lenders' own and the unowned ones. */
export function refusedListCodes(registry: LenderRegistry = LENDER_REGISTRY): readonly RefusedListCode[] {
  return [...UNOWNED_REFUSED_CODES, ...registry.flatMap((lender) => lender.refusedListCodes ?? [])];
}
