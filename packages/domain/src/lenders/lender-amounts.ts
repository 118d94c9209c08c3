// The amounts a lender finances where its texts state them ('Loans from {min} to {max}'): the same figures its
// own checks hold to (AFF: lenders §5; docs/decisions/266). Part of the lender's definition, kept in its own
// module so the pages that read only the catalogue (shop search, the shop console) do not carry it.
import type { AppCode } from './app-codes.js';
import { AFF_MIN_FINANCE_AMOUNT } from '../constants.js';
import { formatWholeDollars } from '../masking.js';

/** Lenders §9 "AFF legal text: loans of $200 to $5,000": the most AFF lends. */
export const AFF_MAX_LOAN_AMOUNT = 5000;

/** Whole dollars a lender finances, for the lenders whose texts state them. */
export const LENDER_AMOUNTS: Readonly<
  Partial<Record<AppCode, { readonly min: number; readonly max: number }>>
> = {
  AMFF: { min: AFF_MIN_FINANCE_AMOUNT, max: AFF_MAX_LOAN_AMOUNT },
};

/**
 * `{min}` and `{max}` for a lender's texts that state its amounts, in whole dollars; empty for a lender that
 * states none.
 */
export function lenderAmountTexts(appCode: AppCode): Readonly<Record<string, string>> {
  const amounts = LENDER_AMOUNTS[appCode];
  return amounts ? { min: formatWholeDollars(amounts.min), max: formatWholeDollars(amounts.max) } : {};
}
