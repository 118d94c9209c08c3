// The shop console's API shapes (decision 160), shared by the server's route schemas and the console's
// screens, so both read one definition. Every route lives under /api/v1/staff; see docs/console-api.md.
import { z } from 'zod';
import { localeSchema } from '../i18n/locale.js';
import { STAFF_ROLES } from './staff-roles.js';

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** E-mail as staff type it; the server lower-cases and trims it before any lookup. */
export const staffEmailSchema = z.string().trim().min(3).max(254).email();
/** NIST SP 800-63B: at least 12 characters for a password chosen by the user, no composition rules, ≤ 128. */
export const staffPasswordSchema = z.string().min(12).max(128);

export const signInRequestSchema = z.object({
  email: staffEmailSchema,
  password: z.string().min(1).max(128),
});

export const staffLocationSchema = z.object({
  shopKeyId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: staffRoleSchema,
});

/** GET /me: who is signed in, where and as what, and the CSRF token every state change must send. */
export const staffMeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  organisation: z.object({ id: z.string(), name: z.string() }),
  locations: z.array(staffLocationSchema),
  csrfToken: z.string(),
  passkeys: z.number().int(),
  session: z.object({ method: z.enum(['password', 'passkey']), expiresAt: z.string() }),
  /** A platform operator (decision 281): the console opens the operators' screens. */
  operator: z.boolean().default(false),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const roleAtLocationSchema = z.object({ shopKeyId: z.string().min(1).max(64), role: staffRoleSchema });

export const inviteRequestSchema = z.object({
  email: staffEmailSchema,
  name: z.string().trim().min(1).max(100),
  roles: z.array(roleAtLocationSchema).min(1).max(50),
});
export const acceptInvitationRequestSchema = z.object({
  token: z.string().min(10).max(200),
  name: z.string().trim().min(1).max(100),
  password: staffPasswordSchema,
});
export const passwordResetRequestSchema = z.object({ email: staffEmailSchema });
export const passwordResetCompleteSchema = z.object({
  token: z.string().min(10).max(200),
  password: staffPasswordSchema,
});

export const staffUserViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(['invited', 'active', 'disabled']),
  roles: z.array(roleAtLocationSchema),
});
export type StaffUserView = z.infer<typeof staffUserViewSchema>;

export const setRolesRequestSchema = z.object({ roles: z.array(roleAtLocationSchema).max(50) });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who, by name (the e-mail when the account has no name, or when no account matched a sign-in). */
  actor: z.string(),
  /** The e-mail behind the name. */
  actorEmail: z.string().nullable().optional(),
  action: z.string(),
  shopKeyId: z.string().nullable(),
  /** What was acted on, as "type:id" (consumer:<uuid>, link-send:<uuid>, staff-user:<uuid>…). */
  target: z.string().nullable(),
  /** The target in words: the customer's name as the board shows it, a teammate's or location's name. */
  targetName: z.string().nullable().optional(),
  ip: z.string(),
  userAgent: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * Send the link (item 2): a US mobile number, optionally the purchase amount in dollars and a note, and the
 * customer's language (decision 232: the text in it, the link opening in it; English when left out).
 */
export const sendLinkRequestSchema = z.object({
  phone: z.string().trim().min(10).max(20),
  purchaseAmount: z.number().positive().max(100_000).optional(),
  note: z.string().trim().max(280).optional(),
  locale: localeSchema.optional(),
});

export const linkSendViewSchema = z.object({
  id: z.string(),
  consumerId: z.string(),
  link: z.string(),
  phoneLast4: z.string(),
  purchaseAmount: z.number().nullable(),
  note: z.string(),
  sentBy: z.string(),
  sendCount: z.number().int(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['live', 'expired', 'cancelled']),
});
export type LinkSendView = z.infer<typeof linkSendViewSchema>;

export const boardLenderSchema = z.object({
  appCode: z.string(),
  lenderName: z.string(),
  status: z.string(),
  /** The outcome in plain words: "Declined", "Approved for $1,800", "Deciding…". */
  outcome: z.string(),
  amount: z.number().nullable(),
});

