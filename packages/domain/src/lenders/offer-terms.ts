// The figures a lender gives with an offer or an approval (decision 261): what kind of
// product it is, its APR (or range), term, fees, the limit or amount, deferred interest, and for a
// lease-purchase the cash price, the total cost to own and the early-purchase option. The lender sends them
// with its answer (`result.offerTerms`, or `result.prequalResult.offerTerms` for an offer before the
// application); the server keeps only what this schema accepts, and every screen (the consumer's offer and
// result, the console's journey page) shows them from here. Amounts are whole cents, so no screen rounds.
import { z } from 'zod';

export const OFFER_PRODUCTS = ['credit-card', 'loan', 'lease-purchase'] as const;
export type OfferProduct = (typeof OFFER_PRODUCTS)[number];

/** The fees a lender names; each screen gives each kind its own label. */
export const OFFER_FEE_KINDS = [
  'annual',
  'annual-after-first-year',
  'account-maintenance',
  'origination',
  'processing',
  'late-payment',
  'returned-payment',
] as const;
export type OfferFeeKind = (typeof OFFER_FEE_KINDS)[number];

export const LEASE_PAYMENT_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type LeasePaymentFrequency = (typeof LEASE_PAYMENT_FREQUENCIES)[number];

const cents = z.number().int().min(0).max(100_000_000);
/** A percentage as the lender prints it: '35.90', '39', '0'. */
const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);

const leaseSchema = z
  .object({
    /** The price of the goods if paid in cash today (the approved amount when no invoice is known yet). */
    cashPriceCents: cents,
    /** Every payment of the full term: what owning the goods costs when no early purchase is made. */
    totalCostCents: cents,
    paymentCents: cents,
    paymentCount: z.number().int().min(1).max(520),
    frequency: z.enum(LEASE_PAYMENT_FREQUENCIES),
    /** Buy the goods early: within `days` of delivery for `priceCents` in all. */
    earlyPurchase: z.object({ days: z.number().int().min(1).max(365), priceCents: cents }),
  })
  .refine((lease) => lease.totalCostCents >= lease.cashPriceCents, {
    message: 'The total cost to own is below the cash price.',
  });

export const offerTermsSchema = z.object({
  product: z.enum(OFFER_PRODUCTS),
  /** The lender's own terms document (its rates and fees), on the lender's origin. */
  termsUrl: z.url({ protocol: /^https?$/ }).max(2000),
  /** The credit limit or the approved amount. */
  amountCents: cents.optional(),
  apr: z.object({ min: percent, max: percent }).optional(),
  termMonths: z
    .object({ min: z.number().int().min(1).max(600), max: z.number().int().min(1).max(600) })
    .optional(),
  fees: z
    .array(z.object({ kind: z.enum(OFFER_FEE_KINDS), cents, upTo: z.boolean().optional() }))
    .max(12)
    .default([]),
  /**
   * Deferred interest (lenders §9 "90-day interest rebate"): no interest if the balance is paid in full within
   * `days`; otherwise interest is charged from the purchase date. Only on purchases of at least the minimum.
   */
  deferredInterest: z
    .object({ days: z.number().int().min(1).max(1000), minimumPurchaseCents: cents.optional() })
    .optional(),
  lease: leaseSchema.optional(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;
export type LeaseTerms = NonNullable<OfferTerms['lease']>;

/** The terms a lender's answer carries, if they are whole and well formed; otherwise none (never half). */
export function parseOfferTerms(value: unknown): OfferTerms | undefined {
  const parsed = offerTermsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** An application's or an offer's terms: the result's own, else its prequal offer's. */
export function offerTermsOf(result: unknown): OfferTerms | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const record = result as { offerTerms?: unknown; prequalResult?: unknown };
  const own = parseOfferTerms(record.offerTerms);
  if (own) return own;
  const prequal = record.prequalResult;
  return prequal && typeof prequal === 'object'
    ? parseOfferTerms((prequal as { offerTerms?: unknown }).offerTerms)
    : undefined;
}
