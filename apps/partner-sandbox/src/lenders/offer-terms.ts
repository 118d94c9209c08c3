// What each lender tells about the cost of what it offers, as real lenders send it with a decision: the product
// (card, loan or lease-purchase), the APR or its range, the term, the fees, deferred interest, and for a
// lease the cash price, the total cost to own and the early-purchase option (the FTC's and CFPB's lease-to-own
// cases were about hiding exactly these). Every approval and prequal offer carries `offerTerms`, and each
// lender serves its rates-and-fees document on this origin (`/lenders/{code}/rates-and-fees`), built from the
// same figures so the answer and the document never disagree.

export type OfferProduct = 'credit-card' | 'loan' | 'lease-purchase';
export type OfferFeeKind =
  | 'annual'
  | 'annual-after-first-year'
  | 'account-maintenance'
  | 'origination'
  | 'processing'
  | 'late-payment'
  | 'returned-payment';

export interface OfferFee {
  kind: OfferFeeKind;
  cents: number;
  /** 'Up to' the amount (late fees vary with the balance). */
  upTo?: boolean;
}

/** A lease's pricing: the total to own is the cash price times the ratio, paid over its payments. */
export interface LeasePricing {
  /** Total cost to own ÷ cash price, in hundredths (200 = twice the cash price). */
  costRatioPercent: number;
  paymentCount: number;
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  earlyPurchaseDays: number;
  /** The early purchase costs the cash price plus this share of it. */
  earlyPurchaseFeePercent: number;
}

/** One lender's (or a waterfall provider's) published costs. */
export interface LenderCosts {
  /** Who gives the credit, as the document's title names them. */
  name: string;
  product: OfferProduct;
  apr?: { min: string; max: string };
  termMonths?: { min: number; max: number };
  fees: readonly OfferFee[];
  deferredInterest?: { days: number; minimumPurchaseCents?: number };
  lease?: LeasePricing;
}

/** The wire shape of `offerTerms` in an answer. */
export interface OfferTermsWire {
  product: OfferProduct;
  termsUrl: string;
  amountCents?: number;
  apr?: { min: string; max: string };
  termMonths?: { min: number; max: number };
  fees: OfferFee[];
  deferredInterest?: { days: number; minimumPurchaseCents?: number };
  lease?: {
    cashPriceCents: number;
    totalCostCents: number;
    paymentCents: number;
    paymentCount: number;
    frequency: LeasePricing['frequency'];
    earlyPurchase: { days: number; priceCents: number };
  };
}

/** A lease of `cashPriceCents`: whole-cent payments, so the total to own is exactly their sum. */
export function leaseFigures(
  pricing: LeasePricing,
  cashPriceCents: number,
): NonNullable<OfferTermsWire['lease']> {
  const paymentCents = Math.ceil((cashPriceCents * pricing.costRatioPercent) / 100 / pricing.paymentCount);
  return {
    cashPriceCents,
    totalCostCents: paymentCents * pricing.paymentCount,
    paymentCents,
    paymentCount: pricing.paymentCount,
    frequency: pricing.frequency,
    earlyPurchase: {
      days: pricing.earlyPurchaseDays,
      priceCents: cashPriceCents + Math.round((cashPriceCents * pricing.earlyPurchaseFeePercent) / 100),
    },
  };
}

/** The rates-and-fees document of a lender (a waterfall provider by its id). */
export function ratesAndFeesUrl(origin: string, code: string, provider?: string): string {
  const url = new URL(`/lenders/${code}/rates-and-fees`, origin);
  if (provider) url.searchParams.set('provider', provider);
  return url.href;
}

/** The `offerTerms` of an offer or approval of `amountCents` (the limit, or a lease's cash price). */
export function offerTerms(
  costs: LenderCosts,
  termsUrl: string,
  amountCents: number | undefined,
): OfferTermsWire {
  return {
    product: costs.product,
    termsUrl,
    ...(amountCents !== undefined ? { amountCents } : {}),
    ...(costs.apr ? { apr: costs.apr } : {}),
    ...(costs.termMonths ? { termMonths: costs.termMonths } : {}),
    fees: [...costs.fees],
    ...(costs.deferredInterest ? { deferredInterest: costs.deferredInterest } : {}),
    ...(costs.lease && amountCents !== undefined ? { lease: leaseFigures(costs.lease, amountCents) } : {}),
  };
}

/** Dollars as an answer's `creditlimit` carries them ('2500') → cents. */
export function limitCents(creditlimit: unknown): number | undefined {
  const dollars = typeof creditlimit === 'number' ? creditlimit : Number(creditlimit);
  return typeof creditlimit !== 'undefined' && Number.isFinite(dollars) && dollars > 0
    ? Math.round(dollars * 100)
    : undefined;
}

/** What attaching terms needs of a lender (its code and published costs). */
export interface CostedLender {
  code: string;
  costs(provider?: string): LenderCosts | undefined;
}

type Answer = { status: string; result: object };

/**
 * The answer with the lender's `offerTerms` on what it offers: an approval's result, or a prequal offer's
 * prequalResult; nothing on a decline, a referral or an error. The amount is the limit (Versatile: its cents).
 */
export function withOfferTerms<T extends Answer>(lender: CostedLender, answer: T, origin: string): T {
  const result = answer.result as Record<string, unknown>;
  const offered = answer.status === 'a' ? result : answer.status === 'q' ? result.prequalResult : undefined;
  if (!offered || typeof offered !== 'object') return answer;
  const fields = offered as Record<string, unknown>;
  const providerId = typeof fields.providerId === 'string' ? fields.providerId : undefined;
  const costs = lender.costs(providerId);
  if (!costs) return answer;
  const amountCents = typeof fields.amount === 'number' ? fields.amount : limitCents(fields.creditlimit);
  const terms = offerTerms(costs, ratesAndFeesUrl(origin, lender.code, providerId), amountCents);
  const withTerms = { ...fields, offerTerms: terms };
  return answer.status === 'a'
    ? { ...answer, result: withTerms }
    : { ...answer, result: { ...result, prequalResult: withTerms } };
}

/**
 * A store or car-care card's costs (each card lender's folder passes its own promo): 29.99% purchase APR, late and
 * returned payment fees up to $41, and the special financing its promo names, if any (deferred interest).
 */
export function storeCardCosts(
  name: string,
  deferredInterest?: { days: number; minimumPurchaseCents: number },
): LenderCosts {
  return {
    name,
    product: 'credit-card',
    apr: { min: '29.99', max: '29.99' },
    fees: [
      { kind: 'late-payment', cents: 4100, upTo: true },
      { kind: 'returned-payment', cents: 4100, upTo: true },
    ],
    ...(deferredInterest ? { deferredInterest } : {}),
  };
}
