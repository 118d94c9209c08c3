/**
 * AFF's account checks (lenders §4 "Card validation (AFF)", §5 "Card check codes", "Routing number"). Test
 * cards follow the card networks' sandbox habit: any Luhn-valid number passes, and these numbers fail on
 * purpose with the code AFF answers. The table is data so the README and the server's tests name it.
 */
export type CardErrorCode = 'CARDERR' | 'EXPERR' | 'CVVERR' | 'ZIPERR';

export const AMFF_CARD_REASONS: Readonly<Record<CardErrorCode, string>> = {
  CARDERR: 'Invalid Card Number',
  EXPERR: 'Card Expired',
  CVVERR: 'Invalid CVV',
  ZIPERR: 'Billing Zip Code does not match',
};

/** Test card → the error AFF answers for it (every other Luhn-valid card passes). */
export const AMFF_TEST_CARDS: Readonly<Record<string, CardErrorCode>> = {
  '4000000000000002': 'CARDERR',
  '4000000000000069': 'EXPERR',
  '4000000000000127': 'CVVERR',
  '4000000000000036': 'ZIPERR',
};

/** A routing number with a valid checksum but no bank behind it: 'rejected'. */
export const AMFF_UNKNOWN_ROUTING = '000000000';
/** A routing number whose lookup fails technically (503): our server lets it pass (lenders §5). */
export const AMFF_ROUTING_LOOKUP_DOWN = '021000089';

/** Luhn's sum of `digits`, doubling every second digit from the right when `doubleLast` starts it there. */
function luhnSum(digits: string, doubleLast: boolean): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === (doubleLast ? 0 : 1)) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum;
}

function luhn(digits: string): boolean {
  return digits.length > 0 && luhnSum(digits, false) % 10 === 0;
}

/** The digit that makes `body` + digit Luhn-valid (the sandbox's virtual cards). */
export function luhnCheckDigit(body: string): string {
  return String((10 - (luhnSum(body, true) % 10)) % 10);
}

export function abaChecksum(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = Array.from(digits, Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export interface CardCheck {
  /** Card number (lenders §3 payload `q`). */
  q: string;
  /** Expiry as MMYY. */
  exp: string;
  cvv: string;
  zipcode: string;
}

export type CardCheckAnswer =
  { success: true } | { success: false; error_code: CardErrorCode; reason: string };

const fail = (code: CardErrorCode): CardCheckAnswer => ({
  success: false,
  error_code: code,
  reason: AMFF_CARD_REASONS[code],
});

/** AFF's answer for a debit card: the first failing check, in the order card, expiry, CVV, ZIP. */
export function checkCard(card: CardCheck, now: Date): CardCheckAnswer {
  if (!/^\d{12,19}$/.test(card.q) || !luhn(card.q)) return fail('CARDERR');
  const listed = AMFF_TEST_CARDS[card.q];
  if (listed === 'CARDERR') return fail('CARDERR');
  const month = Number(card.exp.slice(0, 2));
  const year = 2000 + Number(card.exp.slice(2, 4));
  const expired =
    !/^\d{4}$/.test(card.exp) ||
    month < 1 ||
    month > 12 ||
    year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (listed === 'EXPERR' || expired) return fail('EXPERR');
  if (listed === 'CVVERR' || !/^\d{3,4}$/.test(card.cvv)) return fail('CVVERR');
  if (listed === 'ZIPERR' || !/^\d{5}(-?\d{4})?$/.test(card.zipcode)) return fail('ZIPERR');
  return { success: true };
}
