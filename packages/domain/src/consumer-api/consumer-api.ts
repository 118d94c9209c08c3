// The consumer API's answers (spec §7, lenders §3; docs/architecture.md "HTTP API"): the zod schemas the server's
// routes declare and write their answers with, and the types the consumer's pages read them as. One definition
// for both sides, as the shop console's shapes are (console/console-api.ts): a field the server stops sending
// is a type error in the pages that read it.
import { z } from 'zod';
import { localeSchema } from '../i18n/locale.js';

/** A lender's card picture and its two lines (lenders §3 "cardArt"). */
export const cardArtSchema = z.object({
  filename: z.string(),
  filenamefilled: z.string(),
  line1: z.string(),
  line2: z.string(),
});
export type CardArt = z.output<typeof cardArtSchema>;

export const shopSchema = z.object({
  keyId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  /** When the shop answers its phone, as the shop wrote it; empty when not given. */
  contactHours: z.string(),
  image: z.string(),
  address: z.object({
    addr1: z.string(),
    addr2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  /** Comma-separated app codes, first offered first. */
  lenders: z.string(),
  distance: z.number().nullable(),
  /** Merchant numbers a lender knows the shop by (the hosted form's data-share token, lenders §7). */
  acctId: z.string(),
  subId: z.string(),
  storeNumber: z.string(),
  bsro: z.string(),
  cardArt: cardArtSchema.nullable(),
  /** Lenders §3: '1' runs Synchrony's prequal variant. */
  synchronyPrequalAccept: z.string(),
});
export type Shop = z.output<typeof shopSchema>;
export type ShopAddress = Shop['address'];

/** A company keyword's record, with a search by keyword (spec §7 "Shop search"). */
export const keywordInfoSchema = z.object({
  keyword: z.string(),
  status: z.enum(['A', 'I']),
  appId: z.string(),
  companyName: z.string(),
  noMILEFlag: z.enum(['0', '1']),
  experience: z.string(),
});

/** GET /api/v1/shops/. */
export const shopSearchAnswerSchema = z.object({
  shops: z.array(shopSchema),
  keywordInfo: keywordInfoSchema.optional(),
});
export type ShopSearchResponse = z.output<typeof shopSearchAnswerSchema>;

export const consumerSchema = z.object({
  t2AConsumerKeyId: z.string(),
  linkCode: z.string().nullable(),
  phoneMobile: z.string().nullable(),
  phoneLastFour: z.string().nullable().optional(),
  createdDate: z.string(),
  submissionSource: z.string(),
  sendText: z.string(),
  companyName: z.string(),
  keyword: z.string().nullable(),
  shopKeyId: z.string().nullable(),
  consumerSelectedApps: z.string(),
  /** The language the consumer last chose (decision 232). */
  locale: localeSchema,
});
export type Consumer = z.output<typeof consumerSchema>;

/** GET /api/v1/apps/consumer/?linkCode=. */
export const consumerByLinkAnswerSchema = z.object({
  consumer: consumerSchema,
  /** Null when the link came from a company keyword several shops share: shop search picks one. */
  shop: shopSchema.nullable(),
});
export type ConsumerByLinkResponse = z.output<typeof consumerByLinkAnswerSchema>;

const fundingTypeSchema = z.enum(['1', '2', '3']);
/** lenders §9: '1' virtual card, '2' bank account, '3' credit card. */
export type FundingType = z.output<typeof fundingTypeSchema>;

/**
 * lenders §3 "Finance estimate", with the product and, for a lease, its total cost and early buyout. The
 * lender's other figures are passed on as they came (`catchall`), as before the pages read these by name.
 */
export const financeEstimateSchema = z
  .object({
    acctApproval: z.string(),
    acctApprovalPay: z.string(),
    acctApprovalPayTotal: z.string(),
    acctApprovalPayFreq: z.string(),
    acctApprovalTerm: z.string(),
    acctApprovalApr: z.string(),
    acctApprovalFirstPayDue: z.string(),
    iTotalPayments: z.number(),
    iMainPayments: z.number(),
    iMainPaymentsAmount: z.string(),
    iFinalPayment: z.number(),
    iFinalPaymentAmount: z.string(),
    productType: z.enum(['loan', 'lease']).optional(),
    leaseTotalCost: z.string().optional(),
    earlyBuyout: z.string().optional(),
  })
  .catchall(z.union([z.string(), z.number()]));
export type FinanceEstimate = z.output<typeof financeEstimateSchema>;

/** AFF after the approval: the finalized loan (amount, payments, masked funding targets). */
export const affLoanSchema = z.object({
  amount: z.number(),
  repairOrderId: z.string(),
  estimate: financeEstimateSchema,
  fundingOptions: z.array(z.object({ fundingType: fundingTypeSchema, masked: z.string() })),
});
export type AffLoan = z.output<typeof affLoanSchema>;

export const applicationSchema = z.object({
  applicationKeyId: z.string(),
  appType: z.string(),
  tier: z.string(),
  /** 'application' (hard check) or 'prequal' (soft check), lenders §3. */
  kind: z.string(),
  status: z.string(),
  result: z.record(z.string(), z.unknown()).nullable(),
  cardArt: cardArtSchema.nullable(),
  /** AFF sign status (lenders §4 item 7): '0' not signed or cancelled, '1' signed, '2' funded. */
  signedFlag: z.string(),
  fundingType: z.string(),
  last4: z.string(),
  /** Null before finalize. */
  affLoan: affLoanSchema.nullable(),
  /** What was funded, without card number, expiry or CVV (lenders §3 "Funding / funded details"). */
  fundedDetails: z
    .object({ fundtype: fundingTypeSchema, last4: z.string(), first6: z.string().optional() })
    .nullable(),
  t2AConsumerKeyId: z.string(),
  t2AStoreKeyId: z.string(),
  /** The apps selected when it was submitted, comma-joined (lenders §3 "selectedApps"). */
  selectedApps: z.string(),
  createdAt: z.string(),
});
export type ApplicationRecord = z.output<typeof applicationSchema>;

/** POST /api/v1/apps/consumer/send-verification-text/. */
export const sendCodeAnswerSchema = z.object({ verificationHash: z.string() });
export type SendCodeResponse = z.output<typeof sendCodeAnswerSchema>;

/** POST /api/v1/apps/consumer/validate-OTP/. */
export const validateOtpAnswerSchema = z.object({
  verified: z.string(),
  token: z.string(),
  consumer: consumerSchema,
  applications: z.array(applicationSchema),
  // The token opens nothing but the SSN check yet (decision 025): an application or the saved draft holds an
  // SSN. The list alone cannot say so, since a draft is not an application.
  ssnPending: z.boolean(),
  /** What the returning visit confirms first (decision 194): the SSN, else the date of birth. */
  identityCheck: z.enum(['ssn', 'dob']).nullable(),
});
export type ValidateOtpResponse = z.output<typeof validateOtpAnswerSchema>;

/** POST /api/v1/apps/app/ and /prequal: the application's key at once; the lender answers later. */
export const submitAnswerSchema = z.object({
  success: z.boolean(),
  applicationKeyId: z.string(),
  status: z.string(),
  application: applicationSchema,
});
export type SubmitApplicationResponse = z.output<typeof submitAnswerSchema>;

/** One lender's place in the journey (waterfall/journey-status.ts `JourneyLenderStatus`). */
const lenderStatusSchema = z.object({
  appCode: z.string(),
  status: z.string(),
  kind: z.enum(['application', 'prequal']).nullable(),
  applicationId: z.string().nullable(),
  amount: z.number().nullable(),
});

/**
 * The waterfall's next step (waterfall/next-step.ts `WaterfallStep`) as it travels: every variant's fields,
 * each optional but `type`, and anything a later step adds written as it is.
 */
const waterfallStepSchema = z
  .object({
    type: z.string(),
    appCode: z.string().optional(),
    afterDeclineOf: z.string().optional(),
    button: z.object({ label: z.string(), requiresTermsAgreed: z.boolean() }).optional(),
  })
  .catchall(z.unknown());

/** Where a consumer's journey at a shop stands (decision 140; waterfall/journey-status.ts `JourneyStatus`). */
export const journeyStatusSchema = z.object({
  shopKeyId: z.string(),
  stage: z.string(),
  page: z.string().nullable(),
  nextStep: waterfallStepSchema.nullable(),
  lenders: z.array(lenderStatusSchema),
  events: z.array(
    z.object({ at: z.string(), actor: z.string(), type: z.string(), appCode: z.string().nullable() }),
  ),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type JourneyStatusAnswer = z.output<typeof journeyStatusSchema>;

/** One credit check of the journey and the consent it rests on (decision 190). */
export const creditCheckSchema = z.object({
  appCode: z.string(),
  check: z.enum(['soft', 'hard']),
  consentText: z.string(),
  agreedAt: z.string(),
  /** Null for a consent given but not used: that lender was never asked. */
  checkedAt: z.string().nullable(),
});
export type CreditCheckRecord = z.output<typeof creditCheckSchema>;

/** GET /api/v1/apps/journey: where the consumer's journey at a shop stands, and its applications there. */
export const journeyAnswerSchema = z.object({
  journey: journeyStatusSchema.nullable(),
  applications: z.array(applicationSchema),
  /** "Credit checks for this application" on the result screen (decision 190). */
  creditChecks: z.array(creditCheckSchema),
});
export type JourneyAnswer = z.output<typeof journeyAnswerSchema>;
