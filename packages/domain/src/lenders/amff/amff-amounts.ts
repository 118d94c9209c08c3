// AFF's own figures (lenders §5, §9): what it lends and the income it asks for.
import { AFF_MIN_FINANCE_AMOUNT } from '../../constants.js';

/** Lenders §9 "AFF legal text: loans of $200 to $5,000": the most AFF lends. */
export const AFF_MAX_LOAN_AMOUNT = 5000;

/** Lenders §9: AFF's minimum annual gross income (12 x the $800 monthly minimum). */
export const AFF_MIN_ANNUAL_GROSS_INCOME = 9600;

export { AFF_MIN_FINANCE_AMOUNT };
