import { BOARD_STAGES, localeSchema, markSaleRequestSchema } from '@ttapply/domain/console';
import { z } from 'zod';

// The partner API's requests and answers (docs/partner-api.md). Only the server and its description read them:
// no screen of ours calls this API, so they live here and not in the domain.

export const START_MESSAGES = {
  reference: 'Give the repair order or invoice number in 1 to 64 characters.',
  associate: 'Give the e-mail of the associate at this location who is helping the customer.',
  purchaseAmount: 'Give the purchase amount in dollars, more than 0 and at most 100000, e.g. 1234.56.',
} as const;

/** POST /journeys: text the customer the apply link, as an associate does from the console. */
export const startJourneyRequestSchema = z.object({
  /** The customer's US mobile number, any common way of writing it. */
  phone: z.string().trim().min(10).max(20),
  purchaseAmount: z
    .number({ error: START_MESSAGES.purchaseAmount })
    .positive({ error: START_MESSAGES.purchaseAmount })
    .max(100_000, { error: START_MESSAGES.purchaseAmount }),
  reference: z
    .string({ error: START_MESSAGES.reference })
    .trim()
    .min(1, { error: START_MESSAGES.reference })
    .max(64, { error: START_MESSAGES.reference }),
  associate: z.email({ error: START_MESSAGES.associate }).max(254),
  /** The customer's language: the text is written in it and the link opens in it (English when left out). */
  locale: localeSchema.optional(),
});
export type StartJourneyRequest = z.infer<typeof startJourneyRequestSchema>;

export const markSaleSchema = markSaleRequestSchema;

const partnerLenderSchema = z.object({
  appCode: z.string(),
  lenderName: z.string(),
  /** The lender's answer as the journey keeps it: deciding, approved, declined, referred, prequalified, funded… */
  status: z.string(),
  /** The answer in plain words: "approved for $1,800". */
  outcome: z.string(),
  amount: z.number().nullable().optional(),
});

/** One journey as the shop system reads it: never the customer's personal data beyond the phone's last four. */
export const partnerJourneySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  stage: z.enum(BOARD_STAGES),
  /** Where the journey stands in plain words: "on Residence", "approved by Concora for $1,800". */
  stageText: z.string(),
  /** What the shop does now: "wait for the customer to finish", "ring up on the Concora card". */
  nextStep: z.string(),
  lenders: z.array(partnerLenderSchema),
  /** The approval in whole dollars, once a lender approved (never a prequalification alone). */
  approvedAmount: z.number().nullable(),
  purchaseAmount: z.number().nullable(),
  sale: z
    .object({ outcome: z.enum(['sale-completed', 'customer-left']), invoiceAmount: z.number().nullable() })
    .nullable(),
  phoneLast4: z.string(),
  associate: z.string(),
  link: z.object({
    url: z.string(),
    status: z.enum(['live', 'expired', 'cancelled']),
    expiresAt: z.string(),
    /** The link's QR code as an SVG image: no key needed, it shows only the link. */
    qrCodeUrl: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerJourney = z.infer<typeof partnerJourneySchema>;

/** The answer to a start: the journey, and its QR code as data to print or show at once. */
export const startedJourneySchema = partnerJourneySchema.extend({
  qrCodeData: z.string().regex(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/),
});

export const journeyListQuerySchema = z.object({
  /** Journeys started at or after this time (ISO 8601). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Journeys started before this time (ISO 8601). */
  to: z.iso.datetime({ offset: true }).optional(),
  stage: z.enum(BOARD_STAGES).optional(),
  reference: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** The `next` of the page before. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type JourneyListQuery = z.infer<typeof journeyListQuerySchema>;

export const journeyListSchema = z.object({
  journeys: z.array(partnerJourneySchema),
  /** Give it as `cursor` for the next page; null on the last page. */
  next: z.string().nullable(),
});