/** One row of the live board (item 3). */
export const boardJourneySchema = z.object({
  consumerId: z.string(),
  shopKeyId: z.string(),
  customerName: z.string(),
  phoneLast4: z.string(),
  stage: z.string(),
  /** The stage in plain words: "on Residence", "waiting for Synchrony", "approved by Concora for $1,800". */
  stageText: z.string(),
  lenders: z.array(boardLenderSchema),
  startedAt: z.string(),
  lastStepAt: z.string(),
  sentBy: z.string().nullable(),
  sentByUserId: z.string().nullable(),
  /** The note for the team typed with the latest link sent to the customer (Send a link), if any. */
  linkNote: z.string().nullable().optional(),
  /** What the associate does now: "ring up on the Concora card", "the customer must call EasyPay". */
  associateNextStep: z.string(),
  training: z.boolean(),
});
export type BoardJourney = z.infer<typeof boardJourneySchema>;

export const boardSchema = z.object({ journeys: z.array(boardJourneySchema) });

export const journeyTimelineEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  type: z.string(),
  /** The event in plain words, e.g. "Consented to a soft credit check by Concora". */
  text: z.string(),
  appCode: z.string().nullable(),
  /** A consent's exact text, when the event is a consent. */
  consentText: z.string().nullable(),
});

/** AFF's loan as the shop sees it after the approval (lenders §4 AFF steps 2-5): never the card's number. */
export const affLoanViewSchema = z.object({
  applicationId: z.string(),
  state: z.enum(['approved', 'finalized', 'signed', 'funded']),
  approvedAmount: z.number().nullable(),
  /** The finalized amount in whole dollars: what the associate charges on the virtual card. */
  amountToCharge: z.number().nullable(),
  /** The virtual card's last four, once funded; the full number stays with the consumer. */
  cardLast4: z.string().nullable(),
});
export type AffLoanView = z.infer<typeof affLoanViewSchema>;

export const SALE_OUTCOMES = ['sale-completed', 'customer-left'] as const;
export type SaleOutcome = (typeof SALE_OUTCOMES)[number];

export const saleViewSchema = z.object({
  outcome: z.enum(SALE_OUTCOMES),
  /** The invoice amount in dollars, for a completed sale. */
  amount: z.number().nullable(),
  markedAt: z.string(),
  markedBy: z.string(),
});

export const SALE_MESSAGES = {
  invoiceAmount: 'Enter the invoice amount, e.g. 1234.56 (at most $100,000).',
  reason: 'Say why the funding is cancelled (3 to 300 characters).',
} as const;

/** POST …/journeys/:consumerId/sale: the sale finished with its invoice amount, or the customer left. */
export const markSaleRequestSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('sale-completed'),
    invoiceAmount: z
      .number({ error: SALE_MESSAGES.invoiceAmount })
      .positive({ error: SALE_MESSAGES.invoiceAmount })
      .max(100_000, { error: SALE_MESSAGES.invoiceAmount })
      .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
        error: SALE_MESSAGES.invoiceAmount,
      }),
  }),
  z.object({ outcome: z.literal('customer-left') }),
]);
export type MarkSaleRequest = z.infer<typeof markSaleRequestSchema>;

/** POST …/journeys/:consumerId/cancel-funding: a manager's typed reason, kept in the audit log and timeline. */
export const cancelFundingRequestSchema = z.object({
  reason: z.string().trim().min(3, { error: SALE_MESSAGES.reason }).max(300, { error: SALE_MESSAGES.reason }),
});

/** GET /locations/:shopKeyId/settings (owners and managers): the lender list and how customers reach the shop. */
export const locationSettingsSchema = z.object({
  shopKeyId: z.string(),
  name: z.string(),
  /** The list in order, as codes (the shop keeps it as the spec §1 comma list). */
  lenders: z.array(z.string()),
  /** The lenders the organisation has agreements with: the only ones a list may hold. */
  agreements: z.array(z.object({ appCode: z.string(), lenderName: z.string() })),
  phoneNumber: z.string(),
  contactHours: z.string(),
});
export type LocationSettings = z.infer<typeof locationSettingsSchema>;

