// The shop console's API shapes (decision 160), shared by the server's route schemas and the console's
// screens, so both read one definition. Every route lives under /api/v1/staff; see docs/console-api.md.
import { z } from 'zod';
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
  actor: z.string(),
  action: z.string(),
  shopKeyId: z.string().nullable(),
  target: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Send the link (item 2): a US mobile number, optionally the purchase amount in dollars and a note. */
export const sendLinkRequestSchema = z.object({
  phone: z.string().trim().min(10).max(20),
  purchaseAmount: z.number().positive().max(100_000).optional(),
  note: z.string().trim().max(280).optional(),
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
  /** The stage in plain words: "on Residence", "waiting for CFNA", "approved by Concora for $1,800". */
  stageText: z.string(),
  lenders: z.array(boardLenderSchema),
  startedAt: z.string(),
  lastStepAt: z.string(),
  sentBy: z.string().nullable(),
  sentByUserId: z.string().nullable(),
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
    }),
  ),
  contacts: z.array(z.object({ appCode: z.string(), lenderName: z.string(), phone: z.string() })),
  linkSends: z.array(linkSendViewSchema),
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
