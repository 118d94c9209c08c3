// A location's webhook endpoints as the console and the server see them (docs/webhooks.md): the events a shop
// system may subscribe to, the shapes of the console's routes under /api/v1/staff/locations/:shopKeyId/webhooks,
// and the texts of their refusals.
import { z } from 'zod';

/**
 * Every event a shop's endpoint may ask for, in the order a journey usually passes them. The names are the
 * `type` of the payload (Standard Webhooks: a dotted, lower-case event type).
 */
export const WEBHOOK_EVENT_TYPES = [
  'journey.started',
  'journey.phone_verified',
  'application.submitted',
  'lender.approved',
  'lender.declined',
  'lender.referred',
  'lender.prequalified',
  'offer.accepted',
  'offer.refused',
  'loan.funded',
  'loan.funding_cancelled',
  'sale.completed',
  'customer.left',
  'link.expired',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The events in words, for the console's choices and its delivery list. */
export const WEBHOOK_EVENT_NAMES: Record<WebhookEventType, string> = {
  'journey.started': 'Journey started',
  'journey.phone_verified': 'Phone verified',
  'application.submitted': 'Application submitted',
  'lender.approved': 'Lender approved',
  'lender.declined': 'Lender declined',
  'lender.referred': 'Lender referred',
  'lender.prequalified': 'Lender prequalified',
  'offer.accepted': 'Offer accepted',
  'offer.refused': 'Offer refused',
  'loan.funded': 'Funded',
  'loan.funding_cancelled': 'Funding cancelled',
  'sale.completed': 'Sale completed',
  'customer.left': 'Customer left',
  'link.expired': 'Link expired',
};

export const WEBHOOK_MESSAGES = {
  url: 'Enter the endpoint’s address, starting with https:// (at most 2,000 characters).',
  events: 'Choose at least one event.',
  description: 'Keep the description to 200 characters.',
  httpsOnly: 'The endpoint’s address must start with https://.',
  credentials: 'Leave the user name and password out of the endpoint’s address.',
  privateAddress:
    'The endpoint must be on a public internet address: loopback and private network addresses are refused.',
  unresolvable: 'The endpoint’s host name cannot be found. Check the address.',
  disabledResend: 'Switch the endpoint on before resending a delivery.',
} as const;

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** POST …/webhooks and PUT …/webhooks/:endpointId: where to send and what. */
export const webhookEndpointRequestSchema = z.object({
  // http only reaches the server's own check, which allows it in development alone (docs/webhooks.md).
  url: z
    .url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.url })
    .max(2000, { error: WEBHOOK_MESSAGES.url }),
  events: z
    .array(webhookEventTypeSchema, { error: WEBHOOK_MESSAGES.events })
    .min(1, { error: WEBHOOK_MESSAGES.events })
    .max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().trim().max(200, { error: WEBHOOK_MESSAGES.description }).default(''),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequestSchema>;

/** PUT …/webhooks/:endpointId: the same, and `enabled` to switch a disabled endpoint back on. */
export const webhookEndpointChangeSchema = webhookEndpointRequestSchema.extend({
  enabled: z.boolean().optional(),
});
export type WebhookEndpointChange = z.input<typeof webhookEndpointChangeSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  /** 'disabled' after the endpoint answered 410 Gone, until an owner switches it on again. */
  status: z.enum(['active', 'disabled']),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  /** While the secret before the last rotation still signs beside the new one. */
  previousSecretUntil: z.string().nullable(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

/** An endpoint just made or its secret just rotated: the secret (whsec_…), shown this once. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** One message to one endpoint and its latest answer. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: webhookEventTypeSchema,
  /** The journey's consumer id at the location (the console's journey page). */
  journeyId: z.string(),
  createdAt: z.string(),
  /** pending: waiting for its first try or a retry; delivered: answered 2xx; failed: given up or 410. */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The endpoint's HTTP status, null when it never answered (timeout, refused address). */
  responseStatus: z.number().int().nullable(),
  /** The start of the endpoint's answer, or why there was none. */
  responseExcerpt: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
