// The amounts a lender finances where its texts state them ('Loans from {min} to {max}'): the same figures its
// own checks hold to (docs/decisions/266), from its definition. Kept in its own module so the pages that read
// only the catalogue (shop search, the shop console) do not carry the formatting.
import type { AppCode } from './app-codes.js';
import type { LenderAmounts } from './lender-definition.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from './lender-registry.js';
import { formatWholeDollars } from '../masking.js';

/** Whole dollars a lender finances, for the lenders whose texts state them. */
export const LENDER_AMOUNTS: Readonly<Partial<Record<AppCode, LenderAmounts>>> =
  lenderAmountsOf(LENDER_REGISTRY);

function lenderAmountsOf(registry: LenderRegistry): Readonly<Record<string, LenderAmounts>> {
  return Object.fromEntries(
    registry.flatMap((lender) => (lender.amounts ? [[lender.code, lender.amounts]] : [])),
  );
}

/**
 * `{min}` and `{max}` for a lender's texts that state its amounts, in whole dollars; empty for a lender that
 * states none.
 */
export function lenderAmountTexts(
  appCode: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): Readonly<Record<string, string>> {
  const amounts = lenderDefinition(appCode, registry)?.amounts;
  return amounts ? { min: formatWholeDollars(amounts.min), max: formatWholeDollars(amounts.max) } : {};
}
