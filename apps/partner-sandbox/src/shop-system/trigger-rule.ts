/**
 * Money as the shop system keeps it: whole cents, so a trigger of $1,000.00 and an order of $1,000.00 compare
 * exactly (no floating-point dollars).
 */
export type Cents = number;

/** "1,234.5", "$1234.56" or "1234" → cents; undefined when it is not an amount of dollars and cents. */
export function dollarsToCents(text: string): Cents | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the screens and our partner API write dollars: 1234.5 for 123450. */
export const centsToDollars = (cents: Cents): number => cents / 100;

/** "$1,234.50" for 123450. */
export function formatDollars(cents: Cents): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * The shop's trigger amount (as the quick screen a card issuer runs inside a shop system): a repair order whose amount is over it opens
 * the customer's application by itself; one at or under it does not (financing a small bill costs the customer
 * a credit check for nothing).
 */
export function opensFinancing(orderAmount: Cents, triggerAmount: Cents): boolean {
  return orderAmount > triggerAmount;
}
