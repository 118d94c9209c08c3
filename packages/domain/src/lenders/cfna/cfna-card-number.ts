// How CFNA's result shows the new card's number (lenders §4): the one number shown beyond its last four,
// because the spec states the rule.
import { groupThreeThreeRest } from '../../masking.js';

/** CFNA result card number (lenders §4): 14 or more characters drop the first 6; 9 or more are grouped 3-3-rest. */
export function formatCardNumberForResult(cardNumber: string): string {
  const trimmed = cardNumber.trim();
  const shown = trimmed.length >= 14 ? trimmed.slice(6) : trimmed;
  return shown.length >= 9 ? groupThreeThreeRest(shown) : shown;
}
