import { Webhook } from 'standardwebhooks';
import { z } from 'zod';

/**
 * The shop system's webhook endpoint, as docs/webhooks.md tells a receiver to build one: the Standard Webhooks
 * library verifies the signature over the raw body and refuses a timestamp more than 5 minutes off (a replayed
 * old message); only then is the body read. Anything refused is never shown.
 */

/** A secret as the console shows it once: `whsec_` and base64. */
const SECRET = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

/** Whether the library can sign and verify with this secret (a typo in a pasted secret is caught at once). */
export function isWebhookSecret(secret: string): boolean {
  if (!SECRET.test(secret)) return false;
  try {
    new Webhook(secret);
    return true;
  } catch {
    return false;
  }
}

/** What a journey event says (docs/webhooks.md "What we send"); fields added later are ignored. */
export const webhookEventSchema = z.object({
  type: z.string().min(1).max(64),
  timestamp: z.string(),
  data: z.object({
    journeyId: z.string(),
    linkId: z.string().nullable(),
    shopReference: z.string().nullable(),
    stage: z.string(),
    lender: z
      .object({
        code: z.string(),
        kind: z.string().optional(),
        outcome: z.string().optional(),
        amount: z.number().nullable().optional(),
      })
      .optional(),
    saleAmount: z.number().nullable().optional(),
    reason: z.string().optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export type Verification =
  { ok: true; id: string; event: WebhookEvent } | { ok: false; status: 400 | 401; reason: string };

/** Verifies one delivery: its signature and age by the library, then the body's shape. */
export function verifyDelivery(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Verification {
  const pick = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const signed = {
    'webhook-id': pick('webhook-id') ?? '',
    'webhook-timestamp': pick('webhook-timestamp') ?? '',
    'webhook-signature': pick('webhook-signature') ?? '',
  };
  let body: unknown;
  try {
    body = new Webhook(secret).verify(rawBody, signed);
  } catch (error) {
    return { ok: false, status: 401, reason: error instanceof Error ? error.message : 'Invalid signature' };
  }
  const event = webhookEventSchema.safeParse(body);
  if (!event.success) return { ok: false, status: 400, reason: 'Not a Text To Apply journey event' };
  return { ok: true, id: signed['webhook-id'], event: event.data };
}

/** The event in a shop person's words, naming the lender as the shop system knows it (`lenderName`). */
export function eventWords(event: WebhookEvent, lenderName: (code: string) => string): string {
  const lender = event.data.lender ? lenderName(event.data.lender.code) : 'the lender';
  const amount = event.data.lender?.amount;
  // Whole dollars as our board writes them ("for $1,800"), cents only when there are some.
  const forAmount =
    typeof amount === 'number'
      ? ` for ${amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`
      : '';
  switch (event.type) {
    case 'journey.started':
      return 'Application link texted to the customer';
    case 'journey.phone_verified':
      return 'Customer verified their phone';
    case 'application.submitted':
      return `Application sent to ${lender}`;
    case 'lender.approved':
      return `Approved by ${lender}${forAmount}`;
    case 'lender.declined':
      return `Declined by ${lender}`;
    case 'lender.referred':
      return `Referred by ${lender}`;
    case 'lender.prequalified':
      return `Prequalified by ${lender}${forAmount}`;
    case 'offer.accepted':
      return `Customer accepted the ${lender} offer`;
    case 'offer.refused':
      return `Customer turned down the ${lender} offer`;
    case 'loan.funded':
      return `Funded by ${lender}${forAmount}`;
    case 'loan.funding_cancelled':
      return 'Funding cancelled';
    case 'sale.completed':
      return 'Sale completed';
    case 'customer.left':
      return 'Customer left';
    case 'link.expired':
      return event.data.reason === 'cancelled' ? 'Link cancelled' : 'Link expired unused';
    default:
      // An event this system does not know yet is still shown, by its name.
      return event.type;
  }
}