/** PUT …/lenders: the new order and members; the tier rules are lenderListRuleProblems'. */
export const lenderListRequestSchema = z.object({
  lenders: z.array(z.string().trim().max(12)).max(20),
});

export const CONTACT_MESSAGES = {
  phone: 'Enter the shop’s US phone number: 10 digits, e.g. 425-555-0100.',
  hours: 'Write the hours in at most 80 characters, e.g. Mon–Sat 8am–6pm.',
} as const;

/** PUT …/contact: the phone and hours shown to consumers. */
export const locationContactRequestSchema = z.object({
  phoneNumber: z.string().trim().max(20, { error: CONTACT_MESSAGES.phone }),
  contactHours: z
    .string()
    .trim()
    .max(80, { error: CONTACT_MESSAGES.hours })
    // Plain text only: no markup, no control characters (it is shown on every consumer screen).
    .refine((text) => ![...text].some((c) => c < ' ' || c === '\u007f' || c === '<' || c === '>'), {
      error: CONTACT_MESSAGES.hours,
    }),
});

/** One journey's page (item 4): never a full SSN, date of birth, ID, card or bank number. */
export const journeyDetailSchema = boardJourneySchema.extend({
  events: z.array(journeyTimelineEventSchema),
  creditChecks: z.array(
    z.object({
      appCode: z.string(),
      lenderName: z.string(),
      check: z.enum(['soft', 'hard']),
      consentText: z.string(),
      agreedAt: z.string(),
    }),
  ),
  applications: z.array(
    z.object({
      appCode: z.string(),
      lenderName: z.string(),
      kind: z.enum(['application', 'prequal']),
      status: z.string(),
      amount: z.number().nullable(),
      lenderReference: z.string().nullable(),
      createdAt: z.string(),
      /** What the lender said the offer costs (decision 261), written out, and the lender's own terms. */
      offerCosts: z
        .object({
          rows: z.array(z.object({ label: z.string(), value: z.string() })),
          termsUrl: z.string(),
        })
        .nullable()
        .optional(),
    }),
  ),
  contacts: z.array(z.object({ appCode: z.string(), lenderName: z.string(), phone: z.string() })),
  linkSends: z.array(linkSendViewSchema),
  /** Each lender of the journey's list: its approved amount and what the associate does next. */
  lenderSteps: z.array(
    z.object({
      appCode: z.string(),
      lenderName: z.string(),
      outcome: z.string(),
      approvedAmount: z.number().nullable(),
      nextStep: z.string(),
    }),
  ),
  affLoan: affLoanViewSchema.nullable(),
  sale: saleViewSchema.nullable(),
});
export type JourneyDetail = z.infer<typeof journeyDetailSchema>;

/** GET /invitations/:token: what the invited person sees before choosing a password. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  organisation: z.string(),
  locations: z.array(z.object({ name: z.string(), role: staffRoleSchema })),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The signed-in user's own sessions (GET /sessions), so one left open elsewhere can be ended. */
export const staffSessionViewSchema = z.object({
  id: z.string(),
  method: z.enum(['password', 'passkey']),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type StaffSessionView = z.infer<typeof staffSessionViewSchema>;

export const passkeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;

/**
 * A WebAuthn credential as the browser's JSON form gives it (RegistrationResponseJSON /
 * AuthenticationResponseJSON); the server's WebAuthn library checks the inside.
 */
export const webauthnCredentialJsonSchema = z.looseObject({
  id: z.string().min(1).max(1366),
  rawId: z.string().min(1).max(1366),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(20_000) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** Options for navigator.credentials.create/get (their JSON form), and the challenge's id to send back. */
export const webauthnOptionsAnswerSchema = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});

export const passkeyRegistrationRequestSchema = z.object({
  challengeId: z.uuid(),
  response: webauthnCredentialJsonSchema,
  name: z.string().trim().max(60).optional(),
});
export const passkeyAuthenticationRequestSchema = z.object({
  challengeId: z.uuid(),
  response: webauthnCredentialJsonSchema,
});

/** GET /audit: `before` is the id of the last entry already shown (newest first). */
export const auditQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
