// The platform operators' API (decision 281; docs/console-api.md "Platform operators"): bringing a shop on
// without SQL. The console's operator screens parse the answers with these schemas and the server parses the
// requests with them.
import { z } from 'zod';
import { APP_CODES, type AppCode } from '../lenders/app-codes.js';
import { CONTACT_MESSAGES, staffEmailSchema, staffRoleSchema } from './console-api.js';
import { lenderListRuleProblems } from './lender-list-rules.js';

/** The lenders an organisation may have an agreement with: every code offered as itself (no result screen). */
export const AGREEMENT_LENDERS: readonly AppCode[] = APP_CODES.filter(
  (code) => lenderListRuleProblems([code]).length === 0,
);

export const OPERATOR_MESSAGES = {
  notOperator: 'Only platform operators may do this.',
  organisationName: 'Write the organisation’s name in at most 100 characters.',
  locationName: 'Write the location’s name in at most 100 characters.',
  address: 'Write the street address in at most 100 characters.',
  city: 'Write the city in at most 60 characters.',
  state: 'Choose the state: two letters, e.g. WA.',
  zip: 'Enter the 5-digit ZIP code.',
  accountId: 'Write the id as the lender gave it: at most 40 letters, digits, dashes or dots.',
  owners: 'Choose at least one location for the owner.',
  zipUnknown: 'We could not place this ZIP code on the map. Check it and try again.',
  agreementMissing: (code: string) => `${code} has no agreement with this organisation: record it first.`,
} as const;

const plain = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(max, { error: message })
    .refine((text) => ![...text].some((c) => c < ' ' || c === '\u007f' || c === '<' || c === '>'), {
      error: message,
    });
const accountId = z
  .string()
  .trim()
  .max(40, { error: OPERATOR_MESSAGES.accountId })
  .regex(/^[A-Za-z0-9._-]*$/, { error: OPERATOR_MESSAGES.accountId });
const lenderCodes = z.array(z.string().trim().max(12)).max(20);

/** POST /operator/organisations: the organisation and the lenders it has agreements with. */
export const createOrganisationRequestSchema = z.object({
  name: plain(100, OPERATOR_MESSAGES.organisationName),
  agreements: lenderCodes,
});

/** PUT /operator/organisations/:id/agreements: the whole set of lenders it has agreements with. */
export const agreementsRequestSchema = z.object({ agreements: lenderCodes });

/** POST /operator/organisations/:id/locations: a location from the shop's data. */
export const createLocationRequestSchema = z.object({
  name: plain(100, OPERATOR_MESSAGES.locationName),
  addr1: plain(100, OPERATOR_MESSAGES.address),
  addr2: z.string().trim().max(100, { error: OPERATOR_MESSAGES.address }).default(''),
  city: plain(60, OPERATOR_MESSAGES.city),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: OPERATOR_MESSAGES.state })
    .transform((s) => s.toUpperCase()),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: OPERATOR_MESSAGES.zip }),
  phoneNumber: z.string().trim().max(20, { error: CONTACT_MESSAGES.phone }),
  contactHours: z.string().trim().max(80, { error: CONTACT_MESSAGES.hours }).default(''),
  /** The lender list in tier order (the location's own rules, lenderListRuleProblems). */
  lenders: lenderCodes,
  /** The partner account ids the lenders gave the shop (spec applicant-journey "Shop": acctId, subId). */
  acctId: accountId,
  subId: accountId,
  storeNumber: accountId,
});

/** POST /operator/organisations/:id/owners: the organisation's first owner, at the locations chosen. */
export const inviteOwnerRequestSchema = z.object({
  email: staffEmailSchema,
  name: z.string().trim().min(1).max(100),
  shopKeyIds: z.array(z.string().min(1).max(64)).min(1, { error: OPERATOR_MESSAGES.owners }).max(50),
});

export const operatorOrganisationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  locations: z.number().int(),
  createdAt: z.string(),
});
export type OperatorOrganisationSummary = z.infer<typeof operatorOrganisationSummarySchema>;

export const operatorLocationSchema = z.object({
  shopKeyId: z.string(),
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  contactHours: z.string(),
  lenders: z.array(z.string()),
  acctId: z.string(),
  subId: z.string(),
  storeNumber: z.string(),
  active: z.boolean(),
});
export type OperatorLocation = z.infer<typeof operatorLocationSchema>;

export const operatorUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(['invited', 'active', 'disabled']),
  roles: z.array(z.object({ shopKeyId: z.string(), role: staffRoleSchema })),
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;

export const operatorOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  agreements: z.array(z.string()),
  locations: z.array(operatorLocationSchema),
  users: z.array(operatorUserSchema),
});
export type OperatorOrganisation = z.infer<typeof operatorOrganisationSchema>;
