// Which fields each lender requests, served verbatim as /CreditAppRequirements.json (spec §7). Plain data,
// JSON-serialisable: each lender's list is in its definition (lenders/<code>/), built from the blocks of
// requirement-sets.ts (docs/decisions/010). A brand's result screen a shop may list asks nothing; a refused code
// keeps the full shared set only so the table stays total.
import type { AppCode } from '../lenders/app-codes.js';
import { APP_CODES } from '../lenders/app-codes.js';
import {
  LENDER_REGISTRY,
  lenderDefinition,
  refusedListCodes,
  type LenderRegistry,
} from '../lenders/lender-registry.js';
import { FULL, type Requirements } from './requirement-sets.js';

export type { Requirements };

/** The fields a code a shop may list requests, in a registry (see CREDIT_APP_REQUIREMENTS); none if unknown. */
export function requirementsOf(code: string, registry: LenderRegistry = LENDER_REGISTRY): Requirements {
  const lender = lenderDefinition(code, registry);
  if (lender) return lender.requirements;
  if (refusedListCodes(registry).some((refused) => refused.code === code)) return FULL;
  return {};
}

export const CREDIT_APP_REQUIREMENTS = Object.fromEntries(
  APP_CODES.map((code) => [code, requirementsOf(code)]),
) as Readonly<Record<AppCode, Requirements>>;

export function requirementsFor(appCode: AppCode | undefined): Requirements {
  return appCode ? CREDIT_APP_REQUIREMENTS[appCode] : {};
}
