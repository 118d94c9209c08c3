import { localeSchema } from '@ttapply/domain';
import { z } from 'zod';
import { ERROR_CODES } from '../errors/app-error.js';

/** Shapes shared by several routes; the contract is docs/architecture.md "HTTP API". */
export const errorResponse = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES, ...(keyof typeof ERROR_CODES)[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const modeSchema = z.enum(['apply', 'fm-train']).optional();

const cardArt = z.object({
  filename: z.string(),
  filenamefilled: z.string(),
  line1: z.string(),
  line2: z.string(),
});

export const shopSchema = z.object({
  keyId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
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
  lenders: z.string(),
  distance: z.number().nullable(),
  acctId: z.string(),
  subId: z.string(),
  storeNumber: z.string(),
  bsro: z.string(),
  cardArt: cardArt.nullable(),
  synchronyPrequalAccept: z.string(),
});

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

export const applicationSchema = z.object({
  applicationKeyId: z.string(),
  appType: z.string(),
  tier: z.string(),
  /** 'application' or 'prequal' (lenders §3). */
  kind: z.string(),
  status: z.string(),
  result: z.record(z.string(), z.unknown()).nullable(),
  cardArt: cardArt.nullable(),
  signedFlag: z.string(),
  fundingType: z.string(),
  last4: z.string(),
  /** AFF after the approval: the finalized loan (amounts, masked funding targets), null before finalize. */
  affLoan: z
    .object({
      amount: z.number(),
      repairOrderId: z.string(),
      estimate: z.record(z.string(), z.union([z.string(), z.number()])),
      fundingOptions: z.array(z.object({ fundingType: z.enum(['1', '2', '3']), masked: z.string() })),
    })
    .nullable(),
  /** What was funded, without card number, expiry or CVV (lenders §3 "Funding / funded details"). */
  fundedDetails: z
    .object({ fundtype: z.enum(['1', '2', '3']), last4: z.string(), first6: z.string().optional() })
    .nullable(),
  t2AConsumerKeyId: z.string(),
  t2AStoreKeyId: z.string(),
  selectedApps: z.string(),
  createdAt: z.string(),
});

/** Error responses every route may give; listed so each route declares a response per status. */
export const commonErrors = {
  400: errorResponse,
  404: errorResponse,
  429: errorResponse,
  500: errorResponse,
} as const;
